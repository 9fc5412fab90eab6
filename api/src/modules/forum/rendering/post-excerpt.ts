import MarkdownIt, { type Token } from "markdown-it";
import { splitQuotes } from "./quotes.js";

const EXCERPT_MAX = 140;
// Only the start of a post is read: an excerpt needs no more, and parsing stays cheap whatever the post.
const SOURCE_MAX = 2_000;

const md = new MarkdownIt({ html: false, linkify: false });

/** The words a reader sees of inline Markdown: link and emphasis markers dropped, image alt text kept. */
function inlineText(tokens: Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === "text" || token.type === "code_inline") return token.content;
      if (token.type === "image") return inlineText(token.children ?? []);
      if (token.type === "softbreak" || token.type === "hardbreak") return " ";
      return "";
    })
    .join("");
}

/** Markdown as the plain text a reader sees, blocks joined by spaces. */
export function markdownToPlainText(markdown: string): string {
  return md
    .parse(markdown, {})
    .map((token) => {
      if (token.type === "inline") return inlineText(token.children ?? []);
      if (token.type === "fence" || token.type === "code_block") return token.content;
      return token.block && token.nesting === -1 ? " " : "";
    })
    .join(" ");
}

/**
 * What the bell and the mails show of a post: its own words (quotes left out) as plain text, no Markdown,
 * on one line, at most 140 characters.
 */
export function postExcerpt(markdown: string): string {
  const own = splitQuotes(markdown.slice(0, SOURCE_MAX))
    .flatMap((part) => (part.kind === "text" ? [markdownToPlainText(part.markdown)] : []))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  return own.length <= EXCERPT_MAX ? own : `${own.slice(0, EXCERPT_MAX - 1).trimEnd()}…`;
}
