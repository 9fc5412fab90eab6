import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { forumMember, type Member } from "../../../test/forum.js";
import { openLive } from "../../../test/live.js";

const SET_ROLE = `mutation ($userId: ID!, $role: Role!) { setUserRole(userId: $userId, role: $role) { id role } }`;
const PENDING = `{ pendingEventCount }`;

type Errors = Array<{ message: string; extensions?: Record<string, unknown> }> | undefined;
const code = (errors: Errors) => errors?.[0]?.extensions?.code;

describe("roles", () => {
  let app: TestApp;
  let admin: Member;

  beforeAll(async () => {
    // A database of its own, so the last-admin rule counts this file's admins only.
    app = await startTestApp();
    admin = await forumMember(app, { role: "admin" });
  });

  afterAll(async () => {
    await app?.close();
  });

  const setRole = (by: Member, userId: string, role: string) =>
    app.graphql<{ setUserRole: { id: string; role: string } }>(SET_ROLE, { userId, role }, by.headers);

  const roleOf = async (userId: string) => {
    const [row] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ role: string }>>("select role from users where id = ?", [userId]);
    return row!.role;
  };

  it("tells the member's open sockets of a new role at once, and no one else's", async () => {
    const [member, other] = await Promise.all([forumMember(app), forumMember(app)]);
    const query = "subscription { viewerChanged { role } }";
    const [live, otherLive] = await Promise.all([
      openLive(app.url, member.token, [query]),
      openLive(app.url, other.token, [query]),
    ]);
    try {
      expect((await setRole(admin, member.id, "moderator")).errors).toBeUndefined();
      expect(await live.next()).toEqual({ viewerChanged: { role: "moderator" } });
      expect((await setRole(admin, member.id, "user")).errors).toBeUndefined();
      expect(await live.next((data) => (data.viewerChanged as { role: string }).role === "user")).toEqual({
        viewerChanged: { role: "user" },
      });
      expect(otherLive.received).toEqual([]);
    } finally {
      await Promise.all([live.dispose(), otherLive.dispose()]);
    }
  });

  it("lets an admin promote a member to moderator, who has staff rights from their next request on", async () => {
    const member = await forumMember(app);
    expect(code((await app.graphql(PENDING, {}, member.headers)).errors)).toBe("FORBIDDEN");
    const promoted = await setRole(admin, member.id, "moderator");
    expect(promoted.data!.setUserRole).toEqual({ id: member.id, role: "moderator" });
    // Same session, next request: the role is read at every request.
    expect((await app.graphql(PENDING, {}, member.headers)).errors).toBeUndefined();

    const demoted = await setRole(admin, member.id, "user");
    expect(demoted.data!.setUserRole.role).toBe("user");
    expect(code((await app.graphql(PENDING, {}, member.headers)).errors)).toBe("FORBIDDEN");

    const audit = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ action: string; actor_id: string; details: unknown }>>(
        "select action, actor_id, details from staff_actions where target_id = ? order by id",
        [member.id],
      );
    expect(audit).toEqual([
      { action: "user.role", actor_id: admin.id, details: { role: { from: "user", to: "moderator" } } },
      { action: "user.role", actor_id: admin.id, details: { role: { from: "moderator", to: "user" } } },
    ]);
  });

  it("is for admins only", async () => {
    const member = await forumMember(app);
    const moderator = await forumMember(app, { role: "moderator" });
    const byModerator = await setRole(moderator, member.id, "moderator");
    expect(code(byModerator.errors)).toBe("FORBIDDEN");
    expect(code((await setRole(member, member.id, "admin")).errors)).toBe("FORBIDDEN");
    expect(code((await app.graphql(SET_ROLE, { userId: member.id, role: "admin" })).errors)).toBe(
      "UNAUTHENTICATED",
    );
    expect(await roleOf(member.id)).toBe("user");
  });

  it("never demotes the last admin, not even by themself", async () => {
    const self = await setRole(admin, admin.id, "moderator");
    expect(code(self.errors)).toBe("FORBIDDEN");
    expect(self.errors![0]!.message).toMatch(/last admin/);
    expect(await roleOf(admin.id)).toBe("admin");

    // With a second admin, one may step down; then the other is the last.
    const second = await forumMember(app);
    await setRole(admin, second.id, "admin");
    expect((await setRole(second, second.id, "user")).data!.setUserRole.role).toBe("user");
    await setRole(admin, second.id, "admin");
    expect((await setRole(second, admin.id, "user")).data!.setUserRole.role).toBe("user");
    const last = await setRole(second, second.id, "user");
    expect(last.errors![0]!.message).toMatch(/last admin/);
    expect(await roleOf(second.id)).toBe("admin");
    // Put things back for the other tests.
    await setRole(second, admin.id, "admin");
  });

  it("leaves one admin when two admins demote each other at the same time", async () => {
    const a = await forumMember(app);
    const b = await forumMember(app);
    await setRole(admin, a.id, "admin");
    await setRole(admin, b.id, "admin");
    // `a` and `b` become the only admins.
    const others = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ id: string }>>("select id from users where role = 'admin' and id not in (?, ?)", [
        a.id,
        b.id,
      ]);
    for (const other of others) expect((await setRole(a, other.id, "moderator")).errors).toBeUndefined();
    const [one, two] = await Promise.all([setRole(a, b.id, "user"), setRole(b, a.id, "user")]);
    expect([one.errors === undefined, two.errors === undefined].filter(Boolean)).toHaveLength(1);
    const roles = [await roleOf(a.id), await roleOf(b.id)];
    expect(roles.filter((role) => role === "admin")).toHaveLength(1);
    const remaining = roles[0] === "admin" ? a : b;
    await setRole(remaining, admin.id, "admin");
  });

  it("refuses to make a banned member staff", async () => {
    const member = await forumMember(app);
    await app.graphql(
      `mutation ($input: BanUserInput!) { banUser(input: $input) { id } }`,
      { input: { userId: member.id, duration: "day", reason: "Spam" } },
      admin.headers,
    );
    const result = await setRole(admin, member.id, "moderator");
    expect(code(result.errors)).toBe("BAD_USER_INPUT");
    expect(await roleOf(member.id)).toBe("user");
  });
});
