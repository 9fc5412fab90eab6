import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobContextOf, startTestApp, type TestApp } from "../../../test/app.js";
import {
  CREATE_POST,
  CREATE_THREAD,
  EDIT_POST,
  forumMember,
  insertCategories,
  insertThreadAt,
  reply,
  startThread,
  type Member,
} from "../../../test/forum.js";
import { NOTIFICATION_ADDED, openLive, type LiveSocket } from "../../../test/live.js";
import { restCall } from "../../../test/rest.js";
import { expireBan } from "./ban-expiry.js";
import { BAN, banMember, code, signIn, UNBAN } from "../../../test/bans.js";

const ME = `{ me { id username activeBan { reason endsAt startsAt } } }`;
const ACTIVE_BAN_OF = `query ($username: String!) { userProfile(username: $username) { user { id activeBan { reason } } } }`;
const REACT = `mutation ($postId: ID!) { toggleReaction(postId: $postId, kind: like) { id } }`;
const SETTINGS = `mutation { updateSettings(input: { useDefaultAvatar: true }) { id useDefaultAvatar } }`;
const NOTIFICATIONS = `{ notifications(first: 20) { edges { node { type content actor { username } } } } }`;

const closedWithin = (live: LiveSocket, ms: number) =>
  Promise.race([live.closed, new Promise<"open">((resolve) => setTimeout(() => resolve("open"), ms))]);

