import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../../test/app.js";
import {
  EDIT_POST,
  DELETE_POST,
  reply,
  startForumApp,
  startThread,
  type Member,
} from "../../../../test/forum.js";
import { onThisMachine } from "../../../../test/slowness.js";

const PAGE = `query ThreadPage($id: ID!) { thread(id: $id) { id title isPinned isLocked category { id }
  posts { posts { id html isDeleted reactions { kind count reacted } } } } }`;

interface PageData {
  thread: {
    id: string;
    isPinned: boolean;
    isLocked: boolean;
    category: { id: string };
    posts: {
      posts: Array<{
        id: string;
        html: string;
        isDeleted: boolean;
        reactions: Array<{ kind: string; count: number; reacted: boolean }>;
      }>;
    };
  } | null;
}

const likes = (data: PageData, postId: string) =>
  data.thread!.posts.posts.find((p) => p.id === postId)!.reactions.find((r) => r.kind === "like")!;

/**
 * Thread pages are kept in memory (whole answers for visitors, the shared page for members) per thread
 * version: after every kind of write is acknowledged, the next reading shows it.
 */
describe("a thread page read from memory", () => {
  let app: TestApp;
  let author: Member;
  let reader: Member;
  let moderator: Member;
  let categoryIds: readonly [string, string];
  let threadId: string;
  let openingPostId: string;

  beforeAll(async () => {
    let members: readonly [Member, Member, Member];
    ({ app, members, categoryIds } = await startForumApp({
      members: [{}, {}, { role: "moderator" }],
      categories: ["Kept", "Elsewhere"],
      // views are counted per address: the test reads from several through a trusted proxy header
      env: { TRUST_PROXY: "1" },
    }));
    [author, reader, moderator] = members;
    ({ threadId, postId: openingPostId } = await startThread(app, author, categoryIds[0]));
  });
  afterAll(async () => {
    await app?.close();
  });

  const visitorReads = async () => {
    const answer = await app.graphql<PageData>(PAGE, { id: threadId });
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  };
  const memberReads = async () => {
    const answer = await app.graphql<PageData>(PAGE, { id: threadId }, reader.headers);
    expect(answer.errors).toBeUndefined();
    return answer.data!;
  };
  const write = async (mutation: string, variables: Record<string, unknown>, by: Member) => {
    const answer = await app.graphql(mutation, variables, by.headers);
    expect(answer.errors).toBeUndefined();
  };

  /** Reads the page until it is kept (the second reading equals the first), then writes and reads again. */
  async function afterWrite(change: () => Promise<void>) {
    const before = await visitorReads();
    expect(await visitorReads()).toEqual(before);
    await memberReads();
    await change();
    return { before, visitor: await visitorReads(), member: await memberReads() };
  }

  it("shows a reply, an edit, a deletion and a restoration at once", async () => {
    const added = await afterWrite(async () => void (await reply(app, author, threadId, "A new reply")));
    const count = (data: PageData) => data.thread!.posts.posts.length;
    expect(count(added.visitor)).toBe(count(added.before) + 1);
    expect(count(added.member)).toBe(count(added.before) + 1);

    const edited = await afterWrite(() =>
      write(EDIT_POST, { id: openingPostId, body: "Edited opening" }, author),
    );
    for (const data of [edited.visitor, edited.member])
      expect(data.thread!.posts.posts[0]!.html).toContain("Edited opening");

    const replyId = added.visitor.thread!.posts.posts.at(-1)!.id;
    const deleted = await afterWrite(() => write(DELETE_POST, { id: replyId }, author));
    for (const data of [deleted.visitor, deleted.member])
      expect(data.thread!.posts.posts.at(-1)).toMatchObject({ id: replyId, isDeleted: true, html: "" });

    const restored = await afterWrite(() =>
      write(`mutation ($id: ID!) { restorePost(id: $id) { id } }`, { id: replyId }, moderator),
    );
    for (const data of [restored.visitor, restored.member])
      expect(data.thread!.posts.posts.at(-1)).toMatchObject({ id: replyId, isDeleted: false });
  });

  it("shows reaction counts at once, and the member's own reaction only to them", async () => {
    const reacted = await afterWrite(() =>
      write(
        `mutation ($id: ID!) { toggleReaction(postId: $id, kind: like) { id } }`,
        { id: openingPostId },
        reader,
      ),
    );
    const before = likes(reacted.before, openingPostId).count;
    expect(likes(reacted.visitor, openingPostId)).toEqual({
      kind: "like",
      count: before + 1,
      reacted: false,
    });
    expect(likes(reacted.member, openingPostId)).toEqual({ kind: "like", count: before + 1, reacted: true });
  });

  it("shows pinning, locking and a move at once", async () => {
    const pinned = await afterWrite(() =>
      write(`mutation ($id: ID!) { pinThread(id: $id, pinned: true) { id } }`, { id: threadId }, moderator),
    );
    expect([pinned.before.thread!.isPinned, pinned.visitor.thread!.isPinned]).toEqual([false, true]);

    const locked = await afterWrite(() =>
      write(`mutation ($id: ID!) { lockThread(id: $id, locked: true) { id } }`, { id: threadId }, moderator),
    );
    expect([locked.before.thread!.isLocked, locked.visitor.thread!.isLocked]).toEqual([false, true]);

    const moved = await afterWrite(() =>
      write(
        `mutation ($t: ID!, $c: ID!) { moveThread(threadId: $t, categoryId: $c) { id } }`,
        { t: threadId, c: categoryIds[1] },
        moderator,
      ),
    );
    expect(moved.visitor.thread!.category.id).toBe(categoryIds[1]);
    expect(moved.member.thread!.category.id).toBe(categoryIds[1]);
  });

  it("hides a deleted thread from visitors at once and shows it again when restored", async () => {
    const deleted = await afterWrite(() =>
      write(
        `mutation ($id: ID!) { deleteThread(id: $id, reason: "Spam") { id } }`,
        { id: threadId },
        moderator,
      ),
    );
    expect(deleted.visitor.thread).toBeNull();
    expect(deleted.member.thread).toBeNull();
    await write(`mutation ($id: ID!) { restoreThread(id: $id) { id } }`, { id: threadId }, moderator);
    expect((await visitorReads()).thread?.id).toBe(threadId);
  });

  it("sends a visitor's page over GET with an ETag to check again, which a write changes", async () => {
    const url = `${app.url}/graphql?query=${encodeURIComponent(PAGE)}&variables=${encodeURIComponent(
      JSON.stringify({ id: threadId }),
    )}`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    const etag = first.headers.get("etag")!;
    expect((await fetch(url, { headers: { "if-none-match": etag } })).status).toBe(304);
    await reply(app, moderator, threadId, "Another reply");
    const after = await fetch(url, { headers: { "if-none-match": etag } });
    expect(after.status).toBe(200);
    expect(await after.text()).toContain("Another reply");
  });

  it("counts a visitor's view of a page answered from memory", async () => {
    const fresh = await startThread(app, author, categoryIds[0]);
    const readFrom = async (address: string) => {
      const answer = await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": address },
        body: JSON.stringify({ query: PAGE, variables: { id: fresh.threadId } }),
      });
      expect(answer.status).toBe(200);
    };
    const views = async () => {
      const [row] = await app.orm.em
        .fork()
        .execute<{ views: number }[]>("select views from forum_threads where id = ?", [fresh.threadId]);
      return Number(row!.views);
    };
    await readFrom("198.51.100.1"); // made and kept
    await readFrom("198.51.100.2"); // from memory
    await readFrom("198.51.100.2"); // the same viewer within the hour
    await expect.poll(views, { timeout: onThisMachine(15_000) }).toBe(2);
  });
});
