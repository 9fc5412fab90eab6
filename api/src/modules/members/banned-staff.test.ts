import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { BAN, banMember, code, signIn, UNBAN } from "../../../test/bans.js";
import { insertEvents } from "../../../test/events.js";
import { forumMember, insertCategories, insertThreadAt, type Member } from "../../../test/forum.js";

/** A banned moderator or admin keeps no staff power while the ban lasts, and has it back at the unban. */
describe("banned staff", () => {
  let app: TestApp;
  let admin: Member;
  let categoryId: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await forumMember(app, { role: "admin" });
    [categoryId] = (await insertCategories(app, ["General"])) as [string];
  });

  afterAll(async () => {
    await app?.close();
  });

  const ban = (by: Member, userId: string, duration?: string, reason?: string) =>
    banMember(app, by, userId, duration, reason);
  const login = (member: Member) => signIn(app, member);

  it("takes every staff read from a banned moderator at once, saying why, and gives it back at the unban", async () => {
    const suspended = await forumMember(app, { role: "moderator" });
    const reads = [
      "{ auditLog(first: 5) { edges { node { id } } } }",
      "{ reportGroups(status: open, first: 5) { nodes { targetId } } }",
      "{ pendingEventCount }",
      "{ members(first: 5) { edges { node { email } } } }",
    ];
    for (const query of reads) {
      expect((await app.graphql(query, {}, suspended.headers)).errors, query).toBeUndefined();
    }
    await ban(admin, suspended.id, "day", "Leaked a member's address");
    for (const query of reads) {
      const refused = await app.graphql(query, {}, suspended.headers);
      expect(code(refused.errors), query).toBe("FORBIDDEN");
      expect(refused.errors![0]!.message, query).toMatch(
        /^You are banned until .* Reason: Leaked a member's address$/,
      );
    }
    await app.graphql(UNBAN, { userId: suspended.id }, admin.headers);
    for (const query of reads) {
      expect((await app.graphql(query, {}, suspended.headers)).errors, query).toBeUndefined();
    }
  });

  it("keeps a banned moderator from banning, reviewing incidents, moderating threads and deciding reports", async () => {
    const bannedModerator = await forumMember(app, { role: "moderator" });
    await ban(admin, bannedModerator.id, "day");
    const signedIn = await login(bannedModerator);
    const member = await forumMember(app);
    const result = await app.graphql(
      BAN,
      { input: { userId: member.id, duration: "day", reason: "x" } },
      { authorization: `Bearer ${signedIn.data!.login.token}` },
    );
    expect(code(result.errors)).toBe("FORBIDDEN");
    expect(result.errors![0]!.message).toMatch(/^You are banned until/);

    const [eventId] = await insertEvents(app, [{ status: "pending" }]);
    const approve = await app.graphql(
      `mutation ($id: ID!) { approveEvent(id: $id) { id status } }`,
      { id: eventId },
      { authorization: `Bearer ${signedIn.data!.login.token}` },
    );
    expect(code(approve.errors)).toBe("FORBIDDEN");
    const [row] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ status: string }>>("select status from events where id = ?", [eventId]);
    expect(row!.status).toBe("pending");

    const { threadId, postId } = await insertThreadAt(app, member, categoryId);
    const reporter = await forumMember(app);
    const reported = await app.graphql(
      `mutation ($postId: ID!) { reportContent(input: { targetType: post, targetId: $postId, reason: spam }) { id } }`,
      { postId },
      reporter.headers,
    );
    expect(reported.errors).toBeUndefined();
    const asBanned = { authorization: `Bearer ${signedIn.data!.login.token}` };
    const pin = await app.graphql(
      `mutation ($id: ID!) { pinThread(id: $id, pinned: true) { id } }`,
      { id: threadId },
      asBanned,
    );
    expect(code(pin.errors)).toBe("FORBIDDEN");
    const dismiss = await app.graphql(
      `mutation ($postId: ID!) { dismissReports(targetType: post, targetId: $postId) { targetId } }`,
      { postId },
      asBanned,
    );
    expect(code(dismiss.errors)).toBe("FORBIDDEN");
    const [state] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ is_pinned: boolean; open: number }>>(
        `select is_pinned, (select count(*)::int from reports where target_id = ? and status = 'open') as open
           from forum_threads where id = ?`,
        [postId, threadId],
      );
    expect(state).toEqual({ is_pinned: false, open: 1 });
  });
});
