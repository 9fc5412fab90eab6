import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openLive, type LiveSocket } from "../../../../test/live.js";
import { settled } from "../../../../test/outbox.js";
import {
  DELETE_POST,
  EDIT_POST,
  reply,
  startForumApp,
  startThread,
  type Member,
} from "../../../../test/forum.js";
import type { TestApp } from "../../../../test/app.js";
import { insertReply } from "../writes/forum-writes.js";

const THREAD_UPDATED = (threadId: string) => `subscription {
  threadUpdated(threadId: "${threadId}") { threadId change postId postNumber lastPostNumber replyCount pageCount }
}`;
const FORUM_UPDATED = `subscription { forumUpdated { change threadId categoryId } }`;

type ThreadUpdate = {
  change: string;
  postId: string | null;
  postNumber: number | null;
  lastPostNumber: number;
};
const threadUpdate = (data: Record<string, unknown>) => data.threadUpdated as ThreadUpdate | undefined;
const quiet = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What a subscription answers when it is refused: its errors (none when it was accepted and completed). */
function refusal(
  live: LiveSocket,
  query: string,
): Promise<Array<{ message: string; extensions?: { code?: string } }>> {
  return new Promise((resolve) => {
    live.client.subscribe(
      { query },
      {
        next: (value) => {
          if (value.errors) resolve(value.errors as never);
        },
        error: (error) => resolve(Array.isArray(error) ? error : [error as never]),
        complete: () => resolve([]),
      },
    );
  });
}

describe("live threads and forum home", () => {
  let app: TestApp;
  let alice: Member;
  let bob: Member;
  let mod: Member;
  let categoryId: string;
  const sockets: LiveSocket[] = [];
  const open = async (member: Member, queries: string[]) => {
    const live = await openLive(app.url, member.token, queries);
    sockets.push(live);
    return live;
  };

  beforeAll(async () => {
    const started = await startForumApp({ members: [{}, {}, { role: "moderator" }], categories: ["Live"] });
    app = started.app;
    [alice, bob, mod] = started.members;
    [categoryId] = started.categoryIds;
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await app?.close();
  });

  it("sends a reply written through the API to the members who have its thread open", async () => {
    const { threadId } = await startThread(app, alice, categoryId);
    const { threadId: otherThread } = await startThread(app, alice, categoryId);
    // what setting up wrote has gone out before the sockets open: only what comes after may arrive
    await settled(app);
    const watching = await open(bob, [THREAD_UPDATED(threadId)]);
    const elsewhere = await open(mod, [THREAD_UPDATED(otherThread)]);
    const post = await reply(app, alice, threadId);
    expect(await watching.next((d) => threadUpdate(d)?.change === "postAdded")).toEqual({
      threadUpdated: {
        threadId,
        change: "postAdded",
        postId: post.id,
        postNumber: 2,
        lastPostNumber: 2,
        replyCount: 1,
        pageCount: 1,
      },
    });
    await quiet(200);
    expect(elsewhere.received).toEqual([]);
  });

  it("tells the open thread of edits, deletions, restores, locks and reactions", async () => {
    const { threadId } = await startThread(app, alice, categoryId);
    const post = await reply(app, alice, threadId);
    // the reply's own message has gone out before the socket opens: only the changes after it may arrive
    await settled(app);
    const live = await open(bob, [THREAD_UPDATED(threadId)]);
    await app.graphql(EDIT_POST, { id: post.id, body: "Changed words here" }, alice.headers);
    await app.graphql(
      `mutation ($id: ID!) { toggleReaction(postId: $id, kind: like) { id } }`,
      { id: post.id },
      bob.headers,
    );
    await app.graphql(DELETE_POST, { id: post.id }, alice.headers);
    await app.graphql(`mutation ($id: ID!) { restorePost(id: $id) { id } }`, { id: post.id }, mod.headers);
    await app.graphql(
      `mutation ($id: ID!) { lockThread(id: $id, locked: true) { id } }`,
      { id: threadId },
      mod.headers,
    );
    await live.next((d) => threadUpdate(d)?.change === "threadLocked");
    expect(live.received.map((d) => [threadUpdate(d)!.change, threadUpdate(d)!.postNumber])).toEqual([
      ["postEdited", 2],
      ["reactionsChanged", 2],
      ["postDeleted", 2],
      ["postRestored", 2],
      ["threadLocked", null],
    ]);
  });

  it("publishes nothing for a reply whose transaction rolled back", async () => {
    const { threadId } = await startThread(app, alice, categoryId);
    await settled(app);
    const live = await open(bob, [THREAD_UPDATED(threadId), FORUM_UPDATED]);
    await expect(
      app.orm.em.fork().transactional(async (tx) => {
        await insertReply(tx, {
          threadId,
          authorId: alice.id,
          markdown: "never kept",
          html: "<p>never kept</p>",
          evenIfLocked: false,
        });
        throw new Error("the rest of the change failed");
      }),
    ).rejects.toThrow("the rest of the change failed");
    await quiet(1500); // longer than the dispatcher's safety-net poll
    expect(live.received).toEqual([]);
    const kept = await app.orm.em
      .fork()
      .execute<{ n: number }[]>(`select count(*)::int as n from live_events where topic = ?`, [
        `threadUpdated:${threadId}`,
      ]);
    expect(kept[0]!.n).toBe(0);
    // the same write committed is published: the subscription was listening
    const post = await reply(app, alice, threadId);
    expect(threadUpdate(await live.next((d) => !!threadUpdate(d)))!.postId).toBe(post.id);
  });

  it("refuses a member a staff-deleted thread, a malformed id, and lets staff follow it", async () => {
    const { threadId } = await startThread(app, alice, categoryId);
    await settled(app);
    const following = await open(bob, [THREAD_UPDATED(threadId)]);
    await app.graphql(`mutation ($id: ID!) { deleteThread(id: $id) { id } }`, { id: threadId }, mod.headers);
    // a member who had it open hears of the deletion, and of nothing more until it is restored
    await following.next((d) => threadUpdate(d)?.change === "threadDeleted");

    const member = await open(bob, []);
    const refused = await refusal(member, THREAD_UPDATED(threadId));
    expect(refused[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await refusal(member, THREAD_UPDATED("not-an-id")))[0]?.extensions?.code).toBe("BAD_USER_INPUT");

    const staff = await open(mod, [THREAD_UPDATED(threadId)]);
    await app.graphql(
      `mutation ($id: ID!) { lockThread(id: $id, locked: true) { id } }`,
      { id: threadId },
      mod.headers,
    );
    await staff.next((d) => threadUpdate(d)?.change === "threadLocked");
    await quiet(200);
    expect(following.received.map((d) => threadUpdate(d)!.change)).toEqual(["threadDeleted"]);
  });

  it("tells the forum home of a new thread and a new reply", async () => {
    const live = await open(bob, [FORUM_UPDATED]);
    const { threadId } = await startThread(app, alice, categoryId);
    expect(await live.next((d) => !!d.forumUpdated)).toEqual({
      forumUpdated: { change: "threadCreated", threadId, categoryId },
    });
    await reply(app, alice, threadId);
    await live.next((d) => (d.forumUpdated as { change: string }).change === "postAdded");
  });
});
