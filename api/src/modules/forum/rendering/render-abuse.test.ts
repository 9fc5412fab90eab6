import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import { rateLimits } from "../../../infra/rate-limit.js";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { forumMember, reply, startForumApp, startThread, type Member } from "../../../../test/forum.js";
import { onThisMachine } from "../../../../test/slowness.js";

// The renderer's own speed on the worst shapes found is timed in render-speed.test.ts.

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
  // not render-lanes.test.ts's 30 s: lanes are shared per deadline within a test process
  const DEADLINE_MS = 1_800;
  let app: TestApp;

  beforeAll(async () => {
    // the research limit out of the way, so the preview's own budget is what refuses. The budget (2 s a
    // minute) leaves 0.2 s of rendering before it refuses. Render time is the thread's CPU time, and
    // previews render on a thread of low priority: on a machine busy with other test files that thread may
    // get 1 % of a core, and what it renders must fit in the budget's minute, or the minute starts afresh.
    app = await startTestApp({ RESEARCH_RATE_LIMIT: "0", RENDER_TIMEOUT_MS: String(DEADLINE_MS) });
    await forumMember(app); // a member exists, as on a real site; the preview needs no account
  });

  afterAll(async () => {
    await app?.close();
  });

  it(
    "refuses one address's previews once they have used their seconds of rendering in a minute",
    { timeout: onThisMachine(180_000) },
    async () => {
      // about 10 ms of rendering here, tens on the slowest machine seen: well within the deadline
      const table = "|a|\n|-|\n" + "|a|\n".repeat(498);
      let answered = 0;
      let answeredMs = 0;
      let refused: { message: string; extensions?: Record<string, unknown> } | undefined;
      while (!refused && answered < 2000) {
        const started = performance.now();
        const result = await app.graphql(`query ($m: String!) { renderMarkdown(markdown: $m) }`, {
          m: table,
        });
        if (result.errors) refused = result.errors[0];
        else [answered, answeredMs] = [answered + 1, answeredMs + performance.now() - started];
      }
      expect(refused).toMatchObject({
        message: messages.previewBudgetUsed,
        extensions: { code: "RATE_LIMITED" },
      });
      // Each preview reserves the deadline and gives back what it did not use, so the refusal comes once
      // more than budget − deadline was rendered: not before, however slow this machine renders (each
      // answer took at least its render time, rounded up to the next ms), not after the first table (what
      // a render did not use is given back), and after tens of tables, not hundreds.
      const budgetMs = rateLimits.previewRenderMsPerAddress.points;
      expect(answeredMs).toBeGreaterThanOrEqual(budgetMs - DEADLINE_MS - answered);
      expect(answered).toBeGreaterThan(1);
      expect(answered).toBeLessThan(400);
    },
  );
});
