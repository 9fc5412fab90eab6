import { describe, expect, it } from "vitest";
import { apiMessages, CODE_MESSAGE_KEYS, messageKeyOf } from "./api-messages.js";
import { messages } from "./messages.js";

describe("the API's message codes", () => {
  it("names a text by its key in messages or apiMessages", () => {
    expect(messageKeyOf("This thread does not exist.", "NOT_FOUND")).toBe("threadNotFound");
    expect(messageKeyOf(apiMessages.cursorInvalid, "BAD_USER_INPUT")).toBe("cursorInvalid");
    expect(messageKeyOf("Not Found", "NOT_FOUND")).toBe("notFound");
  });

  it("names a text of neither by its error code's general message", () => {
    expect(messageKeyOf("This proposal was already reviewed.", "CONFLICT")).toBe("conflict");
    expect(messageKeyOf("At most 8 live subscriptions may run at once per address.", "RATE_LIMITED")).toBe(
      "tooManyRequests",
    );
    expect(messageKeyOf("?", "SOMETHING_NEW")).toBe("internalError");
  });

  it("keeps each key one text: no key in both tables, every code's key a message", () => {
    expect(Object.keys(apiMessages).filter((key) => key in messages)).toEqual([]);
    for (const key of Object.values(CODE_MESSAGE_KEYS)) expect(messages, key).toHaveProperty(key);
  });
});
