import { describe, expect, it } from "vitest";
import { CODE_MESSAGE_KEYS, messages, said } from "@incident-watch/schema";
import { AppError, errorStatus, notFound, ValidationError } from "./errors.js";

describe("the API's errors", () => {
  it("carry their message's stable code beside the English text", () => {
    expect(notFound(messages.threadNotFound).extensions).toEqual({
      code: "NOT_FOUND",
      messageKey: "threadNotFound",
    });
    expect(new AppError("CONFLICT", "This proposal was already reviewed.").extensions.messageKey).toBe(
      "conflict",
    );
  });

  it("give each invalid field's message its code too", () => {
    const error = new ValidationError({ title: messages.titleRequired, date: "Some server words" });
    expect(error.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      messageKey: "titleRequired",
      fieldKeys: { title: "titleRequired", date: "invalidInput" },
    });
  });

  it("carry a message said by its key with its figures as it was said, worded in English beside them", () => {
    const error = new ValidationError({ body: said("postRenderTooSlow", { seconds: 2 }) });
    expect(error.message).toBe(
      "Formatting this text took longer than 2 s, the most a post may take. Simplify its Markdown, or shorten it.",
    );
    expect(error.extensions).toMatchObject({
      messageKey: "postRenderTooSlow",
      messageArgs: { seconds: 2 },
      fields: { body: error.message },
      fieldKeys: { body: "postRenderTooSlow" },
      fieldArgs: { body: { seconds: 2 } },
    });
  });

  it("have a general message for every error code", () => {
    expect(Object.keys(errorStatus).filter((code) => !(code in CODE_MESSAGE_KEYS))).toEqual([]);
  });
});
