import { performance } from "node:perf_hooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { forumMember, reply, startForumApp, startThread, type Member } from "../../../test/forum.js";
import { renderPostHtml } from "./markdown.js";
import { KnownUsers, MAX_MENTION_LINKS } from "./mentions.js";

const lookups = () => ({
  users: new KnownUsers(new Map([["demo_user", "demo_user"]])),
  quotes: new Map([["1", { threadId: "1", author: "demo_user" }]]),
});

/** How long one render takes, in ms. */
const renderMs = (markdown: string) => {
  const started = performance.now();
  renderPostHtml(markdown, lookups());
  return performance.now() - started;
};

/** The fastest of `runs` renders, in ms: the render's own cost, not whatever else the machine was doing. */
function bestRenderMs(markdown: string, runs: number): number {
  return Math.min(...Array.from({ length: runs }, () => renderMs(markdown)));
}

/**
 * How much longer the long text takes than the short one, each timed at its fastest over runs taken in
 * turn: a busy spell of the machine (other test files run beside this one) weighs on both alike, and the
 * fastest run is the one nothing interrupted. Wall time, not processor time: the collector's helper
 * threads count in the process's processor time and grow with the heap, not with the render.
 */
function timeRatio(short: string, long: string, runs = 7): number {
  renderMs(short); // compiled and warmed before anything is timed
  renderMs(long);
  let bestShort = Number.POSITIVE_INFINITY;
  let bestLong = Number.POSITIVE_INFINITY;
  for (let run = 0; run < runs; run += 1) {
    bestShort = Math.min(bestShort, renderMs(short), renderMs(short));
    bestLong = Math.min(bestLong, renderMs(long));
  }
  return bestLong / bestShort;
}

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
  it.each(Object.entries(SHAPES))(
    "takes time linear in the input for %s (100 KB ≤ 15 × 10 KB)",
    (_name, shape) => {
      expect(timeRatio(shape(10_000), shape(100_000))).toBeLessThanOrEqual(15);
    },
  );

  // Three shapes grow a little faster than the text, inside markdown-it and the sanitiser: emphasis
  // markers (about 15 times from 10 KB to 100 KB), unclosed code spans (10 to 16 times) and a table of
  // one-cell rows (10 to 16 times, its HTML five times the Markdown). A post is at most 32,000 characters, where both are bounded; they render on the
  // render thread, and the preview's budget counts their time like any other.
  it.each([
    ["unclosed emphasis", "**a ".repeat(8_000)],
    ["unclosed code spans", "`a ".repeat(10_666)],
    ["a table of 8,000 rows", "|a|\n|-|\n" + "|a|\n".repeat(7_998)],
  ])("renders 32,000 characters of %s within a quarter of a second", (_name, markdown) => {
    expect(bestRenderMs(markdown, 3)).toBeLessThan(250);
  });

  it("renders 32,000 characters of unclosed quote lines in under 20 ms", () => {
    // the best of five runs: one slow run on a busy machine says nothing about the renderer
    expect(bestRenderMs(SHAPES["unclosed quote lines"]!(32_000), 5)).toBeLessThan(20);
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

describe("a quote of a post in a thread staff deleted", () => {
  let app: TestApp;
  let author: Member;
  let quoter: Member;
  let moderator: Member;
  let categoryId: string;

  beforeAll(async () => {
    const forum = await startForumApp({ members: [{}, {}, { role: "moderator" }], categories: ["General"] });
    ({ app } = forum);
    [author, quoter, moderator] = forum.members;
    [categoryId] = forum.categoryIds;
  });

  afterAll(async () => {
    await app?.close();
  });

  const quoteNotificationsOf = async (member: Member) => {
    const [row] = await app.orm.em
      .fork()
      .execute<{ n: number }[]>(
        "select count(*)::int as n from notifications where recipient_id = ? and type = 'quote'",
        [member.id],
      );
    return row!.n;
  };

  it("renders as a plain quote, with no author, post id or link, and notifies nobody", async () => {
    const hidden = await startThread(app, author, categoryId, "A post in a thread about to be deleted");
    const deleted = await app.graphql(
      `mutation ($id: ID!) { deleteThread(id: $id, reason: "Off topic") { isDeleted } }`,
      { id: hidden.threadId },
      moderator.headers,
    );
    expect(deleted.data).toEqual({ deleteThread: { isDeleted: true } });
    const visible = await startThread(app, quoter, categoryId, "Elsewhere");
    const row = await reply(
      app,
      quoter,
      visible.threadId,
      `[quote=${hidden.postId}]\nquoted words\n[/quote]\nMy reply`,
    );
    expect(row.html).toContain('<blockquote class="quote"><p>quoted words</p>');
    expect(row.html).not.toContain("data-post-id");
    expect(row.html).not.toContain(`/forum/thread/${hidden.threadId}`);
    expect(row.html).not.toContain(author.username);
    expect(await quoteNotificationsOf(author)).toBe(0);
  });

  it("still links and notifies for a quote of a post everyone can see", async () => {
    const open = await startThread(app, author, categoryId, "A post that stays");
    const visible = await startThread(app, quoter, categoryId, "Another");
    const row = await reply(app, quoter, visible.threadId, `[quote=${open.postId}]\nkept\n[/quote]\nYes`);
    expect(row.html).toContain(`data-post-id="${open.postId}"`);
    expect(await quoteNotificationsOf(author)).toBe(1);
  });
});

describe("the preview's render budget", () => {
  let app: TestApp;

  beforeAll(async () => {
    // the research limit out of the way, so the preview's own budget is what refuses
    app = await startTestApp({ RESEARCH_RATE_LIMIT: "0" });
    await forumMember(app); // a member exists, as on a real site; the preview needs no account
  });

  afterAll(async () => {
    await app?.close();
  });

  it("refuses one address's previews once they have used two seconds of rendering in a minute", async () => {
    const heavy = "|a|\n|-|\n" + "|a|\n".repeat(7_998);
    let answered = 0;
    let refused: { message: string; extensions?: Record<string, unknown> } | undefined;
    while (!refused && answered < 2000) {
      const result = await app.graphql(`query ($m: String!) { renderMarkdown(markdown: $m) }`, { m: heavy });
      if (result.errors) refused = result.errors[0];
      else answered += 1;
    }
    expect(refused).toMatchObject({
      message: messages.previewBudgetUsed,
      extensions: { code: "RATE_LIMITED" },
    });
    // two seconds of tables at a few ms per KB: some tens of previews, not hundreds
    expect(answered).toBeGreaterThan(3);
    expect(answered).toBeLessThan(400);
  });
});