describe("bans", () => {
  let app: TestApp;
  let admin: Member;
  let moderator: Member;
  let categoryId: string;

  beforeAll(async () => {
    app = await startTestApp();
    admin = await forumMember(app, { role: "admin" });
    moderator = await forumMember(app, { role: "moderator" });
    [categoryId] = (await insertCategories(app, ["General"])) as [string];
  });

  afterAll(async () => {
    await app?.close();
  });

  const ban = (by: Member, userId: string, duration?: string, reason?: string) =>
    banMember(app, by, userId, duration, reason);

  const auditRows = (targetId: string) =>
    app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ action: string; actor_id: string | null; reason: string | null; details: object }>>(
        "select action, actor_id, reason, details from staff_actions where target_id = ? order by id",
        [targetId],
      );

  const login = (member: Member) => signIn(app, member);

  it("keeps the member signed in: their sockets stay open, hear the ban at once, and their session reads it", async () => {
    const member = await forumMember(app);
    const live = await openLive(app.url, member.token, [NOTIFICATION_ADDED]);
    try {
      const result = await ban(moderator, member.id, "day", "Spam in every thread");
      expect(result.errors).toBeUndefined();
      expect(await live.next()).toMatchObject({ notificationAdded: { notification: { type: "ban" } } });
      expect(await closedWithin(live, 300)).toBe("open");
      const me = await app.graphql<{ me: { activeBan: { reason: string } } }>(ME, {}, member.headers);
      expect(me.data!.me.activeBan).toMatchObject({ reason: "Spam in every thread" });
      const [session] = await app.orm.em
        .fork()
        .getConnection()
        .execute<Array<{ n: number }>>("select count(*)::int as n from sessions where user_id = ?", [
          member.id,
        ]);
      expect(session!.n).toBe(1);
    } finally {
      await live.dispose();
    }
  });

  it("lets the banned member sign in and read, tells them why, and refuses every write with the end date", async () => {
    const member = await forumMember(app);
    const { threadId, postId } = await startThread(app, member, categoryId);
    const result = await ban(moderator, member.id, "week", "Insults towards other members");
    const endsAt = result.data!.banUser.activeBan!.endsAt!;
    expect(Date.parse(endsAt) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(Date.parse(endsAt) - Date.now()).toBeLessThan(7.1 * 86_400_000);

    const signedIn = await login(member);
    expect(signedIn.errors).toBeUndefined();
    const headers = { authorization: `Bearer ${signedIn.data!.login.token}` };
    const me = await app.graphql<{ me: { activeBan: { reason: string; endsAt: string } } }>(ME, {}, headers);
    expect(me.data!.me.activeBan).toMatchObject({ reason: "Insults towards other members", endsAt });
    const read = await app.graphql(
      `query ($id: ID!) { thread(id: $id) { id title } }`,
      { id: threadId },
      headers,
    );
    expect(read.errors).toBeUndefined();

    const notifications = await app.graphql<{
      notifications: {
        edges: Array<{ node: { type: string; content: string; actor: { username: string } } }>;
      };
    }>(NOTIFICATIONS, {}, headers);
    expect(notifications.data!.notifications.edges.map((e) => e.node)).toContainEqual({
      type: "ban",
      content: expect.stringMatching(
        /^You are banned until .* UTC\. Reason: Insults towards other members$/,
      ) as unknown,
      actor: { username: moderator.username },
    });

    const writes = [
      app.graphql(
        CREATE_THREAD,
        { input: { categoryId, title: "Still here", body: "Hello again" } },
        headers,
      ),
      app.graphql(CREATE_POST, { input: { threadId, body: "A reply" } }, headers),
      app.graphql(EDIT_POST, { id: postId, body: "Edited text" }, headers),
      app.graphql(`mutation ($id: ID!) { deletePost(id: $id) { id } }`, { id: postId }, headers),
      app.graphql(REACT, { postId }, headers),
      app.graphql(SETTINGS, {}, headers),
    ];
    for (const write of await Promise.all(writes)) {
      expect(code(write.errors)).toBe("FORBIDDEN");
      expect(write.errors![0]!.message).toMatch(/^You are banned until .* UTC\. Reason: Insults/);
    }
    const avatar = await restCall(app, "DELETE", "/api/forum/settings/avatar", { headers });
    expect(avatar.status).toBe(403);
    const [posts] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ n: number }>>("select count(*)::int as n from forum_posts where author_id = ?", [
        member.id,
      ]);
    expect(posts!.n).toBe(1);
  });

  it("still delivers notifications to a banned member", async () => {
    const member = await forumMember(app);
    const writer = await forumMember(app);
    const { threadId } = await insertThreadAt(app, writer, categoryId);
    await ban(moderator, member.id, "day");
    const signedIn = await login(member);
    const headers = { authorization: `Bearer ${signedIn.data!.login.token}` };
    const live = await openLive(app.url, signedIn.data!.login.token, [NOTIFICATION_ADDED]);
    try {
      await reply(app, writer, threadId, `Hello @${member.username}, look at this`);
      const event = await live.next((d) => JSON.stringify(d).includes('"mention"'));
      expect(JSON.stringify(event)).toContain(writer.username);
    } finally {
      await live.dispose();
    }
    const list = await app.graphql<{ notifications: { edges: Array<{ node: { type: string } }> } }>(
      NOTIFICATIONS,
      {},
      headers,
    );
    expect(list.data!.notifications.edges.map((e) => e.node.type)).toContain("mention");
  });

  it("shows the ban to the member and to staff only", async () => {
    const member = await forumMember(app);
    await ban(moderator, member.id, "permanent", "Ban evasion");
    const stranger = await forumMember(app);
    type Profile = { userProfile: { user: { activeBan: unknown } } };
    const asStranger = await app.graphql<Profile>(
      ACTIVE_BAN_OF,
      { username: member.username },
      stranger.headers,
    );
    expect(asStranger.data!.userProfile.user.activeBan).toBeNull();
    const asVisitor = await app.graphql<Profile>(ACTIVE_BAN_OF, {
      username: member.username,
    });
    expect(asVisitor.data!.userProfile.user.activeBan).toBeNull();
    const asAdmin = await app.graphql<Profile>(ACTIVE_BAN_OF, { username: member.username }, admin.headers);
    expect(asAdmin.data!.userProfile.user.activeBan).toEqual({ reason: "Ban evasion" });
  });

  it("writes a permanent ban with no end and no expiry job", async () => {
    const member = await forumMember(app);
    const result = await ban(admin, member.id, "permanent");
    expect(result.data!.banUser.activeBan!.endsAt).toBeNull();
    const jobs = await app.orm.em
      .fork()
      .getConnection()
      .execute<unknown[]>("select 1 from pgboss.job where name = ? and data->>'banId' = ?", [
        "ban-expiry",
        result.data!.banUser.activeBan!.id,
      ]);
    expect(jobs).toHaveLength(0);
  });

  it("refuses a ban without a reason, of oneself, of an admin, and of staff by a moderator", async () => {
    const member = await forumMember(app);
    const otherModerator = await forumMember(app, { role: "moderator" });
    const blank = await ban(moderator, member.id, "day", "   ");
    expect(code(blank.errors)).toBe("BAD_USER_INPUT");
    expect(blank.errors![0]!.extensions!.fields).toEqual({ reason: "Give a reason for the ban" });
    expect(code((await ban(moderator, moderator.id)).errors)).toBe("FORBIDDEN");
    expect((await ban(moderator, moderator.id)).errors![0]!.message).toBe("You cannot ban yourself.");
    expect((await ban(admin, admin.id)).errors![0]!.message).toBe("You cannot ban yourself.");
    const anotherAdmin = await forumMember(app, { role: "admin" });
    expect((await ban(admin, anotherAdmin.id)).errors![0]!.message).toBe("Admins cannot be banned.");
    expect((await ban(moderator, anotherAdmin.id)).errors![0]!.message).toBe("Admins cannot be banned.");
    const staff = await ban(moderator, otherModerator.id);
    expect(code(staff.errors)).toBe("FORBIDDEN");
    expect(staff.errors![0]!.message).toMatch(/Moderators cannot ban moderators/);
    const byMember = await ban(member, otherModerator.id);
    expect(code(byMember.errors)).toBe("FORBIDDEN");
    const byVisitor = await app.graphql(BAN, { input: { userId: member.id, duration: "day", reason: "x" } });
    expect(code(byVisitor.errors)).toBe("UNAUTHENTICATED");
    const unknown = await ban(admin, "00000000-0000-4000-8000-000000000000");
    expect(code(unknown.errors)).toBe("NOT_FOUND");
    const bans = await app.orm.em
      .fork()
      .getConnection()
      .execute<unknown[]>("select 1 from user_bans where user_id in (?, ?, ?, ?)", [
        member.id,
        moderator.id,
        otherModerator.id,
        anotherAdmin.id,
      ]);
    expect(bans).toHaveLength(0);
    // An admin may ban a moderator.
    expect((await ban(admin, otherModerator.id)).errors).toBeUndefined();
  });

  it("audits a ban and an unban by hand, and tells the member of the unban", async () => {
    const member = await forumMember(app);
    await ban(moderator, member.id, "month", "Off-topic flood");
    const lifted = await app.graphql<{ unbanUser: { activeBan: unknown } }>(
      UNBAN,
      { userId: member.id, reason: "Appeal accepted" },
      moderator.headers,
    );
    expect(lifted.data!.unbanUser.activeBan).toBeNull();
    expect(await auditRows(member.id)).toEqual([
      {
        action: "user.ban",
        actor_id: moderator.id,
        reason: "Off-topic flood",
        details: { duration: "month", endsAt: expect.any(String) as unknown },
      },
      {
        action: "user.unban",
        actor_id: moderator.id,
        reason: "Appeal accepted",
        details: expect.any(Object) as unknown,
      },
    ]);
    const signedIn = await login(member);
    const headers = { authorization: `Bearer ${signedIn.data!.login.token}` };
    const list = await app.graphql<{
      notifications: { edges: Array<{ node: { type: string; content: string } }> };
    }>(NOTIFICATIONS, {}, headers);
    expect(list.data!.notifications.edges[0]!.node).toMatchObject({
      type: "unban",
      content: "Your ban was lifted. Appeal accepted",
    });
    // Free to write again.
    const again_ = { ...member, headers };
    expect((await startThread(app, again_, categoryId)).postId).toBeTruthy();
    const again = await app.graphql(UNBAN, { userId: member.id }, moderator.headers);
    expect(again.errors![0]!.extensions!.fields).toEqual({ userId: "This member is not banned." });
  });

  it("replaces an open ban with a new one", async () => {
    const member = await forumMember(app);
    await ban(moderator, member.id, "day", "First");
    const second = await ban(moderator, member.id, "month", "Second");
    expect(second.data!.banUser.activeBan!.reason).toBe("Second");
    const rows = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ reason: string; open: boolean }>>(
        "select reason, lifted_at is null as open from user_bans where user_id = ? order by id",
        [member.id],
      );
    expect(rows).toEqual([
      { reason: "First", open: false },
      { reason: "Second", open: true },
    ]);
  });

  it("queues the expiry for the ban's end, and at expiry lifts it, tells the member and audits it", async () => {
    const member = await forumMember(app);
    const result = await ban(moderator, member.id, "day", "Cool down");
    const banId = result.data!.banUser.activeBan!.id;
    const em = app.orm.em.fork();
    const [job] = await em
      .getConnection()
      .execute<Array<{ start_after: Date }>>(
        "select start_after from pgboss.job where name = ? and data->>'banId' = ?",
        ["ban-expiry", banId],
      );
    expect(
      Math.abs(new Date(job!.start_after).getTime() - Date.parse(result.data!.banUser.activeBan!.endsAt!)),
    ).toBeLessThan(2000);
    // Not due yet: the job changes nothing (and is queued again for the rest of the time).
    expect(await expireBan(jobContextOf(app), { banId })).toBe(false);

    // The day has passed: the ban no longer counts, even before the job runs...
    await em.execute("update user_bans set ends_at = now() - interval '1 second' where id = ?", [banId]);
    const signedIn = await login(member);
    const headers = { authorization: `Bearer ${signedIn.data!.login.token}` };
    const me = await app.graphql<{ me: { activeBan: unknown } }>(ME, {}, headers);
    expect(me.data!.me.activeBan).toBeNull();
    // ...and the queued job, run by the app's worker, lifts it and tells the member live.
    const live = await openLive(app.url, signedIn.data!.login.token, [NOTIFICATION_ADDED]);
    try {
      await app.deps.jobs.sendAfter("ban-expiry", { banId }, 0);
      const event = await live.next((d) => JSON.stringify(d).includes('"unban"'), 10_000);
      expect(JSON.stringify(event)).toContain("Your ban has ended");
    } finally {
      await live.dispose();
    }
    const [row] = await em
      .getConnection()
      .execute<Array<{ lifted: boolean; lifted_by_id: string | null }>>(
        "select lifted_at is not null as lifted, lifted_by_id from user_bans where id = ?",
        [banId],
      );
    expect(row).toEqual({ lifted: true, lifted_by_id: null });
    const audit = await auditRows(member.id);
    expect(audit.at(-1)).toEqual({
      action: "user.unban",
      actor_id: null,
      reason: "The ban ended",
      details: { banId, expired: true, system: true },
    });
    // Running it again does nothing more.
    expect(await expireBan(jobContextOf(app), { banId })).toBe(false);
  });
});
