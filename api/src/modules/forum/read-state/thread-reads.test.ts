import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../../test/app.js";
import { insertReplyAt, insertThreadAt, startForumApp, type Member } from "../../../../test/forum.js";

const READ_PAGE = `query ($id: ID!, $page: Int!) { thread(id: $id) { id posts(page: $page) { page } } }`;
const LISTS = `query ($categoryId: ID!) {
  forumData { recentThreads { id viewerLastReadNumber viewerUnreadCount viewerFirstUnreadPostId } }
  categoryThreads(categoryId: $categoryId) { threads { id viewerLastReadNumber viewerUnreadCount viewerFirstUnreadPostId } }
}`;

interface Marker {
  id: string;
  viewerLastReadNumber: number | null;
  viewerUnreadCount: number | null;
  viewerFirstUnreadPostId: string | null;
}

describe("unread markers", () => {
  let app: TestApp;
  let reader: Member;
  let author: Member;
  let categoryId: string;
  let threadId: string;
  /** Post ids by number (index 0 is post 1). */
  const postIds: string[] = [];

  beforeAll(async () => {
    const started = await startForumApp({ members: [{}, {}], categories: ["Reading"] });
    app = started.app;
    [reader, author] = started.members;
    [categoryId] = started.categoryIds;
    const opened = await insertThreadAt(app, author, categoryId);
    threadId = opened.threadId;
    postIds.push(opened.postId);
    for (let n = 2; n <= 45; n += 1) postIds.push((await insertReplyAt(app, author, threadId)).postId);
  });
  afterAll(async () => {
    await app?.close();
  });

  const markers = async (headers?: Record<string, string>) => {
    const result = await app.graphql<{
      forumData: { recentThreads: Marker[] };
      categoryThreads: { threads: Marker[] };
    }>(LISTS, { categoryId }, headers);
    expect(result.errors).toBeUndefined();
    const home = result.data!.forumData.recentThreads.find((t) => t.id === threadId)!;
    const category = result.data!.categoryThreads.threads.find((t) => t.id === threadId)!;
    expect(category).toEqual(home);
    return home;
  };
  const readPage = async (page: number) => {
    const result = await app.graphql(READ_PAGE, { id: threadId, page }, reader.headers);
    expect(result.errors).toBeUndefined();
  };

  it("marks every post of a thread the member never opened as unread, from post 1", async () => {
    expect(await markers(reader.headers)).toEqual({
      id: threadId,
      viewerLastReadNumber: 0,
      viewerUnreadCount: 45,
      viewerFirstUnreadPostId: postIds[0],
    });
  });

  it("moves on as pages are read, and never goes back when an earlier page is read again", async () => {
    await readPage(1);
    expect(await markers(reader.headers)).toMatchObject({
      viewerLastReadNumber: 20,
      viewerUnreadCount: 25,
      viewerFirstUnreadPostId: postIds[20],
    });
    await readPage(3);
    expect(await markers(reader.headers)).toMatchObject({
      viewerLastReadNumber: 45,
      viewerUnreadCount: 0,
      viewerFirstUnreadPostId: null,
    });
    await readPage(2);
    expect(await markers(reader.headers)).toMatchObject({ viewerLastReadNumber: 45, viewerUnreadCount: 0 });
  });

  it("marks a new reply as unread until its page is read", async () => {
    const { postId } = await insertReplyAt(app, author, threadId, 0);
    expect(await markers(reader.headers)).toMatchObject({
      viewerLastReadNumber: 45,
      viewerUnreadCount: 1,
      viewerFirstUnreadPostId: postId,
    });
    await readPage(3);
    expect(await markers(reader.headers)).toMatchObject({ viewerUnreadCount: 0 });
  });

  it("keeps each member's markers apart, and shows visitors none", async () => {
    expect(await markers(author.headers)).toMatchObject({ viewerLastReadNumber: 0, viewerUnreadCount: 46 });
    expect(await markers()).toEqual({
      id: threadId,
      viewerLastReadNumber: null,
      viewerUnreadCount: null,
      viewerFirstUnreadPostId: null,
    });
    const [row] = await app.orm.em
      .fork()
      .execute<{ n: number }[]>("select count(*)::int as n from thread_reads where thread_id = ?", [
        threadId,
      ]);
    expect(row!.n).toBe(1);
  });
});
