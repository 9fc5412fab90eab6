import { describe, expect, it } from "vitest";
import { localePath, negotiateLocale, splitLocalePath } from "./locales.js";

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

describe("negotiateLocale", () => {
  it("takes the most wanted of our languages, regions aside", () => {
    expect(negotiateLocale("de-AT,de;q=0.9,en;q=0.8")).toBe("de");
    expect(negotiateLocale("ja,pl;q=0.5,ru;q=0.7")).toBe("ru");
    expect(negotiateLocale("en-US,en;q=0.9,de;q=0.8")).toBe("en");
    expect(negotiateLocale("fi;q=0,sv;q=0.2")).toBe("sv");
  });

  it("is English for no header, a bare wildcard or a language we lack", () => {
    expect(negotiateLocale(undefined)).toBe("en");
    expect(negotiateLocale("*")).toBe("en");
    expect(negotiateLocale("ja-JP")).toBe("en");
  });
});
