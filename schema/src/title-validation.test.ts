import { describe, expect, it } from "vitest";
import { hasVisibleText, messages, threadTitleError, validateEventUpdate } from "./index.js";

const INVISIBLE_TITLES = [
  "\u202E\u202E\u202E\u202E\u202E\u202E",
  "\u200B\u200B\u200B\u200B\u200B",
  "\u200D\u2060\uFEFF\u00AD\u200C\u200E",
  "\u3164\u3164\u3164\u3164\u3164",
  "\u2800\u2800\u2800\u2800\u2800",
  "\u00A0\u2003\u3000\u205F\u2028\u0301",
];

describe("titles a reader can see", () => {
  it.each(INVISIBLE_TITLES)(
    "refuses a thread or incident title made only of invisible characters (%j)",
    (title) => {
      expect(hasVisibleText(title)).toBe(false);
      expect(threadTitleError(title)).toBe(messages.titleRequired);
      expect(validateEventUpdate({ title }).title).toBe(messages.titleRequired);
    },
  );

  it("accepts a title with one visible character among invisible ones", () => {
    expect(threadTitleError("\u200BDrones over Gdańsk\u202E")).toBeUndefined();
    expect(validateEventUpdate({ title: "\u200BX" })).toEqual({});
    expect(hasVisibleText("é")).toBe(true);
  });
});
