import { messages } from "@incident-watch/schema";
import { ValidationError } from "./errors.js";

// C0 controls except tab, line feed and carriage return; DEL and the C1 controls. PostgreSQL cannot store
// NUL in text at all, and none of the others belongs in a name, an address or a sentence.
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const hasControlCharacters = (value: string): boolean => CONTROL.test(value);

/**
 * Every string in a request's input, however deeply nested, named by the innermost object key (or by
 * `name` at the top): the fields holding control characters, with the message for each.
 */
export function controlCharacterFields(value: unknown, name: string, found: Record<string, string> = {}) {
  if (typeof value === "string") {
    if (CONTROL.test(value)) found[name] = messages.controlCharacters;
  } else if (Array.isArray(value)) {
    for (const item of value) controlCharacterFields(item, name, found);
  } else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (CONTROL.test(key)) found[name] = messages.controlCharacters;
      controlCharacterFields(item, key, found);
    }
  }
  return found;
}

/** Refuses input holding control characters with one ValidationError naming every such field. */
export function assertNoControlCharacters(value: unknown, name: string): void {
  const found = controlCharacterFields(value, name);
  if (Object.keys(found).length > 0) throw new ValidationError(found);
}
