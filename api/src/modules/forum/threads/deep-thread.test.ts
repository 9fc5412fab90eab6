import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { forumMember, insertCategories, insertThreadAt } from "../../../../test/forum.js";

const POSTS = 100_000;
const PAGE = `query ($id: ID!, $page: Int!) { thread(id: $id) { pageCount posts(page: $page) { page posts { number } } } }`;

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
  }, 120_000);

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
});
