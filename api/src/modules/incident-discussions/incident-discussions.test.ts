import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import type { TestApp } from "../../../test/app.js";
import { insertEvents } from "../../../test/events.js";
import { startForumApp, type Member } from "../../../test/forum.js";

const POST = `mutation ($eventId: ID!, $body: String!) {
  postToIncidentDiscussion(eventId: $eventId, body: $body) { id number html thread { id } } }`;
const DISCUSSION = `query ($id: ID!) { event(id: $id) { discussion {
  postCount lastPostAt withdrawnReason thread { id title isLocked category { name } }
  latestPosts(count: 2) { number markdown author { username } } } } }`;

interface Discussion {
  postCount: number;
  lastPostAt: string | null;
  withdrawnReason: string | null;
  thread: { id: string; title: string; isLocked: boolean; category: { name: string } };
  latestPosts: { number: number; markdown: string; author: { username: string } | null }[];
}

describe("an incident's discussion", () => {
  let app: TestApp;
  let member: Member;
  let other: Member;
  let moderator: Member;

  beforeAll(async () => {
    ({
      app,
      members: [member, other, moderator],
    } = await startForumApp({ members: [{}, {}, { role: "moderator" }], categories: [] }));
  });

  afterAll(async () => {
    await app?.close();
  });

  const post = (by: Member, eventId: string, body: string) =>
    app.graphql<{
      postToIncidentDiscussion: { id: string; number: number; html: string; thread: { id: string } };
    }>(POST, { eventId, body }, by.headers);
  const discussion = async (id: string, headers?: Record<string, string>) =>
    (await app.graphql<{ event: { discussion: Discussion | null } | null }>(DISCUSSION, { id }, headers))
      .data!.event?.discussion;

  it("has none until a member posts; the first post makes the thread with the site's opening post", async () => {
    const [eventId] = await insertEvents(app, [{ title: "Drone over the Gdańsk shipyard" }]);
    expect(await discussion(eventId!)).toBeNull();

    const first = await post(member, eventId!, "Seen from the ferry at 21:40.");
    expect(first.errors).toBeUndefined();
    expect(first.data!.postToIncidentDiscussion.number).toBe(2);
    const second = await post(other, eventId!, "Same lights a week before.");
    expect(second.data!.postToIncidentDiscussion.thread.id).toBe(
      first.data!.postToIncidentDiscussion.thread.id,
    );

    const seen = await discussion(eventId!);
    expect(seen).toMatchObject({
      postCount: 2,
      withdrawnReason: null,
      thread: {
        title: "Drone over the Gdańsk shipyard",
        isLocked: false,
        category: { name: "Incident discussions" },
      },
      latestPosts: [
        { number: 2, author: { username: member.username } },
        { number: 3, author: { username: other.username } },
      ],
    });
    expect(seen!.lastPostAt).not.toBeNull();
    const opening = await app.graphql<{ thread: { posts: { posts: { markdown: string; author: null }[] } } }>(
      `query ($id: ID!) { thread(id: $id) { posts { posts { markdown author { id } } } } }`,
      { id: seen!.thread.id },
    );
    expect(opening.data!.thread.posts.posts[0]).toEqual({
      markdown: `${app.config.publicUrl.replace(/\/+$/, "")}/incident/${eventId}`,
      author: null,
    });
  });

  it("makes the category again when an admin deleted it", async () => {
    const [eventId] = await insertEvents(app, [{}]);
    await app.orm.em.fork().execute("update forum_categories set holds_incident_discussions = false");
    expect((await post(member, eventId!, "Where did it go?")).errors).toBeUndefined();
    expect((await discussion(eventId!))!.thread.category.name).toBe("Incident discussions");
  });

  it("makes one thread when two members post first at the same time", async () => {
    const [eventId] = await insertEvents(app, [{}]);
    const answers = await Promise.all([
      post(member, eventId!, "First!"),
      post(other, eventId!, "Also first!"),
    ]);
    const threads = new Set(answers.map((answer) => answer.data!.postToIncidentDiscussion.thread.id));
    expect(threads.size).toBe(1);
    expect((await discussion(eventId!))!.postCount).toBe(2);
  });

  it("refuses an empty post, a visitor, and an incident that is pending or unknown", async () => {
    const [published, pending] = await insertEvents(app, [{}, { status: "pending" }]);
    const empty = await post(member, published!, "   ");
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: "BAD_USER_INPUT" });
    expect(await discussion(published!)).toBeNull();
    const visitor = await app.graphql(POST, { eventId: published, body: "Hello" });
    expect(visitor.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    for (const eventId of [pending, "999999999"]) {
      const answer = await post(member, eventId!, "Hello");
      expect(answer.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    }
    const malformed = await post(member, "not-an-id", "Hello");
    expect(malformed.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(await discussion(pending!, moderator.headers)).toBeNull();
  });

  it("locks a withdrawn incident's discussion with the public reason, and opens it when published again", async () => {
    const [eventId] = await insertEvents(app, [{}]);
    const threadId = (await post(member, eventId!, "Is this real?")).data!.postToIncidentDiscussion.thread.id;
    const rejected = await app.graphql(
      `mutation ($id: ID!) { rejectEvent(id: $id, reason: "The source retracted it.") { id } }`,
      { id: eventId },
      moderator.headers,
    );
    expect(rejected.errors).toBeUndefined();
    const locked = await discussion(eventId!, moderator.headers);
    expect(locked).toMatchObject({
      withdrawnReason: "Rejected by the moderators after publication.",
      thread: { id: threadId, isLocked: true },
    });
    const late = await app.graphql(
      `mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }`,
      { input: { threadId, body: "Still there?" } },
      other.headers,
    );
    expect(late.errors?.[0]?.message).toBe(messages.threadLocked);

    await app.graphql(
      `mutation ($id: ID!) { approveEvent(id: $id) { id } }`,
      { id: eventId },
      moderator.headers,
    );
    expect(await discussion(eventId!)).toMatchObject({ withdrawnReason: null, thread: { isLocked: false } });
  });

  it("keeps a deleted incident's discussion, locked", async () => {
    const [eventId] = await insertEvents(app, [{}]);
    const threadId = (await post(member, eventId!, "Any photos?")).data!.postToIncidentDiscussion.thread.id;
    await app.graphql(`mutation ($id: ID!) { deleteEvent(id: $id) }`, { id: eventId }, moderator.headers);
    const thread = await app.graphql<{ thread: { isLocked: boolean } }>(
      `query ($id: ID!) { thread(id: $id) { isLocked } }`,
      { id: threadId },
    );
    expect(thread.data!.thread.isLocked).toBe(true);
  });
});
