import { describe, expect, it } from "vitest";
import { AVATAR_COLORS, avatarColor, avatarInitial, usablePicture } from "./avatarColor";

describe("avatarColor", () => {
  it("gives the same username the same colour every time", () => {
    expect(avatarColor("volodymyr")).toBe(avatarColor("volodymyr"));
  });

  it("spreads usernames over all eight colours of the palette", () => {
    const names = Array.from({ length: 200 }, (_, index) => `member${index}`);
    expect(new Set(names.map(avatarColor))).toEqual(new Set(AVATAR_COLORS));
  });

  it("chooses a colour for an empty name and for names outside ASCII", () => {
    for (const name of ["", "Олена", "李雷", "🙂"]) expect(AVATAR_COLORS).toContain(avatarColor(name));
  });

  it("keeps known names on known colours, so avatars do not change colour between releases", () => {
    // "a" hashes to 97 and "User" to 2645995: 97 % 8 = 1 and 2645995 % 8 = 3
    expect(avatarColor("a")).toBe("red");
    expect(avatarColor("User")).toBe("yellow");
  });
});

describe("avatarInitial", () => {
  it("is the uppercase first letter of the username", () => {
    expect(avatarInitial("maria")).toBe("M");
    expect(avatarInitial("élodie")).toBe("É");
  });

  it("falls back to the U of User without a name", () => {
    expect(avatarInitial(undefined)).toBe("U");
    expect(avatarInitial("  ")).toBe("U");
  });
});

describe("usablePicture", () => {
  it("uses a real picture address", () => {
    expect(usablePicture("/uploads/a.webp", false)).toBe("/uploads/a.webp");
    expect(usablePicture("/uploads/a.webp", undefined)).toBe("/uploads/a.webp");
  });

  it("ignores empty, undefined and null texts", () => {
    for (const value of ["", "   ", "undefined", "/uploads/undefined", "null", "https://x.test/null.png"]) {
      expect(usablePicture(value, false)).toBeNull();
    }
    expect(usablePicture(null, false)).toBeNull();
    expect(usablePicture(undefined, false)).toBeNull();
  });

  it("ignores the picture when the user chose the default avatar", () => {
    expect(usablePicture("/uploads/a.webp", true)).toBeNull();
  });
});
