import type { Messages } from "@lingui/core";

/**
 * The pseudo-locale (tests and development only; docs/languages.md, Checks): English's messages with
 * every letter accented, vowels doubled (about 35–40 % longer, as German or Finnish runs) and each
 * message between ⟦ and ⟧. A page shown in it reveals text that bypasses the catalogues (plain ASCII
 * words) and boxes too tight for longer languages. The server turns it on for English pages with
 * PSEUDO_LOCALE=1, which production refuses; it is never a language of the menu or the alternates.
 * Only a page in the pseudo-locale downloads this file (./pseudoLocale.ts).
 */
export const PSEUDO_START = "⟦";
export const PSEUDO_END = "⟧";

const ACCENTED: Record<string, string> = Object.fromEntries(
  [..."abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"].map((letter, index) => [
    letter,
    [..."åƀçđéƒĝĥîĵķļɱñöƥǫŕšţûṽŵẋýžÅƁÇĐÉƑĜĤÎĴĶĻṀÑÖƤǪŔŠŢÛṼŴẊÝŽ"][index]!,
  ]),
);
const VOWELS = new Set([..."aeiouAEIOU"]);

/** A run of text: markup tags (`<link>`, `</link>`) stay as they are, translators' and ours. */
function accent(text: string): string {
  return text
    .split(/(<\/?[a-z][a-zA-Z0-9]*>)/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : [...part]
            .map((char) => (VOWELS.has(char) ? ACCENTED[char]!.repeat(2) : (ACCENTED[char] ?? char)))
            .join(""),
    )
    .join("");
}

type Compiled = string | ReadonlyArray<string | readonly unknown[]>;

/** A compiled message's text, arguments untouched, plural and select forms each accented. */
function accentCompiled(message: unknown): unknown {
  if (typeof message === "string") return accent(message);
  if (!Array.isArray(message)) return message;
  return message.map((token: unknown) => {
    if (typeof token === "string") return accent(token);
    if (!Array.isArray(token)) return token;
    const [name, type, forms] = token as [string, string?, unknown?];
    if (!forms || typeof forms !== "object") return token as unknown;
    const accented = Object.fromEntries(
      Object.entries(forms as Record<string, unknown>).map(([form, value]) => [form, accentCompiled(value)]),
    );
    return [name, type, accented];
  });
}

/** A plain text (a date, a number, a validation text from the shared rules) in the pseudo-locale. */
export function pseudoText(text: string): string {
  return `${PSEUDO_START}${accent(text)}${PSEUDO_END}`;
}

/** A widget's HTML text in the pseudo-locale: its text and its labels accented, its tags kept. */
export function pseudoMarkup(html: string): string {
  if (!html.includes("<")) return pseudoText(html);
  return html
    .split(/(<[^>]+>)/)
    .map((part, index) =>
      index % 2 === 1
        ? part.replace(/aria-label="([^"]*)"/, (_, label: string) => `aria-label="${pseudoText(label)}"`)
        : part.trim()
          ? part.replace(part.trim(), pseudoText(part.trim()))
          : part,
    )
    .join("");
}

/** English's compiled catalogue in the pseudo-locale. */
export function pseudoMessages(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      const tokens = typeof message === "string" ? [message] : (message as Compiled);
      return [id, [PSEUDO_START, ...(accentCompiled(tokens) as unknown[]), PSEUDO_END]];
    }),
  ) as Messages;
}
