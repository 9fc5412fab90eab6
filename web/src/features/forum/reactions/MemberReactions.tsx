import { useApolloClient, useMutation } from "@apollo/client/react";
import { useEffect, useRef, useState } from "react";
import { toggleReactionMutation } from "../data/forum.graphql";
import { useForumErrorText } from "../data/useForumErrorText";
import { afterForumMutation } from "../data/forumMutations";
import { REACTIONS, ReactionImage, type ReactionKind, type Reaction } from "./ReactionBar";
import { useT } from "../../../i18n";

/**
 * A signed-in reader's reactions: the ones given as buttons (pressed when they are the reader's own), and
 * "Add reaction", which opens all six; picking one toggles it, Escape or a click elsewhere closes the
 * choice and focus returns to the button. Loaded for members only: visitors see the counts alone.
 */
export default function MemberReactions({ postId, reactions }: { postId: string; reactions: Reaction[] }) {
  const t = useT("thread");
  const errorText = useForumErrorText();
  const client = useApolloClient();
  const [toggle, { loading }] = useMutation(toggleReactionMutation);
  const [error, setError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const add = useRef<HTMLButtonElement>(null);
  const picker = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!picking) return undefined;
    picker.current?.querySelector("button")?.focus();
    const away = (event: PointerEvent) => {
      if (!picker.current?.parentElement?.contains(event.target as Node)) setPicking(false);
    };
    document.addEventListener("pointerdown", away);
    return () => document.removeEventListener("pointerdown", away);
  }, [picking]);

  const close = () => {
    setPicking(false);
    add.current?.focus();
  };
  const react = async (kind: ReactionKind) => {
    setError(null);
    try {
      await toggle({ variables: { postId, kind } });
      await afterForumMutation(client);
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  return (
    <div className="reactions" role="group" aria-label={t("thread.reactions")}>
      {reactions
        .filter(({ count }) => count > 0)
        .map(({ kind, count, reacted }) => (
          <button
            key={kind}
            type="button"
            className="reaction"
            aria-pressed={reacted}
            title={t(REACTIONS[kind])}
            disabled={loading}
            onClick={() => void react(kind)}
          >
            <ReactionImage kind={kind} /> {count}
          </button>
        ))}
      <span className="reactions__add">
        <button
          ref={add}
          type="button"
          className="reaction reaction--add"
          aria-expanded={picking}
          disabled={loading}
          onClick={() => setPicking((open) => !open)}
        >
          {t("thread.reaction.add")}
        </button>
        {picking && (
          <div
            ref={picker}
            className="reaction-picker"
            role="group"
            aria-label={t("thread.reaction.pick")}
            onKeyDown={(event) => {
              if (event.key === "Escape") {
                event.stopPropagation();
                close();
              }
            }}
          >
            {reactions.map(({ kind, reacted }) => (
              <button
                key={kind}
                type="button"
                className="reaction-picker__choice"
                aria-pressed={reacted}
                title={t(REACTIONS[kind])}
                onClick={() => {
                  close();
                  void react(kind);
                }}
              >
                <ReactionImage kind={kind} />
              </button>
            ))}
          </div>
        )}
      </span>
      {error && (
        <span className="field__error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
