import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../../test/app.js";
import {
  countStatements,
  DELETE_POST,
  forumMember,
  reply,
  startForumApp,
  startThread,
  type Member,
} from "../../../../test/forum.js";

// What the web's thread page asks, with a fragment as the web writes it
const PAGE = `query ThreadPage($id: ID!, $page: Int!) { thread(id: $id) { ...Head
  posts(page: $page) { page pageCount posts { ...PostFields } } } }
fragment Head on Thread { id title isLocked viewerCanReply postCount author { id username } category { id name } }
fragment PostFields on Post { id number html markdown isDeleted createdAt editedAt editedBy { username }
  author { id username role } reactions { kind count reacted } viewerCanEdit viewerCanDelete }`;
// The same page with a field that depends on the viewer and is not filled in on a kept page: run whole
const WHOLE = PAGE.replace("postCount", "postCount viewerLastReadNumber");

const TOGGLE = `mutation ($id: ID!, $kind: ReactionKind!) { toggleReaction(postId: $id, kind: $kind) { id } }`;
const LOCK = `mutation ($id: ID!, $locked: Boolean!) { lockThread(id: $id, locked: $locked) { id } }`;
const BAN = `mutation ($input: BanUserInput!) { banUser(input: $input) { id } }`;

type Answer = { data?: { thread: Record<string, unknown> | null }; errors?: unknown };

/**
 * A member's thread page read from memory is the visitor's kept answer with the member's own part filled
 * in: it must equal, field for field, the page GraphQL makes for them in full, whoever they are and
 * whatever state the thread and its posts are in.
 */
describe("a member's thread page from the kept visitor's page", () => {
  let app: TestApp;
  let author: Member;
  let reader: Member;
  let banned: Member;
  let moderator: Member;
  let threadId: string;
  let posts: string[];

  beforeAll(async () => {
    let members: readonly [Member, Member, Member, Member];
    let categoryIds: readonly [string];
    ({ app, members, categoryIds } = await startForumApp({
      members: [{}, {}, {}, { role: "moderator" }],
      categories: ["Kept"],
    }));
    [author, reader, banned, moderator] = members;
    const started = await startThread(app, author, categoryIds[0]);
    threadId = started.threadId;
    posts = [started.postId];
    for (const by of [reader, author, reader, banned]) posts.push((await reply(app, by, threadId)).id);
    for (const [post, by, kind] of [
      [posts[0], reader, "like"],
      [posts[0], reader, "heart"],
      [posts[1], author, "thanks"],
      [posts[2], reader, "like"],
      [posts[3], banned, "wow"],
    ] as const) {
      const given = await app.graphql(TOGGLE, { id: post, kind }, by.headers);
      expect(given.errors).toBeUndefined();
    }
    expect((await app.graphql(DELETE_POST, { id: posts[2] }, author.headers)).errors).toBeUndefined();
    const ban = await app.graphql(
      BAN,
      { input: { userId: banned.id, duration: "week", reason: "Spam in every thread" } },
      moderator.headers,
    );
    expect(ban.errors).toBeUndefined();
  });
  afterAll(async () => {
    await app?.close();
  });

  const read = async (query: string, headers?: Record<string, string>) => {
    const answer = (await app.graphql(query, { id: threadId, page: 1 }, headers)) as Answer;
    expect(answer.errors).toBeUndefined();
    return answer;
  };
  /** The kept page with the member's part, beside the page made whole for them. */
  const bothWays = async (member: Member) => {
    await read(PAGE); // a visitor's reading keeps the page
    const kept = await read(PAGE, member.headers);
    const whole = await read(WHOLE, member.headers);
    delete whole.data!.thread!.viewerLastReadNumber;
    return { kept, whole };
  };

  it("fills in the author's rights, the reader's reactions and a banned member's lack of rights", async () => {
    for (const member of [author, reader, banned, moderator]) {
      const { kept, whole } = await bothWays(member);
      expect(kept).toEqual(whole);
    }
    const { kept } = await bothWays(author);
    const mine = (kept.data!.thread!.posts as { posts: Array<Record<string, unknown>> }).posts;
    // the opening post is deleted only by staff; the deleted reply has nothing left to change
    expect(mine.map((post) => [post.viewerCanEdit, post.viewerCanDelete])).toEqual([
      [true, false],
      [false, false],
      [false, false],
      [false, false],
      [false, false],
    ]);
    expect(kept.data!.thread!.viewerCanReply).toBe(true);
    const theirs = (await read(PAGE, reader.headers)).data!.thread!.posts as {
      posts: Array<{ reactions: Array<{ kind: string; reacted: boolean }> }>;
    };
    expect(theirs.posts[0]!.reactions.filter((r) => r.reacted).map((r) => r.kind)).toEqual(["like", "heart"]);
    // their reaction to the post since deleted is not shown, like its counts
    expect(theirs.posts[2]!.reactions.some((r) => r.reacted)).toBe(false);
    const bannedView = (await read(PAGE, banned.headers)).data!.thread!;
    expect(bannedView.viewerCanReply).toBe(false);
  });

  it("takes back a member's rights in a locked thread, and gives staff theirs in full", async () => {
    expect(
      (await app.graphql(LOCK, { id: threadId, locked: true }, moderator.headers)).errors,
    ).toBeUndefined();
    for (const member of [author, reader, moderator]) {
      const { kept, whole } = await bothWays(member);
      expect(kept).toEqual(whole);
    }
    expect((await read(PAGE, author.headers)).data!.thread!.viewerCanReply).toBe(false);
    expect((await read(PAGE, moderator.headers)).data!.thread!.viewerCanReply).toBe(true);
    expect(
      (await app.graphql(LOCK, { id: threadId, locked: false }, moderator.headers)).errors,
    ).toBeUndefined();
  });

  it("moves the member's read marker to the page's last post, as a page read in full does", async () => {
    await read(PAGE);
    await app.orm.em.fork().execute("delete from thread_reads where user_id = ?", [reader.id]);
    await read(PAGE, reader.headers);
    const [row] = await app.orm.em
      .fork()
      .execute<{ last_read_number: number }[]>(
        "select last_read_number from thread_reads where user_id = ? and thread_id = ?",
        [reader.id, threadId],
      );
    expect(Number(row?.last_read_number)).toBe(posts.length);
  });

  it("costs a member the session, the thread's version and their own part once the page is kept", async () => {
    await read(PAGE);
    await read(PAGE, reader.headers);
    // the session, the thread's version and lock, the member's posts and reactions, the read marker; the
    // fewest of three readings, as the app's background work (jobs, outbox) may run during one
    const counts = [];
    for (let i = 0; i < 3; i += 1) counts.push(await countStatements(app, () => read(PAGE, reader.headers)));
    expect(Math.min(...counts)).toBeLessThanOrEqual(4);
    expect(await countStatements(app, () => read(WHOLE, reader.headers))).toBeGreaterThan(4);
  });

  it("counts a member's view once, also when the visitor's page is made for them", async () => {
    await reply(app, author, threadId); // a new version: nothing kept for it yet
    const newcomer = await forumMember(app);
    // written out before and after: the counter also writes every few seconds by itself
    const views = async () => {
      await app.state.forum.threadViews.flush();
      const [row] = await app.orm.em
        .fork()
        .execute<{ views: number }[]>("select views from forum_threads where id = ?", [threadId]);
      return Number(row!.views);
    };
    const before = await views();
    await read(PAGE, newcomer.headers);
    await read(PAGE, newcomer.headers);
    expect(await views()).toBe(before + 1);
  });
});
