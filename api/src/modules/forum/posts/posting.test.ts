import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import type { TestApp } from "../../../../test/app.js";
import {
  CREATE_POST,
  CREATE_THREAD,
  DELETE_POST,
  EDIT_POST,
  reply,
  startThread,
  startForumApp,
  type Member,
} from "../../../../test/forum.js";

const COUNTS = `query ($thread: ID!, $category: ID!) {
  thread(id: $thread) { postCount replyCount lastPoster { username } }
  category(id: $category) { threadCount postCount } }`;

describe("writing in the forum", () => {
  let app: TestApp;
  let author: Member;
  let other: Member;
  let moderator: Member;
  let admin: Member;
  let categoryId: string;

  beforeAll(async () => {
    ({
      app,
      members: [author, other, moderator, admin],
      categoryIds: [categoryId],
    } = await startForumApp({
      members: [{}, {}, { role: "moderator" }, { role: "admin" }],
      categories: ["General"],
    }));
  });

  afterAll(async () => {
    await app?.close();
  });

  const counts = async (thread: string) =>
    (
      await app.graphql<{
        thread: { postCount: number; replyCount: number; lastPoster: { username: string } };
        category: { threadCount: number; postCount: number };
      }>(COUNTS, { thread, category: categoryId })
    ).data!;

  it("starts a thread whose opening post is number 1, and counts it in its category", async () => {
    const before = (
      await app.graphql<{ category: { threadCount: number; postCount: number } }>(
        `query ($id: ID!) { category(id: $id) { threadCount postCount } }`,
        { id: categoryId },
      )
    ).data!.category;
    const result = await app.graphql(
      CREATE_THREAD,
      {
        input: { categoryId, title: "  Cable cuts\n in  the north  ", body: "What do we **know**?" },
      },
      author.headers,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({
      createThread: {
        title: "Cable cuts in the north",
        postCount: 1,
        replyCount: 0,
        posts: { posts: [{ number: 1 }] },
      },
    });
    const after = await counts((result.data as { createThread: { id: string } }).createThread.id);
    expect(after.category).toEqual({ threadCount: before.threadCount + 1, postCount: before.postCount + 1 });
  });

  it("numbers replies in order and keeps the thread's and category's counts current", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    const before = await counts(threadId);
    const first = await reply(app, other, threadId);
    const second = await reply(app, moderator, threadId);
    expect([first.number, second.number]).toEqual([2, 3]);
    const after = await counts(threadId);
    expect(after.thread).toEqual({
      postCount: 3,
      replyCount: 2,
      lastPoster: { username: moderator.username },
    });
    expect(after.category.postCount).toBe(before.category.postCount + 2);
  });

  it.each([
    [{ title: "", body: "A body" }, "title", messages.titleRequired],
    [{ title: "Shrt", body: "A body" }, "title", messages.threadTitleTooShort],
    [{ title: "x".repeat(151), body: "A body" }, "title", messages.threadTitleTooLong],
    [{ title: "A fine title", body: "  " }, "body", messages.postRequired],
    [{ title: "A fine title", body: "x" }, "body", messages.postTooShort],
    [{ title: "A fine title", body: "x".repeat(32_001) }, "body", messages.postTooLong],
  ])("refuses a thread with %j: %s says the spec's message", async (input, field, message) => {
    const result = await app.graphql(CREATE_THREAD, { input: { categoryId, ...input } }, author.headers);
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { [field]: message },
    });
  });

  it("refuses a thread in a category that does not exist", async () => {
    const result = await app.graphql(
      CREATE_THREAD,
      { input: { categoryId: "987654", title: "A fine title", body: "A body" } },
      author.headers,
    );
    expect(result.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { categoryId: messages.categoryNotFound },
    });
  });

  it("accepts a post of exactly 32,000 characters", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    const result = await app.graphql(
      CREATE_POST,
      { input: { threadId, body: "y".repeat(32_000) } },
      other.headers,
    );
    expect(result.errors).toBeUndefined();
  });

  it("refuses writing to visitors", async () => {
    const { threadId, postId } = await startThread(app, author, categoryId);
    for (const [query, variables] of [
      [CREATE_THREAD, { input: { categoryId, title: "A fine title", body: "A body" } }],
      [CREATE_POST, { input: { threadId, body: "A reply" } }],
      [EDIT_POST, { id: postId, body: "Changed" }],
      [DELETE_POST, { id: postId }],
      [`mutation ($id: ID!) { toggleReaction(postId: $id, kind: like) { id } }`, { id: postId }],
      [`mutation ($id: ID!) { pinThread(id: $id, pinned: true) { id } }`, { id: threadId }],
      [`mutation ($id: ID!) { lockThread(id: $id, locked: true) { id } }`, { id: threadId }],
    ] as const) {
      const result = await app.graphql(query, variables);
      expect(result.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }
  });

  it("lets staff pin and lock threads, and refuses members", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    const PIN = `mutation ($id: ID!, $on: Boolean!) { pinThread(id: $id, pinned: $on) { isPinned } }`;
    const LOCK = `mutation ($id: ID!, $on: Boolean!) { lockThread(id: $id, locked: $on) { isLocked } }`;
    for (const member of [author, other]) {
      expect(
        (await app.graphql(PIN, { id: threadId, on: true }, member.headers)).errors?.[0]?.extensions?.code,
      ).toBe("FORBIDDEN");
      expect(
        (await app.graphql(LOCK, { id: threadId, on: true }, member.headers)).errors?.[0]?.extensions?.code,
      ).toBe("FORBIDDEN");
    }
    expect((await app.graphql(PIN, { id: threadId, on: true }, moderator.headers)).data).toEqual({
      pinThread: { isPinned: true },
    });
    expect((await app.graphql(LOCK, { id: threadId, on: true }, admin.headers)).data).toEqual({
      lockThread: { isLocked: true },
    });
    expect((await app.graphql(LOCK, { id: threadId, on: false }, moderator.headers)).data).toEqual({
      lockThread: { isLocked: false },
    });
  });

  it("refuses replies to a locked thread except from staff", async () => {
    const { threadId, postId } = await startThread(app, author, categoryId);
    await app.graphql(
      `mutation ($id: ID!) { lockThread(id: $id, locked: true) { id } }`,
      { id: threadId },
      moderator.headers,
    );
    const refused = await app.graphql(
      CREATE_POST,
      { input: { threadId, body: "Let me in" } },
      author.headers,
    );
    expect(refused.errors?.[0]).toMatchObject({
      message: messages.threadLocked,
      extensions: { code: "FORBIDDEN" },
    });
    const edit = await app.graphql(EDIT_POST, { id: postId, body: "Changed while locked" }, author.headers);
    expect(edit.errors?.[0]?.message).toBe(messages.threadLocked);
    expect((await reply(app, moderator, threadId)).number).toBe(2);
    const thread = await app.graphql<{ thread: { viewerCanReply: boolean } }>(
      `query ($id: ID!) { thread(id: $id) { viewerCanReply } }`,
      { id: threadId },
      author.headers,
    );
    expect(thread.data!.thread.viewerCanReply).toBe(false);
  });

  it("lets the author and staff edit a post, keeping every earlier text, and refuses anyone else", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    const { id } = await reply(app, author, threadId, "First words");
    // past the author's grace period, in which an edit keeps no revision (see revisions.test.ts)
    await app.orm.em
      .fork()
      .execute("update forum_posts set created_at = now() - interval '1 hour' where id = ?", [id]);
    const refused = await app.graphql(EDIT_POST, { id, body: "Not mine" }, other.headers);
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const edited = await app.graphql<{ editPost: { markdown: string; html: string; editedAt: string } }>(
      EDIT_POST,
      { id, body: "Second words" },
      author.headers,
    );
    expect(edited.data!.editPost).toMatchObject({ markdown: "Second words", html: "<p>Second words</p>\n" });
    expect(edited.data!.editPost.editedAt).toBeTruthy();
    await app.graphql(EDIT_POST, { id, body: "Third words, by a moderator" }, moderator.headers);
    const history = await app.orm.em
      .fork()
      .execute<Array<{ markdown: string; editor_id: string }>>(
        "select markdown, editor_id from forum_post_revisions where post_id = ? order by id",
        [id],
      );
    expect(history).toEqual([
      { markdown: "First words", editor_id: author.id },
      { markdown: "Second words", editor_id: moderator.id },
    ]);
  });

  it("deletes a reply to a tombstone that keeps its number and page, for its author", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    const kept = await reply(app, other, threadId);
    const doomed = await reply(app, author, threadId);
    const after = await reply(app, other, threadId);
    const refused = await app.graphql(DELETE_POST, { id: doomed.id }, other.headers);
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const deleted = await app.graphql(DELETE_POST, { id: doomed.id }, author.headers);
    expect(deleted.data).toEqual({
      deletePost: { id: doomed.id, number: 3, isDeleted: true, html: "", markdown: null, author: null },
    });
    const page = await app.graphql<{
      thread: {
        replyCount: number;
        posts: { posts: Array<{ id: string; number: number; isDeleted: boolean }> };
      };
    }>(`query ($id: ID!) { thread(id: $id) { replyCount posts { posts { id number isDeleted } } } }`, {
      id: threadId,
    });
    expect(page.data!.thread.replyCount).toBe(2);
    expect(page.data!.thread.posts.posts.map((p) => [p.number, p.isDeleted])).toEqual([
      [1, false],
      [2, false],
      [3, true],
      [4, false],
    ]);
    expect([kept.number, after.number]).toEqual([2, 4]);
    const edit = await app.graphql(EDIT_POST, { id: doomed.id, body: "Back from the dead" }, author.headers);
    expect(edit.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("lets staff delete any post, and only staff delete an opening post", async () => {
    const { threadId, postId } = await startThread(app, author, categoryId);
    const { id } = await reply(app, other, threadId);
    const own = await app.graphql(DELETE_POST, { id: postId }, author.headers);
    expect(own.errors?.[0]).toMatchObject({
      message: messages.firstPostDeleteStaffOnly,
      extensions: { code: "FORBIDDEN" },
    });
    expect((await app.graphql(DELETE_POST, { id }, moderator.headers)).data).toMatchObject({
      deletePost: { isDeleted: true },
    });
    expect((await app.graphql(DELETE_POST, { id: postId }, admin.headers)).data).toMatchObject({
      deletePost: { number: 1, isDeleted: true },
    });
    const thread = await app.graphql<{ thread: { title: string; postCount: number } }>(
      `query ($id: ID!) { thread(id: $id) { title postCount } }`,
      { id: threadId },
    );
    expect(thread.data!.thread.postCount).toBe(2);
  });

  it("tells each viewer what they may do with a post", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    await reply(app, author, threadId);
    const QUERY = `query ($id: ID!) { thread(id: $id) { viewerCanReply posts { posts { id viewerCanEdit viewerCanDelete } } } }`;
    const rights = async (headers?: Record<string, string>) => {
      const result = await app.graphql<{
        thread: {
          viewerCanReply: boolean;
          posts: { posts: Array<{ id: string; viewerCanEdit: boolean; viewerCanDelete: boolean }> };
        };
      }>(QUERY, { id: threadId }, headers);
      const [opening, replyRights] = result.data!.thread.posts.posts.map((p) => [
        p.viewerCanEdit,
        p.viewerCanDelete,
      ]);
      return { reply: result.data!.thread.viewerCanReply, opening, replyRights };
    };
    expect(await rights()).toEqual({ reply: false, opening: [false, false], replyRights: [false, false] });
    expect(await rights(author.headers)).toEqual({
      reply: true,
      opening: [true, false],
      replyRights: [true, true],
    });
    expect(await rights(other.headers)).toEqual({
      reply: true,
      opening: [false, false],
      replyRights: [false, false],
    });
    expect(await rights(moderator.headers)).toEqual({
      reply: true,
      opening: [true, true],
      replyRights: [true, true],
    });
  });
});
