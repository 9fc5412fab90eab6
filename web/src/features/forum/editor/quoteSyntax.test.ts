import { describe, expect, it } from "vitest";
import { insertMention, insertQuote, quoteMarkdown } from "./quoteSyntax";

describe("quote markup", () => {
  it("puts the markers on lines of their own around the quoted text", () => {
    expect(quoteMarkdown("42", "  Seen near the port.\n")).toBe(
      "[quote=42]\nSeen near the port.\n[/quote]\n",
    );
  });

  it("starts an empty reply with the quote and leaves a line to answer on", () => {
    expect(insertQuote("", "7", "hello")).toBe("[quote=7]\nhello\n[/quote]\n\n");
  });

  it("adds the quote after a blank line when the reply already has text", () => {
    expect(insertQuote("I agree.\n", "7", "hello")).toBe("I agree.\n\n[quote=7]\nhello\n[/quote]\n\n");
  });

  it("keeps a quoted post's own quotes inside the new one", () => {
    expect(insertQuote("", "9", "[quote=7]\nold\n[/quote]\nnew")).toBe(
      "[quote=9]\n[quote=7]\nold\n[/quote]\nnew\n[/quote]\n\n",
    );
  });
});

describe("insertMention", () => {
  it("mentions the author at the end of the draft", () => {
    expect(insertMention("", "ann")).toBe("@ann ");
    expect(insertMention("Thanks", "ann")).toBe("Thanks\n\n@ann ");
  });
});
