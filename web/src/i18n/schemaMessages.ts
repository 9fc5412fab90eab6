import { DEFAULT_LOCALE, messages } from "@incident-watch/schema";
import { useCallback, useState } from "react";
import { i18nFor, isLoaded, loadCatalog } from "./catalogs";
import { useLocale } from "./locale";
import { pseudoLocaleOn, pseudoText } from "./pseudoLocale";
import { learnedMessageKey } from "./serverMessages";
import type { MessageId } from "./messageIds";

/** schema's `messages` by their English text, each named "messages.<key>" in the catalogues. */
const ID_OF_TEXT = new Map(
  Object.entries(messages).map(([key, text]) => [text as string, `messages.${key}`]),
);

/**
 * The page language's wording of a validation text from the shared rules (schema's `messages`), which
 * the forms check with and the server answers with, in English; a text the catalogue lacks (a server's
 * own words, a text with figures in it) is shown in the general words of the code the server gave it, else
 * stays as it came. The catalogue is fetched the first time a
 * page shows such a text, not with the page: most pages never show one, and English needs none.
 */
export function useMessageText(): (text: string) => string {
  const locale = useLocale();
  const [, arrived] = useState(0);
  const ready = isLoaded(locale, "messages");
  return useCallback(
    (text) => {
      const learned = learnedMessageKey(text);
      const id = (ID_OF_TEXT.get(text) ?? (learned && `messages.${learned}`)) as MessageId | undefined;
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
      const translated = i18nFor(locale)._(id);
      return translated !== id ? translated : text;
    },
    [locale, ready],
  );
}
