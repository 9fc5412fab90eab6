import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../../test/app.js";
import {
  DELETE_POST,
  EDIT_POST,
  reply,
  startThread,
  startForumApp,
  type Member,
} from "../../../../test/forum.js";

const THREAD = `query ($id: ID!) { thread(id: $id) { id isDeleted isLocked isPinned category { id } replyCount
  lastReplyDate lastPoster { username } } }`;
const CATEGORY = `query ($id: ID!) { category(id: $id) { threadCount postCount } }`;
const CATEGORY_THREADS = `query ($id: ID!) { categoryThreads(categoryId: $id) { threads { id } } }`;
const DELETE_THREAD = `mutation ($id: ID!, $reason: String) { deleteThread(id: $id, reason: $reason) { id isDeleted } }`;
const RESTORE_THREAD = `mutation ($id: ID!) { restoreThread(id: $id) { id isDeleted } }`;
const MOVE_THREAD = `mutation ($t: ID!, $c: ID!, $reason: String) {
  moveThread(threadId: $t, categoryId: $c, reason: $reason) { id category { id } } }`;
const RESTORE_POST = `mutation ($id: ID!) { restorePost(id: $id) { id isDeleted html } }`;
const LOCK = `mutation ($id: ID!, $locked: Boolean!, $reason: String) {
  lockThread(id: $id, locked: $locked, reason: $reason) { id isLocked } }`;
const PIN = `mutation ($id: ID!, $pinned: Boolean!) { pinThread(id: $id, pinned: $pinned) { id isPinned } }`;

