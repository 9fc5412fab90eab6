import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { messages } from "@incident-watch/schema";
import { announcePublicDataChange, startTestApp, type TestApp } from "../../test/app.js";
import { insertEvents } from "../../test/events.js";
import {
  forumMember,
  insertCategories,
  insertReplyAt,
  insertThreadAt,
  type Member,
} from "../../test/forum.js";

const MENTIONS = 2900;
// A post of 2,900 mentions as the renderer stores it: each link is 8.3 times the name it replaces
const MENTION_MARKDOWN = Array(MENTIONS).fill("@demo_user").join(" ");
const MENTION_HTML = `<p>${Array(MENTIONS)
  .fill('<a href="/forum/user/demo_user" class="mention" rel="nofollow ugc noopener">@demo_user</a>')
  .join(" ")}</p>`;
const MAX_RESPONSE_BYTES = 5 * 1024 * 1024;

const POST_FIELDS = `id number page html markdown isDeleted createdAt editedAt editedBy { id username }
  author { id username role profilePicture useDefaultAvatar } reactions { kind count reacted }
  viewerCanEdit viewerCanDelete`;
/** What the web app asks for a thread page (ThreadPage in web/src/features/forum/data/forum.graphql.ts). */
const threadPage = (alias: string, id: string) =>
  `${alias}: thread(id: "${id}") { id title isPinned isLocked isDeleted viewerCanReply postCount pageCount
    author { id username } category { id name } posts(page: 1) { page pageCount posts { ${POST_FIELDS} } } }`;
const aliases = (n: number, field: (alias: string) => string) =>
  `{ ${Array.from({ length: n }, (_, i) => field(`p${i}`)).join(" ")} }`;

/**
 * Runs `requests` at once and reports how far the process's resident memory rose above where it stood
 * before: the server runs in this process (startTestApp), so what it builds shows here.
 */
