import { describe, expect, it } from "vitest";
import { isId } from "./ids";

describe("isId", () => {
  it("takes integers and UUIDs in any case", () => {
    expect(isId("195")).toBe(true);
    expect(isId("0195")).toBe(true);
    expect(isId("3F2C1A9E-8B7D-4C6E-9F10-A1B2C3D4E5F6")).toBe(true);
  });

  it("refuses words, signs, decimals and numbers too long for an id", () => {
    for (const value of ["", "latest", "-5", "1.5", "1".repeat(19), "3f2c1a9e-8b7d-4c6e-9f10"]) {
      expect(isId(value), value).toBe(false);
    }
  });
});
