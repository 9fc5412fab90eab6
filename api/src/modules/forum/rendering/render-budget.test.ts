import type { EntityManager } from "@mikro-orm/postgresql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  englishOf,
  messages,
  postHtmlLimit,
  postHtmlTooLarge,
  postRenderTooSlow,
} from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { REFERENCE_LINKS, TABLE_ROWS } from "../../../../test/abuse-texts.js";
import {
  CREATE_POST,
  EDIT_POST,
  forumMember,
  insertCategories,
  insertThreadAt,
} from "../../../../test/forum.js";
import { POST_REVISIONS_KEPT } from "../revisions/revisions.queries.js";
import { onThisMachine } from "../../../../test/slowness.js";

const PREVIEW = `query ($m: String!) { renderMarkdown(markdown: $m) }`;
const HTML_MAX_BYTES = 192 * 1024;

type Refusal = { message: string; extensions?: { code?: string; fields?: Record<string, string> } };

/** Sixty earlier versions of a post, "Version 1" to "Version 60", as if it had been edited that often. */
async function sixtyEarlierVersions(em: EntityManager, postId: string, editorId: string) {
  await em.execute(
    `insert into forum_post_revisions (post_id, editor_id, markdown, created_at)
     select ?, ?, 'Version ' || n, now() from generate_series(1, 60) n`,
    [postId, editorId],
  );
}

describe("edits", () => {
  let app: TestApp;
  let categoryId: string;

  beforeAll(async () => {
    app = await startTestApp(); // every limit as in production
    categoryId = (await insertCategories(app, ["General"]))[0]!;
  });

  afterAll(async () => {
    await app?.close();
  });

  it("limits a member to 10 edits a minute", { timeout: onThisMachine(60_000) }, async () => {
    const member = await forumMember(app);
    const { postId } = await insertThreadAt(app, member, categoryId);
    const answers = [];
    for (let i = 0; i < 20; i += 1)
      answers.push(
        await app.graphql(EDIT_POST, { id: postId, body: `Edited text, version ${i}` }, member.headers),
      );
    expect(answers.filter((answer) => !answer.errors)).toHaveLength(10);
    for (const answer of answers.slice(10))
      expect(answer.errors?.[0]).toMatchObject({
        message: messages.editingTooFast,
        extensions: { code: "RATE_LIMITED" },
      });
  }); // twenty edits one after the other

  it(`keeps a post's latest ${POST_REVISIONS_KEPT} earlier versions`, async () => {
    const editor = await forumMember(app);
    const { postId } = await insertThreadAt(app, editor, categoryId);
    const em = app.orm.em.fork();
    await sixtyEarlierVersions(em, postId, editor.id);
    const edited = await app.graphql(EDIT_POST, { id: postId, body: "The newest text" }, editor.headers);
    expect(edited.errors).toBeUndefined();
    const rows = await em.execute<{ markdown: string }[]>(
      "select markdown from forum_post_revisions where post_id = ? order by id",
      [postId],
    );
    expect(rows).toHaveLength(POST_REVISIONS_KEPT);
    expect(rows[0]!.markdown).toBe("Version 12");
    expect(rows.at(-1)!.markdown).toMatch(/^Earlier text/);
  });

  it("keeps a revision a report points at when it thins the history, and does not count it", async () => {
    const [editor, reporter] = [await forumMember(app), await forumMember(app)];
    const { postId } = await insertThreadAt(app, editor, categoryId);
    const em = app.orm.em.fork();
    await sixtyEarlierVersions(em, postId, editor.id);
    await em.execute(
      `insert into reports (reporter_id, target_type, target_id, reason, created_at, post_revision_id)
       select ?, 'post', ?, 'abuse', now(), min(id) from forum_post_revisions where post_id = ?`,
      [reporter.id, postId, postId],
    );
    const edited = await app.graphql(EDIT_POST, { id: postId, body: "The newest text" }, editor.headers);
    expect(edited.errors).toBeUndefined();
    const rows = await em.execute<{ markdown: string }[]>(
      "select markdown from forum_post_revisions where post_id = ? order by id",
      [postId],
    );
    expect(rows).toHaveLength(POST_REVISIONS_KEPT + 1);
    expect(rows.slice(0, 2).map((row) => row.markdown)).toEqual(["Version 1", "Version 12"]);
  });
});

