import { useEffect, useRef } from "react";
import { REACTIONS, ReactionImage, type ReactionKind } from "./ReactionBar";

/**
 * All six reactions to pick from, the reader's own pressed; picking one toggles it. Escape or a click
 * elsewhere closes it, and the first choice has focus as it opens.
 */
export default function ReactionPicker({
  reactions,
  onPick,
  onClose,
}: {
  reactions: { kind: ReactionKind; reacted: boolean }[];
  onPick(kind: ReactionKind): void;
  onClose(): void;
}) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    root.current?.querySelector("button")?.focus();
    const away = (event: PointerEvent) => {
      if (!root.current?.parentElement?.contains(event.target as Node)) onClose();
    };
    document.addEventListener("pointerdown", away);
    return () => document.removeEventListener("pointerdown", away);
  }, [onClose]);
  const reacted = new Set(reactions.filter((reaction) => reaction.reacted).map((reaction) => reaction.kind));

  return (
    <div
      ref={root}
      className="reaction-picker"
      role="group"
      aria-label="Pick a reaction"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      {(Object.keys(REACTIONS) as ReactionKind[]).map((kind) => (
        <button
          key={kind}
          type="button"
          className="reaction-picker__choice"
          aria-pressed={reacted.has(kind)}
          title={REACTIONS[kind]}
          onClick={() => onPick(kind)}
        >
          <ReactionImage kind={kind} />
        </button>
      ))}
    </div>
  );
}