describe("moderation in place", () => {
  let app: TestApp;
  let author: Member;
  let other: Member;
  let moderator: Member;
  let first: string;
  let second: string;

  beforeAll(async () => {
    ({
      app,
      members: [author, other, moderator],
      categoryIds: [first, second],
    } = await startForumApp({ members: [{}, {}, { role: "moderator" }], categories: ["First", "Second"] }));
  });

  afterAll(async () => {
    await app?.close();
  });

  const sql = <T>(query: string, params: unknown[] = []) =>
    app.orm.em.fork().getConnection().execute<T[]>(query, params);
  const counts = async (id: string) =>
    (await app.graphql<{ category: { threadCount: number; postCount: number } }>(CATEGORY, { id })).data!
      .category;
  const memberCounts = async (member: Member) =>
    (
      await app.graphql<{ userProfile: { user: { postCount: number; threadCount: number } } }>(
        `query ($u: String!) { userProfile(username: $u) { user { postCount threadCount } } }`,
        { u: member.username },
      )
    ).data!.userProfile.user;
  const audit = (type: string, id: string) =>
    sql<{ action: string; reason: string | null }>(
      "select action, reason from staff_actions where target_type = ? and target_id = ? order by id",
      [type, id],
    );

  it("deletes a thread: gone for members, from lists and counts; staff still open it; restoring brings it back", async () => {
    const { threadId } = await startThread(app, author, first);
    await reply(app, other, threadId);
    const before = await counts(first);
    const authorBefore = await memberCounts(author);
    const otherBefore = await memberCounts(other);

    const deleted = await app.graphql(
      DELETE_THREAD,
      { id: threadId, reason: "Off topic" },
      moderator.headers,
    );
    expect(deleted.data).toEqual({ deleteThread: { id: threadId, isDeleted: true } });
    expect(await counts(first)).toEqual({
      threadCount: before.threadCount - 1,
      postCount: before.postCount - 2,
    });
    expect(await memberCounts(author)).toEqual({
      postCount: authorBefore.postCount - 1,
      threadCount: authorBefore.threadCount - 1,
    });
    expect(await memberCounts(other)).toEqual({ ...otherBefore, postCount: otherBefore.postCount - 1 });
    expect((await app.graphql(THREAD, { id: threadId }, author.headers)).data).toEqual({ thread: null });
    expect((await app.graphql(THREAD, { id: threadId })).data).toEqual({ thread: null });
    const listed = await app.graphql<{ categoryThreads: { threads: Array<{ id: string }> } }>(
      CATEGORY_THREADS,
      {
        id: first,
      },
    );
    expect(listed.data!.categoryThreads.threads.map((t) => t.id)).not.toContain(threadId);
    const staffView = await app.graphql<{ thread: { isDeleted: boolean } }>(
      THREAD,
      { id: threadId },
      moderator.headers,
    );
    expect(staffView.data!.thread.isDeleted).toBe(true);
    const replying = await app.graphql(
      `mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }`,
      { input: { threadId, body: "Can I still reply?" } },
      other.headers,
    );
    expect(replying.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");

    await app.graphql(RESTORE_THREAD, { id: threadId }, moderator.headers);
    expect(await counts(first)).toEqual(before);
    expect(await memberCounts(author)).toEqual(authorBefore);
    expect(await memberCounts(other)).toEqual(otherBefore);
    expect((await app.graphql(THREAD, { id: threadId })).data!.thread).not.toBeNull();
    expect((await audit("thread", threadId)).map((a) => [a.action, a.reason])).toEqual([
      ["thread.delete", "Off topic"],
      ["thread.restore", null],
    ]);
  });

  it("moves a thread with its counts, and locks and pins it, each audited", async () => {
    const { threadId } = await startThread(app, author, first);
    await reply(app, other, threadId);
    const [a, b] = [await counts(first), await counts(second)];
    const moved = await app.graphql(
      MOVE_THREAD,
      { t: threadId, c: second, reason: "Belongs there" },
      moderator.headers,
    );
    expect(moved.data).toEqual({ moveThread: { id: threadId, category: { id: second } } });
    expect(await counts(first)).toEqual({ threadCount: a.threadCount - 1, postCount: a.postCount - 2 });
    expect(await counts(second)).toEqual({ threadCount: b.threadCount + 1, postCount: b.postCount + 2 });

    await app.graphql(LOCK, { id: threadId, locked: true, reason: "Heated" }, moderator.headers);
    await app.graphql(PIN, { id: threadId, pinned: true }, moderator.headers);
    const thread = await app.graphql<{ thread: { isLocked: boolean; isPinned: boolean } }>(THREAD, {
      id: threadId,
    });
    expect(thread.data!.thread).toMatchObject({ isLocked: true, isPinned: true });
    expect((await audit("thread", threadId)).map((x) => [x.action, x.reason])).toEqual([
      ["thread.move", "Belongs there"],
      ["thread.lock", "Heated"],
      ["thread.pin", null],
    ]);
    const again = await app.graphql(MOVE_THREAD, { t: threadId, c: second }, moderator.headers);
    expect(again.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("deletes and restores any post with the counts kept; deleting the last reply moves the last poster back", async () => {
    const { threadId } = await startThread(app, author, first);
    const early = await reply(app, other, threadId, "The earlier reply");
    const last = await reply(app, author, threadId, "The last reply");
    await sql("update forum_posts set created_at = now() - interval '1 hour' where id = ?", [early.id]);
    const before = await counts(first);

    const deleted = await app.graphql(DELETE_POST, { id: last.id }, moderator.headers);
    expect(deleted.errors).toBeUndefined();
    const after = await app.graphql<{
      thread: { replyCount: number; lastPoster: { username: string }; lastReplyDate: string };
    }>(THREAD, { id: threadId });
    expect(after.data!.thread).toMatchObject({ replyCount: 1, lastPoster: { username: other.username } });
    const [earlyRow] = await sql<{ created_at: Date }>("select created_at from forum_posts where id = ?", [
      early.id,
    ]);
    expect(new Date(after.data!.thread.lastReplyDate).getTime()).toBe(
      new Date(earlyRow!.created_at).getTime(),
    );
    expect(await counts(first)).toEqual({ ...before, postCount: before.postCount - 1 });

    const restored = await app.graphql<{ restorePost: { isDeleted: boolean; html: string } }>(
      RESTORE_POST,
      { id: last.id },
      moderator.headers,
    );
    expect(restored.data!.restorePost).toMatchObject({
      isDeleted: false,
      html: expect.stringContaining("last reply") as unknown,
    });
    expect(await counts(first)).toEqual(before);
    const back = await app.graphql<{ thread: { replyCount: number; lastPoster: { username: string } } }>(
      THREAD,
      {
        id: threadId,
      },
    );
    expect(back.data!.thread).toMatchObject({ replyCount: 2, lastPoster: { username: author.username } });
    expect((await audit("post", last.id)).map((a) => a.action)).toEqual(["post.delete", "post.restore"]);
  });

  it("lets staff edit any post, the revision naming the editor, and audits it; an author's own edit is not audited", async () => {
    const { threadId } = await startThread(app, author, first);
    const post = await reply(app, author, threadId, "Original words");
    const edited = await app.graphql(
      `mutation ($id: ID!, $body: String!, $reason: String) { editPost(id: $id, body: $body, reason: $reason) { id } }`,
      { id: post.id, body: "Moderated words", reason: "Personal data" },
      moderator.headers,
    );
    expect(edited.errors).toBeUndefined();
    await app.graphql(EDIT_POST, { id: post.id, body: "Author's words again" }, author.headers);
    const revisions = await sql<{ editor_id: string; markdown: string }>(
      "select editor_id, markdown from forum_post_revisions where post_id = ? order by id",
      [post.id],
    );
    expect(revisions).toEqual([
      { editor_id: moderator.id, markdown: "Original words" },
      { editor_id: author.id, markdown: "Moderated words" },
    ]);
    expect((await audit("post", post.id)).map((a) => [a.action, a.reason])).toEqual([
      ["post.edit", "Personal data"],
    ]);
    const shown = await app.graphql<{
      thread: { posts: { posts: Array<{ id: string; editedBy: { username: string } | null }> } };
    }>(`query ($id: ID!) { thread(id: $id) { posts { posts { id editedBy { username } } } } }`, {
      id: threadId,
    });
    expect(shown.data!.thread.posts.posts.find((p) => p.id === post.id)!.editedBy).toEqual({
      username: author.username,
    });
  });

  it("lets only staff moderate: visitors UNAUTHENTICATED, members FORBIDDEN, missing ids NOT_FOUND", async () => {
    const { threadId, postId } = await startThread(app, author, first);
    const operations: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
      [DELETE_THREAD, { id: threadId }, { id: "999999999" }],
      [RESTORE_THREAD, { id: threadId }, { id: "999999999" }],
      [MOVE_THREAD, { t: threadId, c: second }, { t: "999999999", c: second }],
      [RESTORE_POST, { id: postId }, { id: "999999999" }],
      [LOCK, { id: threadId, locked: true }, { id: "999999999", locked: true }],
      [PIN, { id: threadId, pinned: true }, { id: "999999999", pinned: true }],
    ];
    for (const [query, variables, missing] of operations) {
      expect((await app.graphql(query, variables)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
      expect((await app.graphql(query, variables, author.headers)).errors?.[0]?.extensions?.code).toBe(
        "FORBIDDEN",
      );
      expect((await app.graphql(query, missing, moderator.headers)).errors?.[0]?.extensions?.code).toBe(
        "NOT_FOUND",
      );
    }
    const toMissingCategory = await app.graphql(
      MOVE_THREAD,
      { t: threadId, c: "999999999" },
      moderator.headers,
    );
    expect(toMissingCategory.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    const thread = await app.graphql<{
      thread: { isDeleted: boolean; isLocked: boolean; isPinned: boolean; category: { id: string } };
    }>(THREAD, { id: threadId });
    expect(thread.data!.thread).toMatchObject({
      isDeleted: false,
      isLocked: false,
      isPinned: false,
      category: { id: first },
    });
  });
});
