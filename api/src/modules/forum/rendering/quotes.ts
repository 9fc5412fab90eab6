/**
 * Quote blocks. The markup, on lines of their own (the Quote button inserts it):
 *
 *     [quote=123]
 *     the quoted text, any Markdown
 *     [/quote]
 *
 * 123 is the quoted post's id. It renders as the spec's quote block:
 * <blockquote class="quote" data-post-id="123"><div class="quote-author"><a href="/forum/thread/…">name</a>
 * wrote:</div>…</blockquote>. Quotes nest up to three deep; an unknown post id gives a plain quote block
 * without data-post-id; an unclosed quote is left as written. Lines inside ``` fences are never markers.
 */
export type QuotePart =
  { kind: "text"; markdown: string } | { kind: "quote"; postId: string; markdown: string };

/** Who wrote each quoted post that exists, by post id. */
export type QuotedPosts = ReadonlyMap<string, { threadId: string; author: string | null }>;

const OPEN = /^\s{0,3}\[quote=(\d{1,18})\]\s*$/i;
const CLOSE = /^\s{0,3}\[\/quote\]\s*$/i;
const FENCE = /^\s{0,3}(```|~~~)/;

/**
 * Splits top-level quote blocks from the text around them; with quotes off everything is text. One pass
 * pairs every opening line with its closing one, so unclosed quotes cost no more than closed ones.
 */
export function splitQuotes(markdown: string, quotes = true): QuotePart[] {
  const lines = markdown.split(/\r?\n/);
  const closes = quotes ? closingLines(lines) : new Map<number, number>();
  const parts: QuotePart[] = [];
  let text: string[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const end = closes.get(i);
    if (end === undefined) {
      text.push(lines[i]!);
      continue;
    }
    if (text.length) parts.push({ kind: "text", markdown: text.join("\n") });
    text = [];
    parts.push({
      kind: "quote",
      postId: OPEN.exec(lines[i]!)![1]!,
      markdown: lines.slice(i + 1, end).join("\n"),
    });
    i = end;
  }
  if (text.length) parts.push({ kind: "text", markdown: text.join("\n") });
  return parts;
}

/**
 * For every opening line that is closed, the line that closes it (nested quotes paired inside out);
 * an opening line never closed is not in the map and stays text. Lines inside ``` fences are skipped.
 */
function closingLines(lines: string[]): Map<number, number> {
  const closes = new Map<number, number>();
  const open: number[] = [];
  let inFence = false;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    if (FENCE.test(line)) inFence = !inFence;
    if (inFence) continue;
    if (OPEN.test(line)) open.push(i);
    else if (CLOSE.test(line) && open.length) closes.set(open.pop()!, i);
  }
  return closes;
}

/** Every post id a post quotes, nested ones included (looked up before rendering). */
export function quotedPostIds(markdown: string): string[] {
  const ids = new Set<string>();
  for (const line of markdown.split(/\r?\n/)) {
    const open = OPEN.exec(line);
    if (open) ids.add(open[1]!);
    if (ids.size >= 50) break;
  }
  return [...ids];
}
