import { messages } from "@incident-watch/schema";

/** Server texts seen with their message code (`extensions.messageKey`), at most this many kept. */
const LEARNED_LIMIT = 200;
const learned = new Map<string, keyof typeof messages>();

/**
 * Remembers the message code the server gave an English text (docs/api.md, "Error messages by code"), so
 * a text that is not one of schema's own (a server's wording, a text with figures in it) is still shown
 * in the reader's language, in the general words of its code. Codes the catalogue lacks are ignored.
 */
export function learnMessageKey(text: unknown, key: unknown): void {
  if (typeof text !== "string" || typeof key !== "string" || !(key in messages)) return;
  if (learned.size >= LEARNED_LIMIT && !learned.has(text)) learned.delete(learned.keys().next().value!);
  learned.set(text, key as keyof typeof messages);
}

/** The code the server gave this text, if it gave one. */
export function learnedMessageKey(text: string): keyof typeof messages | undefined {
  return learned.get(text);
}
