import { describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import { commonPasswordCount, commonPasswordError, isCommonPassword } from "./common-passwords.js";

describe("the common-password list", () => {
  it("holds well over the 10,000 most common passwords", () => {
    expect(commonPasswordCount()).toBeGreaterThan(40_000);
  });

  it("finds the most common ones whatever their case, and not a long passphrase", () => {
    for (const password of ["123456", "password", "qwerty123", "Dragon", "LETMEIN", "trustno1"])
      expect(isCommonPassword(password), password).toBe(true);
    expect(isCommonPassword("violet tractor morning")).toBe(false);
  });

  it("gives the shared message only for a common password", () => {
    expect(commonPasswordError("iloveyou")).toBe(messages.passwordTooCommon);
    expect(commonPasswordError("violet tractor morning")).toBeUndefined();
    expect(commonPasswordError(undefined)).toBeUndefined();
  });
});
