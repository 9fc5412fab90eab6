import { describe, expect, it } from "vitest";
import { eraseSpellingsInMarkdown, type Erasure } from "./erased-spellings.js";

const NAME_CHAR = /[\p{L}\p{N}_-]/u;
const erasures: Erasure[] = [
  {
    word: "e18_9d6ji_u88rz",
    replacement: "a deleted member",
    before: NAME_CHAR,
    after: NAME_CHAR,
    prefix: "@",
  },
];
const erase = (markdown: string) => eraseSpellingsInMarkdown(markdown, erasures);

describe("erasing a name from a revision's Markdown", () => {
  it("erases the name written plainly, with or without @, whatever its case", () => {
    expect(erase("Ask E18_9D6JI_U88RZ or @e18_9d6ji_u88rz.")).toBe(
      "Ask a deleted member or a deleted member.",
    );
  });

  it("erases the name written with Markdown backslash escapes", () => {
    expect(erase("Thanks e18\\_9d6ji\\_u88rz!")).toBe("Thanks a deleted member!");
  });

  it("erases the name written with decimal, hexadecimal or named HTML entities", () => {
    expect(erase("Hi e18&#95;9d6ji&#95;u88rz and e18&#x5F;9d6ji&lowbar;u88rz &#101;18_9d6ji_u88rz")).toBe(
      "Hi a deleted member and a deleted member a deleted member",
    );
  });

  it("erases the name in a link's %-escaped address", () => {
    expect(erase("[profile](https://example.org/u/e18%5F9d6ji%5Fu88rz)")).toBe(
      "[profile](https://example.org/u/a deleted member)",
    );
  });

  it("leaves a longer word that only contains the name", () => {
    expect(erase("xe18\\_9d6ji\\_u88rzy stays")).toBe("xe18\\_9d6ji\\_u88rzy stays");
  });

  it("keeps the words a reader sees when emphasis markers split the name, with the name erased", () => {
    expect(erase("Say hi to *e18_9d6ji*_u88rz today")).toBe("Say hi to a deleted member today");
  });
});
