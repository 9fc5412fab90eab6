import { describe, expect, it } from "vitest";
import { pseudoMarkup, pseudoMessages, pseudoText } from "./pseudo";

describe("the pseudo-locale", () => {
  it("accents every letter, doubles vowels and brackets the text", () => {
    expect(pseudoText("Map 12")).toBe("⟦Ṁååƥ 12⟧");
  });

  it("keeps markup tags and arguments, and accents each plural form", () => {
    const messages = pseudoMessages({
      "app.link": ["Read ", ["0"], " <link>here</link>"],
      "app.count": [["count", "plural", { one: ["# post"], other: ["# posts"] }]],
    });
    expect(messages["app.link"]).toEqual(["⟦", "Ŕééååđ ", ["0"], " <link>ĥééŕéé</link>", "⟧"]);
    expect(messages["app.count"]).toEqual([
      "⟦",
      ["count", "plural", { one: ["# ƥööšţ"], other: ["# ƥööšţš"] }],
      "⟧",
    ]);
  });

  it("accents a widget's markup text and labels but keeps its tags and addresses", () => {
    expect(pseudoMarkup('Protected by <a href="https://altcha.org/" aria-label="Site">ALTCHA</a>')).toBe(
      '⟦Ƥŕööţééçţééđ ƀý⟧ <a href="https://altcha.org/" aria-label="⟦Šîîţéé⟧">⟦ÅÅĻŢÇĤÅÅ⟧</a>',
    );
  });
});
