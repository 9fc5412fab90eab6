import { DEFAULT_LOCALE, messages } from "@incident-watch/schema";
import { useCallback, useState } from "react";
import { i18nFor, isLoaded, loadCatalog } from "./catalogs";
import { useLocale } from "./locale";
import { pseudoLocaleOn, pseudoText } from "./pseudoLocale";
import type { MessageId } from "./messageIds";

/** schema's `messages` by their English text, each named "messages.<key>" in the catalogues. */
const ID_OF_TEXT = new Map(
  Object.entries(messages).map(([key, text]) => [text as string, `messages.${key}`]),
);

/**
 * The server's words as it said them: the message's key and figures (`extensions.messageKey` and
 * `messageArgs`, decision 149), with its English text for when the catalogue has no such key.
 */
export interface ServerWords {
  text: string;
  key: string;
  args?: Record<string, string | number>;
}

/** A text a page shows: schema's English text, or the server's words. */
export type Shown = string | ServerWords;

/** Whether a value a component was given is the server's words (not an element or a text). */
export const isServerWords = (value: unknown): value is ServerWords =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as ServerWords).text === "string" &&
  typeof (value as ServerWords).key === "string" &&
  !("props" in value);

/** The English text of what a page shows, as the server or the shared rules wrote it. */
export const englishText = (shown: Shown): string => (typeof shown === "string" ? shown : shown.text);

/**
 * The page language's wording of a validation text from the shared rules (schema's `messages`), which
 * the forms check with, or of the server's words by their key, filled in with their figures; a text the
 * catalogue lacks stays as it came. The catalogue is fetched the first time a page shows such a text, not
 * with the page: most pages never show one, and English needs none.
 */
export function useMessageText(): (shown: Shown) => string {
  const locale = useLocale();
  const [, arrived] = useState(0);
  const ready = isLoaded(locale, "messages");
  return useCallback(
    (shown) => {
      const text = englishText(shown);
      const id = (typeof shown === "string" ? ID_OF_TEXT.get(shown) : `messages.${shown.key}`) as
        MessageId | undefined;
      if (id && locale === DEFAULT_LOCALE && pseudoLocaleOn()) return pseudoText(text);
      if (!id || locale === DEFAULT_LOCALE) return text;
      if (!ready) {
        // English for the moment it takes to arrive, then the page's language
        loadCatalog(locale, "messages").then(
          () => arrived((count) => count + 1),
          () => {},
        );
        return text;
      }
      const args = typeof shown === "string" ? undefined : shown.args;
      const translated = i18nFor(locale)._(id, args);
      return translated !== id ? translated : text;
    },
    [locale, ready],
  );
}
