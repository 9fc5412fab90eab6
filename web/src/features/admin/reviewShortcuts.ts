import type { MessageId } from "../../i18n";

/** What a key does on the review queue. */
export type ReviewShortcut = "approve" | "reject" | "next" | "previous";

const KEYS: Record<string, ReviewShortcut> = {
  a: "approve",
  r: "reject",
  j: "next",
  n: "next",
  k: "previous",
  p: "previous",
};

/** The shortcuts as the queue lists them. */
export const SHORTCUT_HELP: ReadonlyArray<[keys: string[], does: MessageId]> = [
  [["a"], "admin.shortcuts.approve"],
  [["r"], "admin.shortcuts.reject"],
  [["j", "n"], "admin.shortcuts.next"],
  [["k", "p"], "admin.shortcuts.previous"],
];

/** Where typing goes: keys pressed there are text, never shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== "string") return false;
  const element = target as HTMLElement;
  const tag = element.tagName.toLowerCase();
  if (tag === "input" || tag === "textarea" || tag === "select") return true;
  return (
    element.isContentEditable === true ||
    element.closest('[contenteditable=""], [contenteditable="true"]') !== null
  );
}

/** The shortcut a key press means, or null: never with a modifier held, never while typing. */
export function shortcutFor(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}): ReviewShortcut | null {
  if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return null;
  return KEYS[event.key] ?? null;
}

/** The index a step lands on, kept within the list. */
export function step(index: number, length: number, shortcut: "next" | "previous"): number {
  if (length === 0) return 0;
  return Math.min(length - 1, Math.max(0, index + (shortcut === "next" ? 1 : -1)));
}
