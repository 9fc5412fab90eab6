import { describe, expect, it } from "vitest";
import { postHtmlLimit } from "@incident-watch/schema";
import { REFERENCE_LINKS } from "../../../../test/abuse-texts.js";
import { HtmlTooLargeError, renderPostHtml } from "./markdown.js";
import { KnownUsers, MAX_MENTION_LINKS } from "./mentions.js";

const lookups = () => ({
  users: new KnownUsers(new Map([["demo_user", "demo_user"]])),
  quotes: new Map([["1", { threadId: "1", author: "demo_user" }]]),
});

/**
 * The processor time one render takes, in ms: unlike wall time, it does not grow when other processes
 * take the cores (a CI run beside other work made wall-time ratios half as large again). The timing
 * project runs with --single-threaded-gc, so the process's time is this thread's, collection included.
 */
const renderMs = (markdown: string, maxHtmlBytes?: number) => {
  const started = process.cpuUsage();
  try {
    renderPostHtml(markdown, lookups(), maxHtmlBytes);
  } catch (error) {
    if (!(error instanceof HtmlTooLargeError)) throw error;
  }
  const { user, system } = process.cpuUsage(started);
  return (user + system) / 1000;
};

/**
 * How much longer the long text takes than the short one, each at its fastest over runs taken in turn
 * (the fastest is the one least disturbed by caches shared with other processes).
 */
function timeRatio(short: string, long: string, runs = 7, maxHtmlBytes?: number): number {
  renderMs(short); // compiled and warmed before anything is timed
  renderMs(long, maxHtmlBytes);
  let bestShort = Number.POSITIVE_INFINITY;
  let bestLong = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run += 1) {
    bestShort = Math.min(bestShort, renderMs(short), renderMs(short));
    bestLong = Math.min(bestLong, renderMs(long, maxHtmlBytes));
  }
  return bestLong / bestShort;
}

/** 32,000 characters of paragraphs with emphasis, links and code: what a long post looks like. */
const ORDINARY_POST =
  "Lorem ipsum dolor sit amet, **consectetur** adipiscing _elit_. [a link](http://x.y/) `code`\n\n"
    .repeat(350)
    .slice(0, 32_000);

/** The worst shapes found: each `n` characters long. */
const SHAPES: Record<string, (n: number) => string> = {
  "unclosed quote lines": (n) => "[quote=1]\n".repeat(n / 10),
  "quotes nested past the limit": (n) => "[quote=1]\n".repeat(n / 20) + "x\n" + "[/quote]\n".repeat(n / 20),
  "one mention repeated": (n) => "@demo_user ".repeat(n / 11),
  "unclosed links": (n) => "[a](".repeat(n / 4),
  "open brackets": (n) => "[".repeat(n),
  "bare links": (n) => "http://a.b/ ".repeat(n / 12),
};

describe("rendering Markdown", () => {
  // Ten times the text: linear work takes about 10 times as long, quadratic work 100 times. The margin
  // up to 25 absorbs the collector and a busy machine, which weigh more on the longer render.
  it.each(Object.entries(SHAPES))(
    "takes time linear in the input for %s (100 KB ≤ 25 × 10 KB)",
    (_name, shape) => {
      expect(timeRatio(shape(10_000), shape(100_000))).toBeLessThanOrEqual(25);
    },
  );

  // Three shapes grow a little faster than the text, inside markdown-it and the sanitiser: emphasis
  // markers (about 15 times from 10 KB to 100 KB), unclosed code spans (10 to 16 times) and a table of
  // one-cell rows (10 to 16 times, its HTML five times the Markdown). A post is at most 32,000
  // characters, where they cost a few times an ordinary post of that length (about 1, 2 and 8–10 times;
  // the bound of 16 is the former 250 ms over an ordinary post's 15 ms); they render on the render
  // thread, and the preview's budget counts their time like any other.
  it.each([
    ["unclosed emphasis", "**a ".repeat(8_000)],
    ["unclosed code spans", "`a ".repeat(10_666)],
    ["a table of 8,000 rows", "|a|\n|-|\n" + "|a|\n".repeat(7_998)],
  ])("renders 32,000 characters of %s within 16 times an ordinary post as long", (_name, markdown) => {
    expect(timeRatio(ORDINARY_POST, markdown)).toBeLessThanOrEqual(16);
  });

  it("renders 32,000 characters of unclosed quote lines within twice an ordinary post as long", () => {
    // about 1 to 1.6 times: each line is a paragraph of plain text once the quote is known to stay open
    expect(timeRatio(ORDINARY_POST, SHAPES["unclosed quote lines"]!(32_000))).toBeLessThanOrEqual(2);
  });

  it("stops one reference link used 7,000 times at the HTML limit, within 4 times an ordinary post as long", () => {
    const limit = postHtmlLimit(REFERENCE_LINKS, 192 * 1024);
    expect(() => renderPostHtml(REFERENCE_LINKS, lookups(), limit)).toThrow(HtmlTooLargeError);
    // about 2 times: markdown-it parses every reference before the render stops at the limit;
    // unbounded, the same text is 14 MB of HTML and about 100 times an ordinary post
    expect(timeRatio(ORDINARY_POST, REFERENCE_LINKS, 7, limit)).toBeLessThanOrEqual(4);
  });

  it("leaves quotes nested deeper than three as written, and an unclosed quote as text", () => {
    const nested = renderPostHtml(SHAPES["quotes nested past the limit"]!(200), lookups());
    expect(nested.match(/<blockquote/g)).toHaveLength(3);
    const unclosed = renderPostHtml("[quote=1]\nno end", lookups());
    expect(unclosed).not.toContain("<blockquote");
    expect(unclosed).toContain("[quote=1]");
  });

  it(`links at most ${MAX_MENTION_LINKS} mentions in a post; the rest stay plain text`, () => {
    const html = renderPostHtml("@demo_user ".repeat(2900), lookups());
    expect(html.match(/class="mention"/g)).toHaveLength(MAX_MENTION_LINKS);
    expect(html.match(/@demo_user/g)).toHaveLength(2900);
  });
});
