import { describe, expect, it } from "vitest";
import { badgeText, opensPage } from "./bellRules";

describe("badgeText", () => {
  it("shows nothing at 0, the count up to 9 and '9+' above", () => {
    expect(badgeText(0)).toBe("");
    expect(badgeText(1)).toBe("1");
    expect(badgeText(9)).toBe("9");
    expect(badgeText(10)).toBe("9+");
    expect(badgeText(250)).toBe("9+");
  });
});

describe("opensPage", () => {
  it("goes straight to the page under 768 px and opens the dropdown from 768 px", () => {
    expect(opensPage(390)).toBe(true);
    expect(opensPage(767)).toBe(true);
    expect(opensPage(768)).toBe(false);
    expect(opensPage(1280)).toBe(false);
  });
});
