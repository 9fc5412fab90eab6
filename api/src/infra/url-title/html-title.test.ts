import { describe, expect, it } from "vitest";
import { cleanTitle, decodeHtml, extractTitle, TITLE_MAX_LENGTH } from "./html-title.js";

// "Привет, мир" in windows-1251 and "Zażółć gęślą jaźń" in iso-8859-2, as a server would send them.
const cyrillic = (html: string) =>
  Buffer.from(
    Array.from(html, (ch) => {
      const code = ch.codePointAt(0)!;
      return code >= 0x410 && code <= 0x44f ? code - 0x410 + 0xc0 : code;
    }),
  );
const POLISH_LATIN2 = Buffer.from("Za\xbf\xf3\xb3\xe6 g\xea\xb6l\xb1 ja\xbc\xf1", "latin1");

describe("reading a title from a page", () => {
  it("prefers og:title over the title element", () => {
    const html = `<head><title>Site | Article</title><meta property="og:title" content="The article"></head>`;
    expect(extractTitle(html)).toBe("The article");
  });

  it("reads og:title given as name= and with the attributes in any order", () => {
    expect(extractTitle(`<meta content='Swapped' name="og:title">`)).toBe("Swapped");
  });

  it("falls back to the title element, decoding entities and collapsing whitespace", () => {
    const html =
      "<title>\n  Cables &amp; pipelines:\t&quot;sabotage&quot; &#8212; &eacute;t&eacute;  </title>";
    expect(extractTitle(html)).toBe('Cables & pipelines: "sabotage" — été');
  });

  it("ignores an empty og:title and titles inside comments", () => {
    const html = `<!-- <title>old</title> --><meta property="og:title" content="  "><title>Real</title>`;
    expect(extractTitle(html)).toBe("Real");
  });

  it("drops control characters a page's title holds, such as a raw NUL", () => {
    expect(extractTitle("<title>Cable\u0000 cut\u001b near\u0085 Gotland</title>")).toBe(
      "Cable cut near Gotland",
    );
  });

  it("finds nothing in a page without a title", () => {
    expect(extractTitle("<html><head></head><body>Hello</body></html>")).toBeUndefined();
  });

  it("caps a long title", () => {
    const title = cleanTitle("word ".repeat(200))!;
    expect(Array.from(title)).toHaveLength(TITLE_MAX_LENGTH);
    expect(title.endsWith("…")).toBe(true);
  });

  it("decodes with the charset of the Content-Type header", () => {
    const bytes = cyrillic("<title>Привет, мир</title>");
    expect(extractTitle(decodeHtml(bytes, "text/html; charset=windows-1251"))).toBe("Привет, мир");
  });

  it("decodes with the charset of a meta tag when the header names none", () => {
    const bytes = Buffer.concat([
      Buffer.from('<meta charset="iso-8859-2"><title>'),
      POLISH_LATIN2,
      Buffer.from("</title>"),
    ]);
    expect(extractTitle(decodeHtml(bytes, "text/html"))).toBe("Zażółć gęślą jaźń");
  });

  it("understands the http-equiv form of the meta charset", () => {
    const bytes = cyrillic(
      '<meta http-equiv="Content-Type" content="text/html; charset=windows-1251">' + "<title>Привет</title>",
    );
    expect(extractTitle(decodeHtml(bytes, undefined))).toBe("Привет");
  });

  it("falls back to UTF-8 for an unknown charset", () => {
    const bytes = Buffer.from("<title>Grüße</title>");
    expect(extractTitle(decodeHtml(bytes, "text/html; charset=x-nonsense"))).toBe("Grüße");
  });
});
