import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../../test/app.js";
import {
  DELETE_POST,
  forumMember,
  insertCategories,
  reply,
  startThread,
  startForumApp,
  type Member,
} from "../../../../test/forum.js";

const PROFILE = `query ($name: String!) { userProfile(username: $name) {
  user { id username role postCount threadCount } recentPosts { id number isDeleted thread { id } } } }`;

describe("posts' content and profiles", () => {
  let app: TestApp;
  let alice: Member;
  let bob: Member;
  let categoryId: string;

  beforeAll(async () => {
    ({
      app,
      members: [alice, bob],
      categoryIds: [categoryId],
    } = await startForumApp({
      members: [{ username: "alice_writes" }, { username: "bob_reads" }],
      categories: ["General"],
    }));
  });

  afterAll(async () => {
    await app?.close();
  });

  it("links the mention of an existing member and leaves a missing one as text", async () => {
    const { threadId } = await startThread(app, alice, categoryId);
    const post = await reply(app, alice, threadId, "Ask @Bob_Reads, not @nobody_at_all");
    const { data } = await app.graphql<{ thread: { posts: { posts: Array<{ id: string; html: string }> } } }>(
      `query ($id: ID!) { thread(id: $id) { posts { posts { id html } } } }`,
      { id: threadId },
    );
    expect(data!.thread.posts.posts.find((p) => p.id === post.id)!.html).toBe(
      '<p>Ask <a href="/forum/user/bob_reads" class="mention" rel="nofollow ugc noopener">@bob_reads</a>, not @nobody_at_all</p>\n',
    );
  });

  it("renders a quote with the quoted post's id and author, linking to it", async () => {
    const { threadId, postId } = await startThread(app, alice, categoryId, "The original claim");
    const quoting = await reply(
      app,
      bob,
      threadId,
      `[quote=${postId}]\nThe original claim\n[/quote]\nI disagree.`,
    );
    expect(quoting.html).toBe(
      `<blockquote class="quote" data-post-id="${postId}"><div class="quote-author">` +
        `<a href="/forum/thread/${threadId}?highlight=${postId}" rel="nofollow ugc noopener">alice_writes</a> wrote:</div>` +
        "<p>The original claim</p>\n</blockquote><p>I disagree.</p>\n",
    );
  });

  it("shows a member's profile with counts and their ten newest posts that are not deleted", async () => {
    const carol = await forumMember(app, { username: "carol_profile" });
    const { threadId, postId } = await startThread(app, carol, categoryId);
    const ids = [postId];
    for (let i = 0; i < 11; i += 1) ids.push((await reply(app, carol, threadId, `Carol's reply ${i}`)).id);
    await app.graphql(DELETE_POST, { id: ids[11] }, carol.headers);
    const { data } = await app.graphql<{
      userProfile: {
        user: { username: string; postCount: number; threadCount: number };
        recentPosts: Array<{ id: string }>;
      };
    }>(PROFILE, { name: "CAROL_PROFILE" });
    expect(data!.userProfile.user).toMatchObject({
      username: "carol_profile",
      postCount: 11,
      threadCount: 1,
    });
    expect(data!.userProfile.recentPosts.map((p) => p.id)).toEqual(ids.slice(1, 11).reverse());
  });

  it("answers null for a profile that does not exist", async () => {
    expect((await app.graphql(PROFILE, { name: "ghost" })).data).toEqual({ userProfile: null });
  });

  it("lists a category's threads pinned first, then by latest activity, twenty a page", async () => {
    const [listed] = await insertCategories(app, ["Listed"]);
    const ids = [];
    for (let i = 0; i < 22; i += 1) ids.push((await startThread(app, alice, listed!)).threadId);
    await app.graphql(
      `mutation ($id: ID!) { pinThread(id: $id, pinned: true) { id } }`,
      { id: ids[0] },
      (await forumMember(app, { role: "moderator" })).headers,
    );
    await reply(app, bob, ids[1]!);
    const PAGE = `query ($id: ID!, $page: Int) { categoryThreads(categoryId: $id, page: $page) {
      page pageCount totalCount threads { id isPinned category { id } } } }`;
    type Page = {
      categoryThreads: {
        page: number;
        pageCount: number;
        totalCount: number;
        threads: Array<{ id: string }>;
      };
    };
    const first = (await app.graphql<Page>(PAGE, { id: listed })).data!.categoryThreads;
    const second = (await app.graphql<Page>(PAGE, { id: listed, page: 2 })).data!.categoryThreads;
    expect([
      first.page,
      first.pageCount,
      first.totalCount,
      first.threads.length,
      second.threads.length,
    ]).toEqual([1, 2, 22, 20, 2]);
    expect(first.threads.slice(0, 3).map((t) => t.id)).toEqual([ids[0], ids[1], ids[21]]);
    expect(second.threads.map((t) => t.id)).toEqual([ids[3], ids[2]]);
    const beyond = await app.graphql(PAGE, { id: listed, page: 3 });
    expect(beyond.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});