describe("what a post may render to, and render time under concurrency", () => {
  let app: TestApp;
  let categoryId: string;
  const from = (address: string) => ({ "x-forwarded-for": address });

  beforeAll(async () => {
    // every limit twice production's and a 2 s deadline, in proportion: a busy machine's slow
    // renders stay within the deadline, and the budget still holds two renders at once per address
    app = await startTestApp({
      RESEARCH_RATE_LIMIT: "0",
      TRUST_PROXY: "1",
      RATE_LIMIT_FACTOR: "2",
      RENDER_TIMEOUT_MS: "2000",
    });
    categoryId = (await insertCategories(app, ["General"]))[0]!;
  });

  afterAll(async () => {
    await app?.close();
  });

  it(
    "refuses one reference link used 7,000 times, in the preview and in a post, naming the limit; nothing is stored",
    { timeout: onThisMachine(60_000) },
    async () => {
      const said = postHtmlTooLarge(postHtmlLimit(REFERENCE_LINKS, HTML_MAX_BYTES));
      const message = englishOf(said);
      expect(message).toContain("192 KB");
      const preview = await app.graphql(PREVIEW, { m: REFERENCE_LINKS }, from("10.29.0.1"));
      // the key and its figures travel as the renderer said them, the English text beside them
      expect(preview.errors?.[0]).toMatchObject({
        message,
        extensions: {
          code: "BAD_USER_INPUT",
          messageKey: "postHtmlTooLarge",
          messageArgs: { kilobytes: 192, ratio: 8 },
          fields: { markdown: message },
          fieldKeys: { markdown: "postHtmlTooLarge" },
          fieldArgs: { markdown: { kilobytes: 192, ratio: 8 } },
        },
      });
      const member = await forumMember(app);
      const { threadId } = await insertThreadAt(app, member, categoryId);
      const post = await app.graphql(
        CREATE_POST,
        { input: { threadId, body: REFERENCE_LINKS } },
        member.headers,
      );
      expect(post.errors?.[0]).toMatchObject({
        message,
        extensions: { code: "BAD_USER_INPUT", fields: { body: message } },
      });
      const [row] = await app.orm.em
        .fork()
        .execute<{ n: number }[]>("select count(*)::int as n from forum_posts where thread_id = ?", [
          threadId,
        ]);
      expect(row!.n).toBe(1);
    },
  );

  it("renders at most the preview budget's worth of 25 previews sent at once from one address and refuses the rest at once", async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => app.graphql(PREVIEW, { m: TABLE_ROWS }, from("10.29.0.2"))),
    );
    const errors = answers.map((answer) => answer.errors?.[0] as Refusal | undefined);
    // rendered, or stopped at the deadline on a machine too busy to render the table in 2 s: either ran
    const ran = errors.filter((error) => !error || error.message === englishOf(postRenderTooSlow(2000)));
    const refused = errors.filter((error) => error && error.message !== englishOf(postRenderTooSlow(2000)));
    // 4 s a minute, each render reserving the 2 s deadline before it starts: two at once at most
    expect(ran.length).toBeGreaterThanOrEqual(1);
    expect(ran.length).toBeLessThanOrEqual(2);
    expect(refused.length).toBe(25 - ran.length);
    for (const error of refused)
      expect(error).toMatchObject({
        message: messages.previewBudgetUsed,
        extensions: { code: "RATE_LIMITED" },
      });
  });

  it(
    "answers a member's reply while previews from many addresses fill the preview queue",
    { timeout: onThisMachine(120_000) },
    async () => {
      const member = await forumMember(app);
      const { threadId } = await insertThreadAt(app, member, categoryId);
      const order: string[] = [];
      // 8 addresses, each with one of the heaviest previews: 8 renders in line on the previews' thread
      const previews = Array.from({ length: 8 }, (_, i) =>
        app.graphql(PREVIEW, { m: TABLE_ROWS }, from(`10.29.1.${i}`)).then((answer) => {
          // rendered, or stopped at the deadline on a machine too busy to render the table in 2 s: either ran
          const error = answer.errors?.[0] as Refusal | undefined;
          order.push(
            !error || error.message === englishOf(postRenderTooSlow(2000)) ? "preview" : "refused preview",
          );
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 20)); // the previews are in line first
      const posted = app
        .graphql(CREATE_POST, { input: { threadId, body: "A reply during the flood" } }, member.headers)
        .then((answer) => {
          expect(answer.errors).toBeUndefined();
          order.push("reply");
        });
      await Promise.all([...previews, posted]);
      expect(order.filter((what) => what === "preview")).toHaveLength(8);
      // the reply has a thread of its own: it does not wait for the previews in line before it
      expect(order.indexOf("reply")).toBeLessThan(order.lastIndexOf("preview"));
    },
  ); // eight of the heaviest renders in a row: seconds on a busy machine
});

describe("a render past its deadline", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ RESEARCH_RATE_LIMIT: "0", RENDER_TIMEOUT_MS: "10" });
  });

  afterAll(async () => {
    await app?.close();
  });

  it(
    "is abandoned and refused, naming the deadline, and the next render runs on a fresh thread",
    { timeout: onThisMachine(120_000) },
    async () => {
      // the table takes about 100 ms on a quiet machine, ten times the deadline
      const slow = await app.graphql(PREVIEW, { m: TABLE_ROWS });
      expect(slow.errors?.[0]).toMatchObject({
        message: englishOf(postRenderTooSlow(10)),
        extensions: {
          code: "BAD_USER_INPUT",
          messageKey: "postRenderTooSlow",
          messageArgs: { seconds: 0.01 },
        },
      });
      let short: Awaited<ReturnType<typeof app.graphql>> | undefined;
      // the fresh thread's first render can pass 10 ms on a busy machine: a few tries
      for (let attempt = 0; attempt < 10 && !short?.data; attempt += 1)
        short = await app.graphql(PREVIEW, { m: "**bold**" });
      expect(short?.data).toEqual({ renderMarkdown: "<p><strong>bold</strong></p>\n" });
    },
  ); // each try past the deadline starts a thread again: seconds each on a busy machine
});
