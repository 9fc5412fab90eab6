import { useCallback, useState } from "react";

const PREFIX = "draft:";

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

// storage throws in some privacy modes and sandboxed frames: a draft then lives only as long as the page
function storage(): DraftStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readDraft(key: string, store: DraftStorage | undefined = storage()): string {
  try {
    return store?.getItem(PREFIX + key) ?? "";
  } catch {
    return "";
  }
}

/** Keeps a draft under `key`; an empty one is forgotten. */
export function writeDraft(key: string, text: string, store: DraftStorage | undefined = storage()): void {
  try {
    if (text) store?.setItem(PREFIX + key, text);
    else store?.removeItem(PREFIX + key);
  } catch {
    // full or refused storage: the draft stays on the page only
  }
}

/**
 * Text a member is writing, kept in this browser's local storage as they type, so a reload, a sign-out
 * or a ban that hides the form loses nothing; setting it to "" (after saving) forgets it.
 */
export function useDraft(key: string): [string, (next: string | ((current: string) => string)) => void] {
  const [text, setText] = useState(() => readDraft(key));
  // another thread's box: its own draft replaces this one during the same render
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setText(readDraft(key));
  }
  const update = useCallback(
    (next: string | ((current: string) => string)) =>
      setText((current) => {
        const value = typeof next === "function" ? next(current) : next;
        writeDraft(key, value);
        return value;
      }),
    [key],
  );
  return [text, update];
}
