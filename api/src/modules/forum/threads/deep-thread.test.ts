import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { forumMember, insertCategories, insertThreadAt, requestStatements } from "../../../../test/forum.js";

const POSTS = 100_000;
const PAGE = `query ($id: ID!, $page: Int!) { thread(id: $id) { pageCount posts(page: $page) { page posts { number } } } }`;
const FULL_PAGE = `query ($id: ID!, $page: Int!) { thread(id: $id) { title author { username } category { name }
  posts(page: $page) { posts { number html author { username postCount } reactions { kind count } editedAt } } } }`;

interface Cost {
  statements: number;
  /** Rows every plan node produced, summed over the statements: what the database examined. */
  rows: number;
  /** Shared buffers the statements touched (hit or read). */
  buffers: number;
}

/**
 * What `run` costs the database: the statements its requests send, each run again under
 * EXPLAIN (ANALYZE, BUFFERS). Counting, not timing, so a loaded machine does not change the answer.
 */
async function databaseCost(app: TestApp, run: () => Promise<unknown>): Promise<Cost> {
  // the request's own statements (not the timers' beside it), less its transaction's framing
  const sent = (await requestStatements(app, run)).filter(
    ({ sql }) => !/^(begin|commit|rollback)\b/i.test(sql),
  );
  const cost: Cost = { statements: sent.length, rows: 0, buffers: 0 };
  const em = app.orm.em.fork();
  for (const { sql, bindings } of sent) {
    expect(sql).toMatch(/^select /i);
    const [explained] = await em.execute<Array<{ "QUERY PLAN": PlanNode[] }>>(
      `explain (analyze, buffers, format json) ${sql}`,
      bindings,
    );
    for (const node of planNodes(explained!["QUERY PLAN"][0]!.Plan)) {
      cost.rows += node["Actual Rows"] * node["Actual Loops"];
      cost.buffers += node["Shared Hit Blocks"] + node["Shared Read Blocks"];
    }
  }
  return cost;
}

interface PlanNode {
  Plan: PlanStep;
}
interface PlanStep {
  "Actual Rows": number;
  "Actual Loops": number;
  "Shared Hit Blocks": number;
  "Shared Read Blocks": number;
  Plans?: PlanStep[];
}

// A node's buffer counts include its children's, so only the top node's are summed once
function planNodes(top: PlanStep): PlanStep[] {
  const children = (step: PlanStep): PlanStep[] =>
    (step.Plans ?? []).flatMap((child) => [child, ...children(child)]);
  return [
    top,
    ...children(top).map((step) => ({ ...step, "Shared Hit Blocks": 0, "Shared Read Blocks": 0 })),
  ];
}

const within20Percent = (a: number, b: number) => Math.abs(a - b) <= 0.2 * Math.max(a, b);