async function rssGrowthWhile<T>(requests: () => Promise<T>[]): Promise<{ results: T[]; growth: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    const results = await Promise.all(requests());
    peak = Math.max(peak, process.memoryUsage().rss);
    return { results, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

describe("bounded answers", () => {
  let app: TestApp;
  let member: Member;
  let mentionsThread: string;
  let ordinaryThread: string;

  beforeAll(async () => {
    app = await startTestApp();
    const author = await forumMember(app, { username: "demo_user" });
    member = await forumMember(app);
    const [categoryId] = await insertCategories(app, ["General"]);
    ({ threadId: mentionsThread } = await insertThreadAt(app, author, categoryId!));
    // written directly: ten such posts in a row would stop at the posting limits
    const em = app.orm.em.fork();
    await em.execute(
      `insert into forum_posts (thread_id, author_id, number, markdown, html, created_at)
       select ?, ?, n, ?, ?, now() from generate_series(2, 10) as n`,
      [mentionsThread, author.id, MENTION_MARKDOWN, MENTION_HTML],
    );
    await em.execute(`update forum_posts set markdown = ?, html = ? where thread_id = ? and number = 1`, [
      MENTION_MARKDOWN,
      MENTION_HTML,
      mentionsThread,
    ]);
    await em.execute("update forum_threads set post_count = 10, reply_count = 9 where id = ?", [
      mentionsThread,
    ]);
    ({ threadId: ordinaryThread } = await insertThreadAt(app, author, categoryId!));
    for (let i = 0; i < 19; i++) await insertReplyAt(app, author, ordinaryThread);
    await insertEvents(
      app,
      Array.from({ length: 500 }, () => ({})),
    );
    // source addresses may be 4,096 characters once encoded: a page of 500 such is 2 MB
    await em.execute(`
      insert into events (type, title, title_source, source_url, source_url_key, date, latitude, longitude, status,
                          created_at, updated_at)
      select 'russian', 'Long address ' || g, 'page', 'https://example.org/' || g || '/' || repeat('a', 4000),
             'https://example.org/' || g || '/' || repeat('a', 4000), date '2024-01-01', 50, 10, 'approved', now(), now()
        from generate_series(1, 500) g`);
    await announcePublicDataChange(app);
  });

  afterAll(async () => {
    await app?.close();
  });

  it("serves one page of the thread of mentions whole: about 3 MB, under the ceiling", async () => {
    const { data, errors, status } = await app.graphql<{
      p0: { posts: { posts: Array<{ html: string; markdown: string }> } };
    }>(aliases(1, (alias) => threadPage(alias, mentionsThread)));
    expect(errors, JSON.stringify(errors)).toBeUndefined();
    expect(status).toBe(200);
    const posts = data!.p0.posts.posts;
    expect(posts).toHaveLength(10);
    expect(posts.every((post) => post.html === MENTION_HTML && post.markdown === MENTION_MARKDOWN)).toBe(
      true,
    );
    expect(10 * (MENTION_HTML.length + MENTION_MARKDOWN.length)).toBeGreaterThan(2.8e6);
  });

  it("refuses a visitor's fifteen aliases of that page by their cost, four at once, without the memory growing", async () => {
    // the query: 968 bytes that used to answer 47 MB
    const query = aliases(
      15,
      (alias) => `${alias}: thread(id: "${mentionsThread}") { posts { posts { id html markdown } } }`,
    );
    expect(query.length).toBeLessThan(1100);
    await app.graphql(query); // the first run compiles what it needs: not what is measured
    const { results, growth } = await rssGrowthWhile(() =>
      Array.from({ length: 4 }, () => app.graphql(query)),
    );
    for (const result of results) {
      expect(result.status).toBe(400);
      expect(result.data).toBeUndefined();
      expect(result.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
      expect(result.errors?.[0]?.message).toMatch(/too costly/);
    }
    expect(growth).toBeLessThan(100 * 1024 * 1024);
  });

  it("ends a query within the cost but past the ceiling while it runs: one RESPONSE_TOO_LARGE, no data, the memory flat", async () => {
    // three pages of HTML alone cost 3 × 422, well within 5,000, but carry 7.9 MB
    const query = aliases(
      3,
      (alias) => `${alias}: thread(id: "${mentionsThread}") { posts { posts { html } } }`,
    );
    expect(3 * 10 * MENTION_HTML.length).toBeGreaterThan(MAX_RESPONSE_BYTES);
    await app.graphql(query);
    let bytes = 0;
    const { results, growth } = await rssGrowthWhile(() =>
      Array.from({ length: 4 }, async () => {
        const response = await fetch(`${app.url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query }),
        });
        const text = await response.text();
        bytes = Math.max(bytes, text.length);
        return { status: response.status, body: JSON.parse(text) as unknown };
      }),
    );
    for (const result of results) {
      expect(result.status).toBe(400);
      expect(result.body).toEqual({
        errors: [
          {
            message: messages.responseTooLarge,
            extensions: {
              code: "RESPONSE_TOO_LARGE",
              maxBytes: MAX_RESPONSE_BYTES,
              messageKey: "responseTooLarge",
            },
          },
        ],
      });
    }
    expect(bytes).toBeLessThan(1000);
    expect(growth).toBeLessThan(100 * 1024 * 1024);
  });

  it("ends such a query the same way on the socket", async () => {
    const client = createClient({
      url: app.url.replace("http", "ws") + "/graphql",
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${member.token}` },
    });
    try {
      const query = aliases(2, (alias) => threadPage(alias, mentionsThread));
      const answer = await new Promise((resolve, reject) => {
        client.subscribe({ query }, { next: resolve, error: reject, complete: () => {} });
      });
      expect(answer).toEqual({
        errors: [
          {
            message: messages.responseTooLarge,
            extensions: {
              code: "RESPONSE_TOO_LARGE",
              maxBytes: MAX_RESPONSE_BYTES,
              messageKey: "responseTooLarge",
            },
          },
        ],
      });
    } finally {
      await client.dispose();
    }
  });

  it("counts the research API's source addresses: three pages of 500 long ones, within the cost, are ended", async () => {
    const page = (alias: string) =>
      `${alias}: events(first: 500, filter: { titleContains: "Long address" }) { edges { node { id sourceUrl } } }`;
    const one = await app.graphql<{ a: { edges: unknown[] } }>(`{ ${page("a")} }`);
    expect(one.errors).toBeUndefined();
    expect(one.data!.a.edges).toHaveLength(500);
    const three = await app.graphql(`{ ${["a", "b", "c"].map(page).join(" ")} }`);
    expect(three.status).toBe(400);
    expect(three.errors?.[0]?.extensions?.code).toBe("RESPONSE_TOO_LARGE");
  });

  it("keeps ordinary pages whole: a thread page of 20 posts, the forum home, the research API's first page", async () => {
    const thread = await app.graphql<{ p0: { posts: { posts: unknown[] } } }>(
      aliases(1, (alias) => threadPage(alias, ordinaryThread)),
      {},
      member.headers,
    );
    expect(thread.errors).toBeUndefined();
    expect(thread.data!.p0.posts.posts).toHaveLength(20);

    const home = await app.graphql<{ forumData: { recentThreads: unknown[] } }>(
      `{ forumData { categories { id name description threadCount postCount }
          recentThreads { id title isPinned isLocked replyCount views lastReplyDate createdAt
            author { id username } category { id name } viewerUnreadCount viewerLastReadNumber viewerFirstUnreadPostId }
          stats { totalThreads totalPosts totalUsers onlineUsers } } }`,
    );
    expect(home.errors).toBeUndefined();
    expect(home.data!.forumData.recentThreads).toHaveLength(2);

    const events = await app.graphql<{ events: { edges: unknown[] } }>(
      `{ events(first: 500, filter: { titleContains: "Incident" }) { totalCount edges { cursor node { id type kind title sourceUrl date latitude longitude country } }
          pageInfo { hasNextPage endCursor } } }`,
    );
    expect(events.errors).toBeUndefined();
    expect(events.data!.events.edges).toHaveLength(500);
  });
});
