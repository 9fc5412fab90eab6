import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPartOn, startTestApp, type TestApp } from "../../../../test/app.js";
import { seedDemoAccounts } from "../../users/users.seed.js";
import { seedDemoForum } from "../seed/forum.seed.js";

const FORUM_DATA = `{ forumData {
  categories { id name description position threadCount postCount }
  recentThreads { id title isPinned isLocked replyCount views lastReplyDate createdAt postCount pageCount
                  author { id username } category { id name } lastPoster { username } }
  stats { totalThreads totalPosts totalUsers onlineUsers } } }`;

const THREAD = `query ($id: ID!, $page: Int) { thread(id: $id) { id title postCount pageCount viewerCanReply
  posts(page: $page) { page pageCount posts { id number page html markdown isDeleted createdAt editedAt
    author { username } thread { id } reactions { kind count reacted } viewerCanEdit viewerCanDelete } } } }`;

interface ForumDataResult {
  forumData: {
    categories: Array<{ id: string; name: string; threadCount: number; postCount: number }>;
    recentThreads: Array<{ id: string; title: string; author: { username: string } | null }>;
    stats: { totalThreads: number; totalPosts: number; totalUsers: number };
  };
}

describe("reading the demo forum", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
    await seedDemoAccounts(app.orm.em.fork(), app.deps);
    await seedPartOn(app, seedDemoForum);
  });

  afterAll(async () => {
    await app?.close();
  });

  it("lists the categories, the ten most recent threads and the statistics for a visitor", async () => {
    const { data, errors } = await app.graphql<ForumDataResult>(FORUM_DATA);
    expect(errors).toBeUndefined();
    expect(data!.forumData.categories.map((c) => c.name)).toEqual([
      "Sabotage and infrastructure",
      "Cyber operations",
      "Airspace and drones",
      "Disinformation",
      "Site feedback",
    ]);
    expect(data!.forumData.recentThreads).toHaveLength(10);
    expect(data!.forumData.recentThreads[0]!.author?.username).toMatch(/^demo_/);
    const sum = (key: "threadCount" | "postCount") =>
      data!.forumData.categories.reduce((total, c) => total + c[key], 0);
    expect(data!.forumData.stats).toMatchObject({
      totalThreads: 30,
      totalPosts: sum("postCount"),
      totalUsers: 3,
    });
    expect(sum("threadCount")).toBe(30);
  });

  it("seeds nothing twice when the demo content is already there", async () => {
    await seedPartOn(app, seedDemoForum);
    const { data } = await app.graphql<ForumDataResult>(FORUM_DATA);
    expect(data!.forumData.stats.totalThreads).toBe(30);
  });

  it("shows a long thread in pages of twenty posts numbered in order", async () => {
    const [row] = await app.orm.em
      .fork()
      .execute<{ id: string }[]>("select id::text as id from forum_threads where post_count = 46");
    const page3 = await app.graphql<{
      thread: {
        postCount: number;
        pageCount: number;
        posts: { page: number; posts: Array<{ number: number }> };
      };
    }>(THREAD, { id: row!.id, page: 3 });
    expect(page3.errors).toBeUndefined();
    expect(page3.data!.thread).toMatchObject({ postCount: 46, pageCount: 3 });
    expect(page3.data!.thread.posts.posts.map((p) => p.number)).toEqual([41, 42, 43, 44, 45, 46]);
  });

  it("refuses a page outside the thread as bad input", async () => {
    const [row] = await app.orm.em
      .fork()
      .execute<{ id: string }[]>("select id::text as id from forum_threads limit 1");
    const result = await app.graphql(THREAD, { id: row!.id, page: 99 });
    expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("shows the first page when the page is left out or null", async () => {
    const [row] = await app.orm.em
      .fork()
      .execute<{ id: string }[]>("select id::text as id from forum_threads limit 1");
    const result = await app.graphql<{ thread: { posts: { page: number } } }>(THREAD, {
      id: row!.id,
      page: null,
    });
    expect(result.data!.thread.posts.page).toBe(1);
  });

  it("renders quotes as quote blocks naming the quoted post and its author", async () => {
    const [row] = await app.orm.em
      .fork()
      .execute<{ html: string }[]>("select html from forum_posts where markdown like '[quote=%' limit 1");
    expect(row!.html).toMatch(
      /^<blockquote class="quote" data-post-id="\d+"><div class="quote-author"><a href="\/forum\/thread\/\d+\?highlight=\d+" rel="nofollow ugc noopener">demo_\w+<\/a> wrote:<\/div>/,
    );
  });

  it("finds the page of a post and answers null for a post that does not exist", async () => {
    const [row] = await app.orm.em
      .fork()
      .execute<{ id: string; thread_id: string }[]>(
        "select id::text as id, thread_id::text as thread_id from forum_posts where number = 25",
      );
    const found = await app.graphql(`query ($id: ID!) { postLocation(postId: $id) { threadId page } }`, {
      id: row!.id,
    });
    expect(found.data).toEqual({ postLocation: { threadId: row!.thread_id, page: 2 } });
    const missing = await app.graphql(`{ postLocation(postId: "999999999") { page } }`);
    expect(missing.data).toEqual({ postLocation: null });
  });

  it("previews Markdown with the renderer posts are stored with", async () => {
    const result = await app.graphql<{ renderMarkdown: string }>(
      `query ($m: String!) { renderMarkdown(markdown: $m) }`,
      { m: "**bold** @demo_user <script>alert(1)</script>" },
    );
    expect(result.data!.renderMarkdown).toBe(
      '<p><strong>bold</strong> <a href="/forum/user/demo_user" class="mention" rel="nofollow ugc noopener">@demo_user</a> &lt;script&gt;alert(1)&lt;/script&gt;</p>\n',
    );
  });
});
