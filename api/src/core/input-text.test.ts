import { describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import { controlCharacterFields } from "./input-text.js";

describe("the control-character walk over input", () => {
  it("names the innermost key holding a control character", () => {
    expect(controlCharacterFields({ input: { title: "ok", body: ["fine", "bad\u0000"] } }, "args")).toEqual({
      body: messages.controlCharacters,
    });
  });

  it("walks input nested 100,000 deep without overflowing the stack", () => {
    let value: unknown = "deep\u0007";
    for (let i = 0; i < 100_000; i++) value = i % 2 ? [value] : { inner: value };
    expect(controlCharacterFields(value, "variables")).toEqual({ inner: messages.controlCharacters });
  });
});
