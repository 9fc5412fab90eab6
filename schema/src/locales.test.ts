import { describe, expect, it } from "vitest";
import { localePath, splitLocalePath } from "./locales.js";

describe("locale paths", () => {
  it("reads the language from the path's first segment, English without one", () => {
    expect(splitLocalePath("/de/forum/thread/3")).toEqual({ locale: "de", path: "/forum/thread/3" });
    expect(splitLocalePath("/pl")).toEqual({ locale: "pl", path: "/" });
    expect(splitLocalePath("/uk/")).toEqual({ locale: "uk", path: "/" });
    expect(splitLocalePath("/forum")).toEqual({ locale: "en", path: "/forum" });
    // English has no prefix of its own, and two letters that are no language of ours are a path
    expect(splitLocalePath("/en/forum")).toEqual({ locale: "en", path: "/en/forum" });
    expect(splitLocalePath("/xx/forum")).toEqual({ locale: "en", path: "/xx/forum" });
    expect(splitLocalePath("/desk")).toEqual({ locale: "en", path: "/desk" });
  });

  it("writes a path in a language, the home page with its slash", () => {
    expect(localePath("de", "/forum")).toBe("/de/forum");
    expect(localePath("de", "/")).toBe("/de/");
    expect(localePath("en", "/forum")).toBe("/forum");
  });
});
