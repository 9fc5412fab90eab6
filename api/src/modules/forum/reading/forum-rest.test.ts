import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import {
  forumMember,
  insertCategories,
  insertReplyAt,
  insertThreadAt,
  type Member,
} from "../../../../test/forum.js";

const iso: unknown = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

describe("the forum's REST paths", () => {
  let app: TestApp;
  let author: Member;
  let categoryIds: string[];
  let thread: { threadId: string; postId: string };
  let lastReplyId: string;

  beforeAll(async () => {
    app = await startTestApp();
    author = await forumMember(app, { username: "rest_author" });
    categoryIds = await insertCategories(app, ["Cables", "Drones"]);
    thread = await insertThreadAt(app, author, categoryIds[0]!);
    for (let i = 0; i < 21; i += 1) lastReplyId = (await insertReplyAt(app, author, thread.threadId)).postId;
  });

  afterAll(async () => {
    await app?.close();
  });

  const get = async (path: string) => {
    const response = await fetch(`${app.url}${path}`);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  const restThread = () => ({
    _id: thread.threadId,
    title: "A thread from earlier",
    isPinned: false,
    isLocked: false,
    replyCount: 21,
    views: 0,
    lastReplyDate: iso,
    createdAt: iso,
    author: { _id: author.id, username: "rest_author" },
    category: { _id: categoryIds[0], name: "Cables" },
  });
  const restCategories = () => [
    { _id: categoryIds[0], name: "Cables", description: "About Cables", threadCount: 1, postCount: 22 },
    { _id: categoryIds[1], name: "Drones", description: "About Drones", threadCount: 0, postCount: 0 },
  ];

  it("answers forum-data with the spec's categories, recent threads and stats", async () => {
    const { status, body } = await get("/api/forum/forum-data");
    expect(status).toBe(200);
    expect(body).toEqual({
      categories: restCategories(),
      recentThreads: [restThread()],
      stats: { totalThreads: 1, totalPosts: 22, totalUsers: 1, onlineUsers: 0 },
    });
  });

  it("answers the forum-data fallbacks: categories, recent threads and stats", async () => {
    expect((await get("/api/forum/categories")).body).toEqual(restCategories());
    expect((await get("/api/forum/threads/recent")).body).toEqual([restThread()]);
    expect((await get("/api/forum/stats")).body).toEqual({
      totalThreads: 1,
      totalPosts: 22,
      totalUsers: 1,
      onlineUsers: 0,
    });
  });

  it("answers a category's data with its first page of threads", async () => {
    const { status, body } = await get(`/api/forum/categories/${categoryIds[0]}/data`);
    expect(status).toBe(200);
    expect(body).toEqual({ category: restCategories()[0], threads: [restThread()], page: 1, pageCount: 1 });
    expect((await get("/api/forum/categories/424242/data")).status).toBe(404);
  });

  it("answers page-info with the page holding a post, and 404 with a message for a missing post", async () => {
    expect(await get(`/api/forum/posts/${thread.postId}/page-info`)).toEqual({
      status: 200,
      body: { page: 1 },
    });
    expect(await get(`/api/forum/posts/${lastReplyId}/page-info`)).toEqual({
      status: 200,
      body: { page: 2 },
    });
    expect(await get("/api/forum/posts/999999999/page-info")).toEqual({
      status: 404,
      body: { message: messages.postNotFound, messageKey: "postNotFound" },
    });
    // an id is read in one spelling at the edge: leading zeros fall away, anything else is refused
    expect(await get(`/api/forum/posts/000${lastReplyId}/page-info`)).toEqual({
      status: 200,
      body: { page: 2 },
    });
    expect(await get("/api/forum/posts/not-a-number/page-info")).toEqual({
      status: 400,
      body: {
        message: messages.idInvalid,
        messageKey: "idInvalid",
        errors: { postId: messages.idInvalid },
        errorKeys: { postId: "idInvalid" },
      },
    });
  });

  it("answers a user's profile with counts, ignoring the case of the name", async () => {
    const { status, body } = await get("/api/forum/users/REST_Author");
    expect(status).toBe(200);
    expect(body).toEqual({
      _id: author.id,
      username: "rest_author",
      role: "user",
      profilePicture: null,
      useDefaultAvatar: false,
      createdAt: iso,
      lastActiveAt: null,
      postCount: 22,
      threadCount: 1,
      isOnline: false,
    });
    expect(await get("/api/forum/users/nobody_here")).toEqual({
      status: 404,
      body: { message: messages.userNotFound, messageKey: "userNotFound" },
    });
  });
});
