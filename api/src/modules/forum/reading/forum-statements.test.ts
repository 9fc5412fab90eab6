import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import {
  countStatements,
  requestStatements,
  forumMember,
  insertCategories,
  insertReplyAt,
  insertThreadAt,
  type Member,
} from "../../../../test/forum.js";

const FORUM_DATA = `{ forumData {
  categories { id name threadCount postCount }
  recentThreads { id title author { username postCount threadCount } category { name } lastPoster { username }
    viewerUnreadCount viewerFirstUnreadPostId }
  stats { totalThreads totalPosts totalUsers onlineUsers } } }`;

// The thread's own author is left out: it is also its first post's author, and whether that post's
// author comes from the thread's lookup or from the posts' one depends on which of two statements answers
// first, which moved the count by one on a loaded machine. The posts' authors are the relation that grows.
const THREAD_PAGE = `query ($id: ID!) { thread(id: $id) { id title viewerCanReply category { name }
  posts { page pageCount posts { id number html author { username postCount } thread { id isLocked }
    reactions { kind count reacted } viewerCanEdit viewerCanDelete } } } }`;

/**
 * Every relation goes through the request's loaders, so the statements a page costs do not depend on
 * how many threads or posts are on it.
 */
describe("SQL statements per page", () => {
  let app: TestApp;
  let viewer: Member;
  let members: Member[];

  beforeAll(async () => {
    app = await startTestApp();
    viewer = await forumMember(app);
    members = [];
    for (let i = 0; i < 20; i += 1) members.push(await forumMember(app));
  });

  afterAll(async () => {
    await app?.close();
  });

  // The fewest of three runs: a statement from elsewhere (a timer's batched write) can land in any one run,
  // while statements that grow with the page would show in every run. The statements themselves, so that a
  // count that differs says what it counted.
  const fewestStatements = async (
    query: string,
    variables: Record<string, unknown>,
    headers?: Record<string, string>,
  ) => {
    const runs = [];
    for (let i = 0; i < 3; i += 1)
      runs.push(
        await requestStatements(app, async () => {
          const result = await app.graphql(query, variables, headers);
          expect(result.errors).toBeUndefined();
        }),
      );
    return runs
      .map((sent) => sent.map(({ sql }) => sql.replace(/\s+/g, " ").slice(0, 160)))
      .reduce((fewest, sent) => (sent.length < fewest.length ? sent : fewest));
  };
  const run = async (query: string, variables: Record<string, unknown>, headers?: Record<string, string>) =>
    (await fewestStatements(query, variables, headers)).length;

  /** The fewest statements of three first readings of a page, each as after a write to its thread. */
  const firstReading = async (threadId: string, headers?: Record<string, string>) => {
    const counts = [];
    for (let i = 0; i < 3; i += 1) {
      await app.orm.em
        .fork()
        .execute("update forum_threads set version = version + 1 where id = ?", [threadId]);
      counts.push(
        await countStatements(app, async () => {
          expect((await app.graphql(THREAD_PAGE, { id: threadId }, headers)).errors).toBeUndefined();
        }),
      );
    }
    return Math.min(...counts);
  };

  async function threadWithPosts(categoryId: string, posts: number): Promise<string> {
    const { threadId, postId } = await insertThreadAt(app, members[0]!, categoryId);
    const ids = [postId];
    for (let i = 1; i < posts; i += 1)
      ids.push((await insertReplyAt(app, members[i % members.length]!, threadId)).postId);
    for (const [i, id] of ids.entries())
      await app.orm.em
        .fork()
        .execute(
          "insert into forum_reactions (post_id, user_id, kind, created_at) values (?, ?, 'like', now())",
          [id, members[(i + 1) % members.length]!.id],
        );
    return threadId;
  }

  it("counts the statements of the requests it measures, not a timer's beside them", async () => {
    const em = app.orm.em.fork();
    const timer = setInterval(() => void em.execute("select 1"), 5);
    try {
      const alone = await run(FORUM_DATA, {});
      const counted = await countStatements(app, async () => {
        await new Promise((resolve) => setTimeout(resolve, 50)); // the timer's statements only
        expect((await app.graphql(FORUM_DATA, {})).errors).toBeUndefined();
      });
      expect(counted).toBe(alone);
    } finally {
      clearInterval(timer);
    }
  });

  it("reads the forum home in as many statements with 30 threads as with 3", async () => {
    const [a, b] = await insertCategories(app, ["First", "Second"]);
    for (let i = 0; i < 3; i += 1) await insertThreadAt(app, members[i]!, i % 2 ? a! : b!);
    await run(FORUM_DATA, {}, viewer.headers); // the viewer's first request records their activity
    const few = await run(FORUM_DATA, {}, viewer.headers);
    for (let i = 3; i < 30; i += 1) await insertThreadAt(app, members[i % members.length]!, i % 2 ? a! : b!);
    const many = await run(FORUM_DATA, {}, viewer.headers);
    expect(many).toBe(few);
    expect(few).toBeGreaterThanOrEqual(4);
    expect(few).toBeLessThanOrEqual(9);
  });

  it("reads a thread page in as many statements with 20 posts as with 5, for visitors and members", async () => {
    const [categoryId] = await insertCategories(app, ["Third"]);
    const small = await threadWithPosts(categoryId!, 5);
    const large = await threadWithPosts(categoryId!, 20);
    await run(THREAD_PAGE, { id: small }, viewer.headers);
    for (const headers of [undefined, viewer.headers]) {
      const few = await firstReading(small, headers);
      const many = await firstReading(large, headers);
      expect(many).toBe(few);
      expect(few).toBeGreaterThanOrEqual(4);
      // a member's reading also raises their unread marker and reads their own reactions
      expect(few).toBeLessThanOrEqual(12);
    }
  });

  it("reads a page read before from memory: a visitor's costs one lookup, a member's only their own part", async () => {
    const [categoryId] = await insertCategories(app, ["Fourth"]);
    const threadId = await threadWithPosts(categoryId!, 20);
    const member = await firstReading(threadId, viewer.headers);
    // the thread's version: the whole answer is the one kept for it
    expect(await run(THREAD_PAGE, { id: threadId })).toBe(1);
    // no posts, reaction counts or editors again, only the member's own part beside the authors
    const cached = await fewestStatements(THREAD_PAGE, { id: threadId }, viewer.headers);
    expect(cached.length, cached.join("\n")).toBe(member - 3);
  });
});
