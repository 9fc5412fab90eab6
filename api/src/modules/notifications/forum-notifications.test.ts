import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { forumMember, insertCategories, type Member } from "../../../test/forum.js";
import { NOTIFICATION_ADDED, NOTIFICATIONS_CHANGED, openLive, type LiveSocket } from "../../../test/live.js";

const CREATE_THREAD = `mutation ($input: CreateThreadInput!) { createThread(input: $input) { id } }`;
const CREATE_POST = `mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }`;
const REACT = `mutation ($postId: ID!) { toggleReaction(postId: $postId, kind: like) { id } }`;
const MINE = `{ notifications(first: 20) { nodes { id type content actor { username } relatedPost { id } } } }`;

interface Mine {
  notifications: {
    nodes: Array<{
      id: string;
      type: string;
      content: string;
      actor: { username: string } | null;
      relatedPost: { id: string } | null;
    }>;
  };
}

describe("notifications caused through the forum API", () => {
  let app: TestApp;
  let category: string;
  let alice: Member;
  let bob: Member;
  let carol: Member;
  const sockets: LiveSocket[] = [];

  async function call<T>(member: Member, query: string, variables: Record<string, unknown>): Promise<T> {
    const result = await app.graphql<T>(query, variables, member.headers);
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data;
  }
  const mine = async (member: Member) => (await call<Mine>(member, MINE, {})).notifications.nodes;

  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_FACTOR: "1000" });
    category = (await insertCategories(app, ["General"]))[0]!;
    alice = await forumMember(app, { username: "forum_alice" });
    bob = await forumMember(app, { username: "forum_bob" });
    carol = await forumMember(app, { username: "forum_carol" });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await app.close();
  });

  it("notifies a quoted author and a mentioned member live, each once, with the post's own words as plain text", async () => {
    const live = await openLive(app.url, alice.token, [NOTIFICATION_ADDED, NOTIFICATIONS_CHANGED]);
    sockets.push(live);
    const { createThread } = await call<{ createThread: { id: string } }>(alice, CREATE_THREAD, {
      input: { categoryId: category, title: "Cable cut in the Baltic", body: "What do we know so far?" },
    });
    const [opening] = await app.orm.em
      .fork()
      .execute<{ id: string }[]>(
        "select id::text as id from forum_posts where thread_id = ? and number = 1",
        [createThread.id],
      );
    const { createPost } = await call<{ createPost: { id: string } }>(bob, CREATE_POST, {
      input: {
        threadId: createThread.id,
        body: `[quote=${opening!.id}]\nWhat do we know so far?\n[/quote]\nThe **ship** was seen [nearby](https://example.org/map), @forum_carol saw it too.`,
      },
    });
    const event = await live.next((d) => "notificationAdded" in d);
    expect(event).toMatchObject({
      notificationAdded: {
        unseenCount: 1,
        notification: {
          type: "quote",
          content: "The ship was seen nearby, @forum_carol saw it too.",
          actor: { username: "forum_bob" },
          relatedPost: { id: createPost.id },
          relatedThread: { id: createThread.id, title: "Cable cut in the Baltic" },
        },
      },
    });
    // published after commit: what the socket announced is already readable
    expect((await mine(alice)).map((n) => n.type)).toEqual(["quote"]);
    expect(await mine(carol)).toMatchObject([{ type: "mention", relatedPost: { id: createPost.id } }]);
    expect(await mine(bob)).toEqual([]);

    // bob now watches the thread he replied in; carol's reply reaches him and alice
    await call(carol, CREATE_POST, {
      input: { threadId: createThread.id, body: "I can confirm the position." },
    });
    expect((await mine(bob)).map((n) => n.type)).toEqual(["reply"]);
    expect((await mine(alice)).map((n) => n.type)).toEqual(["reply", "quote"]);
  });

  it("groups reactions, says nothing when one is taken back, and drops notifications of a deleted post", async () => {
    const { createThread } = await call<{ createThread: { id: string } }>(alice, CREATE_THREAD, {
      input: { categoryId: category, title: "Drones over the base", body: "Seen last night." },
    });
    const { createPost } = await call<{ createPost: { id: string } }>(alice, CREATE_POST, {
      input: { threadId: createThread.id, body: "Photos to follow, @forum_bob please check." },
    });
    await call(bob, REACT, { postId: createPost.id });
    await call(carol, REACT, { postId: createPost.id });
    const reactions = (await mine(alice)).filter((n) => n.relatedPost?.id === createPost.id);
    expect(reactions).toMatchObject([
      { type: "reaction", content: "forum_carol and 1 other reacted to your post" },
    ]);
    await call(carol, REACT, { postId: createPost.id }); // taken back
    expect((await mine(alice)).filter((n) => n.relatedPost?.id === createPost.id)).toEqual(reactions);

    const live = await openLive(app.url, bob.token, [NOTIFICATIONS_CHANGED]);
    sockets.push(live);
    const [mention] = (await mine(bob)).filter((n) => n.relatedPost?.id === createPost.id);
    expect(mention).toMatchObject({ type: "mention" });
    await call(alice, `mutation ($id: ID!) { deletePost(id: $id) { isDeleted } }`, { id: createPost.id });
    expect(await live.next()).toEqual({
      notificationsChanged: {
        ids: [mention!.id],
        change: "deleted",
        unseenCount: expect.any(Number) as unknown,
      },
    });
    expect((await mine(bob)).filter((n) => n.relatedPost?.id === createPost.id)).toEqual([]);
    expect((await mine(alice)).filter((n) => n.relatedPost?.id === createPost.id)).toEqual([]);
  });
});
