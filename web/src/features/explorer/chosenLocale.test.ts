import { describe, expect, it } from "vitest";
import { chosenLocale } from "./chosenLocale";

describe("the explorer's language", () => {
  it("is the one the visitor chose on the site", () => {
    expect(chosenLocale("session=abc; lang=pl; theme=dark")).toBe("pl");
    expect(chosenLocale("lang=de")).toBe("de");
  });

  it("is English without a choice, or with one the site does not speak", () => {
    expect(chosenLocale("")).toBe("en");
    expect(chosenLocale("lang=xx; other=1")).toBe("en");
    expect(chosenLocale("language=de")).toBe("en");
  });
});
