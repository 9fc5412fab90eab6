import { describe, expect, it } from "vitest";
import { characterCount, codePointsOver } from "./characters.js";

describe("codePointsOver", () => {
  it("counts characters, not UTF-16 units, and stops counting past the limit", () => {
    expect(codePointsOver("abc", 3)).toBe(false);
    expect(codePointsOver("abcd", 3)).toBe(true);
    expect(codePointsOver("😀😀😀", 3)).toBe(false); // six units, three characters
    expect(codePointsOver("😀😀😀😀", 3)).toBe(true);
    expect(codePointsOver("\ud800\ud800a", 3)).toBe(false); // lone surrogates count one each
    expect(codePointsOver("\ud800\ud800ab", 3)).toBe(true);
    expect(codePointsOver("x".repeat(32_001), 32_000)).toBe(true);
  });
});

describe("characterCount", () => {
  it("counts what a reader sees as one character once, as Array.from does", () => {
    for (const text of ["", "abc", "😀😀😀", "a😀b", "\ud800\ud800a", "\udc00x", "é"])
      expect(characterCount(text)).toBe(Array.from(text).length);
  });
});
