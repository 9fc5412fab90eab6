import { messages } from "@incident-watch/schema";
import { ValidationError } from "./errors.js";

// C0 controls except tab, line feed and carriage return; DEL and the C1 controls. PostgreSQL cannot store
// NUL in text at all, and none of the others belongs in a name, an address or a sentence.
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const hasControlCharacters = (value: string): boolean => CONTROL.test(value);

/**
 * Every string in a request's input, however deeply nested, named by the innermost object key (or by
 * `name` at the top): the fields holding control characters, with the message for each. Walks with a
 * stack of its own, so no nesting can overflow the call stack.
 */
export function controlCharacterFields(value: unknown, name: string, found: Record<string, string> = {}) {
  const pending: Array<[unknown, string]> = [[value, name]];
  while (pending.length > 0) {
    const [item, field] = pending.pop()!;
    if (typeof item === "string") {
      if (CONTROL.test(item)) found[field] = messages.controlCharacters;
    } else if (Array.isArray(item)) {
      for (const element of item) pending.push([element, field]);
    } else if (typeof item === "object" && item !== null) {
      for (const [key, inner] of Object.entries(item)) {
        if (CONTROL.test(key)) found[field] = messages.controlCharacters;
        pending.push([inner, key]);
      }
    }
  }
  return found;
}

/** Refuses input holding control characters with one ValidationError naming every such field. */
export function assertNoControlCharacters(value: unknown, name: string): void {
  const found = controlCharacterFields(value, name);
  if (Object.keys(found).length > 0) throw new ValidationError(found);
}