describe("a thread with 100,000 posts", () => {
  let app: TestApp;
  let threadId: string;
  let firstId: string;
  let lastId: string;

  beforeAll(async () => {
    app = await startTestApp();
    const member = await forumMember(app);
    const [categoryId] = await insertCategories(app, ["Deep"]);
    ({ threadId, postId: firstId } = await insertThreadAt(app, member, categoryId!));
    const em = app.orm.em.fork();
    // One set-based statement, as a long-lived thread would have them
    await em.execute(
      `insert into forum_posts (thread_id, author_id, number, markdown, html, created_at)
       select ?, ?, n, 'Reply ' || n, '<p>Reply ' || n || '</p>', now() - (? - n) * interval '1 second'
         from generate_series(2, ?) as n`,
      [threadId, member.id, POSTS, POSTS],
    );
    await em.execute("update forum_threads set post_count = ?, reply_count = ? where id = ?", [
      POSTS,
      POSTS - 1,
      threadId,
    ]);
    await em.execute("analyze forum_posts");
    const [last] = await em.execute<{ id: string }[]>(
      "select id::text as id from forum_posts where thread_id = ? and number = ?",
      [threadId, POSTS],
    );
    lastId = last!.id;
  });

  afterAll(async () => {
    await app?.close();
  });

  it("finds the page of its first and last posts", async () => {
    const LOCATION = `query ($id: ID!) { postLocation(postId: $id) { threadId page } }`;
    expect((await app.graphql(LOCATION, { id: firstId })).data).toEqual({
      postLocation: { threadId, page: 1 },
    });
    expect((await app.graphql(LOCATION, { id: lastId })).data).toEqual({
      postLocation: { threadId, page: 5000 },
    });
    const rest = await fetch(`${app.url}/api/forum/posts/${lastId}/page-info`);
    expect(await rest.json()).toEqual({ page: 5000 });
  });

  it("serves its first and last pages", async () => {
    const first = await app.graphql<{
      thread: { pageCount: number; posts: { posts: Array<{ number: number }> } };
    }>(PAGE, { id: threadId, page: 1 });
    expect(first.data!.thread.pageCount).toBe(5000);
    expect(first.data!.thread.posts.posts.map((p) => p.number)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const last = await app.graphql<{ thread: { posts: { posts: Array<{ number: number }> } } }>(PAGE, {
      id: threadId,
      page: 5000,
    });
    expect(last.data!.thread.posts.posts.map((p) => p.number)).toEqual(
      Array.from({ length: 20 }, (_, i) => POSTS - 19 + i),
    );
  });

  it("reads a deep page and a post's location through the index, never scanning the thread", async () => {
    const em = app.orm.em.fork();
    const plan = async (sql: string, params: unknown[]) =>
      (await em.execute<Array<{ "QUERY PLAN": string }>>(`explain ${sql}`, params))
        .map((r) => r["QUERY PLAN"])
        .join("\n");
    const page = await plan(
      "select * from forum_posts where thread_id = ? and number >= ? and number <= ? order by number",
      [threadId, 99_981, 100_000],
    );
    expect(page).toMatch(/Index Scan using forum_posts_thread_number_unique/);
    expect(page).not.toMatch(/Seq Scan/);
    const location = await plan("select thread_id, number from forum_posts where id = ?", [lastId]);
    expect(location).toMatch(/Index Scan using forum_posts_pkey/);
  });

  it("costs the database the same for its first, middle and last pages and their posts' page-info", async () => {
    // as after a write to the thread: no page of it is kept, each is read from the database
    await app.orm.em
      .fork()
      .execute("update forum_threads set version = version + 1 where id = ?", [threadId]);
    const pageCost = (page: number) =>
      databaseCost(app, async () => {
        const answer = await app.graphql(FULL_PAGE, { id: threadId, page });
        expect(answer.errors).toBeUndefined();
      });
    const first = await pageCost(1);
    const middle = await pageCost(2500);
    const last = await pageCost(5000);
    for (const deep of [middle, last]) {
      expect(deep.statements).toBe(first.statements);
      expect(within20Percent(deep.rows, first.rows), `rows ${first.rows} vs ${deep.rows}`).toBe(true);
      // a few blocks either way are where the page's rows happen to lie, not how deep it is
      expect(Math.abs(deep.buffers - first.buffers)).toBeLessThanOrEqual(Math.max(2, 0.2 * first.buffers));
    }

    const em = app.orm.em.fork();
    const [middlePost] = await em.execute<{ id: string }[]>(
      "select id::text as id from forum_posts where thread_id = ? and number = ?",
      [threadId, POSTS / 2],
    );
    const infoCost = (postId: string) =>
      databaseCost(app, async () => {
        expect((await fetch(`${app.url}/api/forum/posts/${postId}/page-info`)).status).toBe(200);
      });
    const infos = [await infoCost(firstId), await infoCost(middlePost!.id), await infoCost(lastId)];
    for (const info of infos) {
      expect(info.statements).toBe(1);
      expect(info).toEqual({ ...infos[0], buffers: info.buffers });
      expect(Math.abs(info.buffers - infos[0]!.buffers)).toBeLessThanOrEqual(2);
    }
  });
});
