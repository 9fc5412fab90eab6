import type { Messages } from "@lingui/core";
import type * as Pseudo from "./pseudo";

/** The pseudo-locale's language tag (./pseudo.ts says what it is for). */
export const PSEUDO_LOCALE = "en-XA";

/** Whether the server asked for the pseudo-locale (PSEUDO_LOCALE=1, English pages only). */
export function pseudoLocaleOn(): boolean {
  return typeof document !== "undefined" && document.documentElement.hasAttribute("data-pseudo-locale");
}

let transforms: typeof Pseudo | undefined;

/** The pseudo-locale's transforms, downloaded with the first catalogue of a page that uses it. */
export function loadPseudoLocale(): Promise<void> {
  return import("./pseudo").then((loaded) => {
    transforms = loaded;
  });
}

/** A plain text (a date, a number, a validation text from the shared rules) in the pseudo-locale. */
export function pseudoText(text: string): string {
  return transforms ? transforms.pseudoText(text) : text;
}

/** A widget's HTML text in the pseudo-locale. */
export function pseudoMarkup(html: string): string {
  return transforms ? transforms.pseudoMarkup(html) : html;
}

/** English's compiled catalogue in the pseudo-locale. */
export function pseudoMessages(messages: Messages): Messages {
  return transforms ? transforms.pseudoMessages(messages) : messages;
}
