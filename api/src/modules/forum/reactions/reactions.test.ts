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
import { REACTION_KINDS } from "./reaction.entity.js";

const TOGGLE = `mutation ($id: ID!, $kind: ReactionKind!) {
  toggleReaction(postId: $id, kind: $kind) { id reactions { kind count reacted } } }`;
const REACTIONS = `query ($id: ID!) { thread(id: $id) { posts { posts { id reactions { kind count reacted } } } } }`;

type Tally = Array<{ kind: string; count: number; reacted: boolean }>;

describe("reactions", () => {
  let app: TestApp;
  let alice: Member;
  let bob: Member;
  let categoryId: string;

  beforeAll(async () => {
    app = await startTestApp();
    [alice, bob] = await Promise.all([forumMember(app), forumMember(app)]);
    categoryId = (await insertCategories(app, ["General"]))[0]!;
  });

  afterAll(async () => {
    await app?.close();
  });

  const toggle = (member: Member, id: string, kind: string) =>
    app.graphql<{ toggleReaction: { reactions: Tally } }>(TOGGLE, { id, kind }, member.headers);
  const tally = async (threadId: string, headers?: Record<string, string>) =>
    (
      await app.graphql<{ thread: { posts: { posts: Array<{ reactions: Tally }> } } }>(
        REACTIONS,
        { id: threadId },
        headers,
      )
    ).data!.thread.posts.posts[0]!.reactions;
  const count = (reactions: Tally, kind: string) => reactions.find((r) => r.kind === kind)!;

  it("lists all six kinds in order with zero counts on a new post", async () => {
    const { threadId } = await insertThreadAt(app, alice, categoryId);
    expect(await tally(threadId)).toEqual(REACTION_KINDS.map((kind) => ({ kind, count: 0, reacted: false })));
  });

  it("counts a reaction, marks it as the viewer's own, and takes it back on a second toggle", async () => {
    const { threadId, postId } = await insertThreadAt(app, alice, categoryId);
    const given = await toggle(bob, postId, "heart");
    expect(count(given.data!.toggleReaction.reactions, "heart")).toEqual({
      kind: "heart",
      count: 1,
      reacted: true,
    });
    await toggle(alice, postId, "heart");
    expect(count(await tally(threadId, bob.headers), "heart")).toEqual({
      kind: "heart",
      count: 2,
      reacted: true,
    });
    expect(count(await tally(threadId), "heart")).toEqual({ kind: "heart", count: 2, reacted: false });
    const taken = await toggle(bob, postId, "heart");
    expect(count(taken.data!.toggleReaction.reactions, "heart")).toEqual({
      kind: "heart",
      count: 1,
      reacted: false,
    });
  });

  it("keeps different kinds from one member apart", async () => {
    const { postId } = await insertThreadAt(app, alice, categoryId);
    await toggle(bob, postId, "like");
    const result = await toggle(bob, postId, "thanks");
    const reactions = result.data!.toggleReaction.reactions;
    expect([
      count(reactions, "like").count,
      count(reactions, "thanks").count,
      count(reactions, "sad").count,
    ]).toEqual([1, 1, 0]);
  });

  it("refuses a kind that is not one of the six as bad input", async () => {
    const { postId } = await insertThreadAt(app, alice, categoryId);
    const result = await toggle(bob, postId, "angry");
    expect(result.status).toBe(400);
    expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("refuses reactions to a post that does not exist", async () => {
    expect((await toggle(bob, "123456789", "like")).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("refuses the 51st reaction in a day, while taking one back still works", async () => {
    const member = await forumMember(app);
    const { threadId } = await insertThreadAt(app, alice, categoryId);
    const posts = [];
    for (let i = 0; i < 9; i += 1) posts.push((await insertReplyAt(app, alice, threadId)).postId);
    let given = 0;
    for (const postId of posts)
      for (const kind of REACTION_KINDS) {
        if (given === 50) break;
        expect((await toggle(member, postId, kind)).errors).toBeUndefined();
        given += 1;
      }
    const refused = await toggle(member, posts[8]!, "thanks");
    expect(refused.errors?.[0]).toMatchObject({
      message: messages.reactionsPerDay,
      extensions: { code: "RATE_LIMITED" },
    });
    expect((await toggle(member, posts[0]!, "like")).errors).toBeUndefined();
  });
});
