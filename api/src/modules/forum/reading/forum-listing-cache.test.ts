import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../../test/app.js";
import { forumMember, reply, startThread, startForumApp, type Member } from "../../../../test/forum.js";

const FORUM_DATA = `{ forumData { recentThreads { title } stats { totalThreads } } }`;
type ForumData = { forumData: { recentThreads: Array<{ title: string }>; stats: { totalThreads: number } } };

describe("the forum's shared listings", () => {
  let app: TestApp;
  let author: Member;
  let categoryId: string;

  beforeAll(async () => {
    ({
      app,
      members: [author],
      categoryIds: [categoryId],
    } = await startForumApp({ members: [{}], categories: ["Shared"] }));
    await startThread(app, author, categoryId);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A thread written straight into the database, which the app is not told about. */
  async function threadBehindTheAppsBack(title: string) {
    await app.orm.em.fork().execute(
      `insert into forum_threads (title, category_id, author_id, post_count, last_activity_at, created_at)
         values (?, ?, ?, 1, now() + interval '1 hour', now())`,
      [title, categoryId, author.id],
    );
  }

  const restTitles = async () => {
    const body = (await (await fetch(`${app.url}/api/forum/forum-data`)).json()) as {
      recentThreads: Array<{ title: string }>;
    };
    return body.recentThreads.map((thread) => thread.title);
  };

  it("serves forum-data to everybody from one copy, made again as soon as a member posts", async () => {
    const before = await restTitles();
    await threadBehindTheAppsBack("Not announced");
    expect(await restTitles()).toEqual(before);

    const { threadId } = await startThread(app, author, categoryId);
    await reply(app, author, threadId);
    const after = await restTitles();
    expect(after).toContain("Not announced");
    expect(after.length).toBeGreaterThan(before.length);
  });

  it("keeps visitors' GraphQL forumData until the forum changes, and never a signed-in member's", async () => {
    const first = await app.graphql<ForumData>(FORUM_DATA);
    await threadBehindTheAppsBack("Unannounced again");
    expect((await app.graphql<ForumData>(FORUM_DATA)).data).toEqual(first.data);
    const signedIn = await app.graphql<ForumData>(FORUM_DATA, {}, author.headers);
    expect(signedIn.data!.forumData.recentThreads.map((t) => t.title)).toContain("Unannounced again");

    const moderator = await forumMember(app, { role: "moderator" });
    const { threadId } = await startThread(app, author, categoryId);
    const pinned = await app.graphql(
      `mutation ($id: ID!) { pinThread(id: $id, pinned: true) { id } }`,
      { id: threadId },
      moderator.headers,
    );
    expect(pinned.errors).toBeUndefined();
    const fresh = await app.graphql<ForumData>(FORUM_DATA);
    expect(fresh.data!.forumData.recentThreads.map((t) => t.title)).toContain("Unannounced again");
    expect(fresh.data!.forumData.stats.totalThreads).toBeGreaterThanOrEqual(
      first.data!.forumData.stats.totalThreads + 1,
    );
  });
});
