import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { insertEvents } from "../../../test/events.js";
import { forumMember, insertCategories, insertThreadAt, type Member } from "../../../test/forum.js";

const MEMBERS = `query ($query: String, $first: Int, $after: String) {
  members(query: $query, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { email user { id username role createdAt lastActiveAt postCount activeBan { reason } } } }
  } }`;
const DASHBOARD = `{ adminDashboard { pendingIncidents activeBans newMembers7d newPosts7d } }`;

type Errors = Array<{ message: string; extensions?: Record<string, unknown> }> | undefined;
const code = (errors: Errors) => errors?.[0]?.extensions?.code;

interface MemberNode {
  email: string;
  user: {
    id: string;
    username: string;
    role: string;
    postCount: number;
    activeBan: { reason: string } | null;
  };
}

describe("the users screen and the dashboard", () => {
  let app: TestApp;
  let moderator: Member;
  let member: Member;

  beforeAll(async () => {
    app = await startTestApp();
    moderator = await forumMember(app, { role: "moderator", username: "screen_mod" });
    member = await forumMember(app, { username: "Screen_Member" });
  });

  afterAll(async () => {
    await app?.close();
  });

  it("finds members by part of their name or email, any case, with role, posts and ban", async () => {
    const [categoryId] = (await insertCategories(app, ["General"])) as [string];
    await insertThreadAt(app, member, categoryId);
    await app.graphql(
      `mutation ($input: BanUserInput!) { banUser(input: $input) { id } }`,
      { input: { userId: member.id, duration: "week", reason: "Spam" } },
      moderator.headers,
    );
    const byName = await app.graphql<{ members: { totalCount: number; edges: Array<{ node: MemberNode }> } }>(
      MEMBERS,
      { query: "screen_m" },
      moderator.headers,
    );
    expect(byName.data!.members.totalCount).toBe(2);
    const found = byName.data!.members.edges.map((e) => e.node).find((n) => n.user.id === member.id)!;
    expect(found).toMatchObject({
      email: "screen_member@example.com",
      user: { username: "Screen_Member", role: "user", postCount: 1, activeBan: { reason: "Spam" } },
    });
    const byEmail = await app.graphql<{ members: { edges: Array<{ node: MemberNode }> } }>(
      MEMBERS,
      { query: "SCREEN_MEMBER@EXAMPLE" },
      moderator.headers,
    );
    expect(byEmail.data!.members.edges.map((e) => e.node.user.id)).toEqual([member.id]);
    const wildcard = await app.graphql<{ members: { totalCount: number } }>(
      MEMBERS,
      { query: "%" },
      moderator.headers,
    );
    expect(wildcard.data!.members.totalCount).toBe(0);
  });

  it("pages through members newest first", async () => {
    const first = await app.graphql<{
      members: { pageInfo: { hasNextPage: boolean; endCursor: string }; edges: Array<{ node: MemberNode }> };
    }>(MEMBERS, { first: 1 }, moderator.headers);
    expect(first.data!.members.pageInfo.hasNextPage).toBe(true);
    const next = await app.graphql<{ members: { edges: Array<{ node: MemberNode }> } }>(
      MEMBERS,
      { first: 1, after: first.data!.members.pageInfo.endCursor },
      moderator.headers,
    );
    expect(next.data!.members.edges[0]!.node.user.id).not.toBe(first.data!.members.edges[0]!.node.user.id);
    expect(code((await app.graphql(MEMBERS, { after: "nope" }, moderator.headers)).errors)).toBe(
      "BAD_USER_INPUT",
    );
    expect(code((await app.graphql(MEMBERS, { first: 101 }, moderator.headers)).errors)).toBe(
      "BAD_USER_INPUT",
    );
  });

  it("is closed to members and visitors", async () => {
    const member = await forumMember(app);
    expect(code((await app.graphql(MEMBERS, {}, member.headers)).errors)).toBe("FORBIDDEN");
    expect(code((await app.graphql(MEMBERS, {})).errors)).toBe("UNAUTHENTICATED");
    expect(code((await app.graphql(DASHBOARD, {}, member.headers)).errors)).toBe("FORBIDDEN");
  });

  it("counts pending incidents, active bans, and the last week's members and posts", async () => {
    const before = (
      await app.graphql<{ adminDashboard: Record<string, number> }>(DASHBOARD, {}, moderator.headers)
    ).data!.adminDashboard;
    await insertEvents(app, [{ status: "pending" }, { status: "pending" }, { status: "approved" }]);
    const newcomer = await forumMember(app, { ageDays: 1 });
    await forumMember(app, { ageDays: 8 });
    const [categoryId] = (await insertCategories(app, ["News"])) as [string];
    await insertThreadAt(app, newcomer, categoryId, 2);
    await insertThreadAt(app, newcomer, categoryId, 24 * 8);
    await app.graphql(
      `mutation ($input: BanUserInput!) { banUser(input: $input) { id } }`,
      { input: { userId: newcomer.id, duration: "day", reason: "Spam" } },
      moderator.headers,
    );
    const after = (
      await app.graphql<{ adminDashboard: Record<string, number> }>(DASHBOARD, {}, moderator.headers)
    ).data!.adminDashboard;
    expect(after).toEqual({
      pendingIncidents: before.pendingIncidents! + 2,
      activeBans: before.activeBans! + 1,
      newMembers7d: before.newMembers7d! + 1,
      newPosts7d: before.newPosts7d! + 1,
    });
  });
});
