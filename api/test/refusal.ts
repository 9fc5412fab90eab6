import { messageKeyOf } from "@incident-watch/schema";

/**
 * A REST refusal's body as sendError writes it: the English message with its stable code, and for
 * invalid input each field's message with its code (docs/api.md, "Error messages by code").
 */
export function refusal(message: string, fields?: Record<string, string>, code = "BAD_USER_INPUT") {
  return {
    message,
    messageKey: messageKeyOf(message, code),
    ...(fields
      ? {
          errors: fields,
          errorKeys: Object.fromEntries(
            Object.entries(fields).map(([field, text]) => [field, messageKeyOf(text, "BAD_USER_INPUT")]),
          ),
        }
      : {}),
  };
}
