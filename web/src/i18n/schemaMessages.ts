import { messages } from "@incident-watch/schema";
import { useCallback } from "react";
import type { MessageId } from "./messageIds";
import { useT } from "./useT";

/** schema's `messages` by their English text, each named "messages.<key>" in the catalogues. */
const ID_OF_TEXT = new Map(
  Object.entries(messages).map(([key, text]) => [text as string, `messages.${key}`]),
);

/**
 * The page language's wording of a validation text from the shared rules (schema's `messages`), which
 * the forms check with and the server answers with, in English; a text the catalogue lacks (a server's
 * own words, a text with figures in it) stays as it came.
 */
export function useMessageText(): (text: string) => string {
  const t = useT("messages");
  return useCallback(
    (text) => {
      const id = ID_OF_TEXT.get(text) as MessageId | undefined;
      const translated = id && t(id);
      return translated && translated !== id ? translated : text;
    },
    [t],
  );
}
