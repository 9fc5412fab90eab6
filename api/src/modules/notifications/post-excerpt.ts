import { splitQuotes } from "../forum/rendering/quotes.js";

const EXCERPT_MAX = 140;

/** What the bell shows of a post: its own words (quotes left out), on one line, at most 140 characters. */
export function postExcerpt(markdown: string): string {
  const own = splitQuotes(markdown)
    .flatMap((part) => (part.kind === "text" ? [part.markdown] : []))
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
  return own.length <= EXCERPT_MAX ? own : `${own.slice(0, EXCERPT_MAX - 1).trimEnd()}…`;
}
