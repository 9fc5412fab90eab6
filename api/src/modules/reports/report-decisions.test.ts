import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportMessages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { forumMember, reply, startThread, type Member } from "../../../test/forum.js";
import { DISMISS, RESOLVE, reportsSite } from "../../../test/reports.js";

/** Staff resolve or dismiss a target's reports: the action, the reporters told and the audit, in one step. */
describe("report decisions", () => {
  let app: TestApp;
  let author: Member;
  let reporters: Member[];
  let moderator: Member;
  let categoryId: string;
  let site: Awaited<ReturnType<typeof reportsSite>>;

  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_FACTOR: "1000" });
    site = await reportsSite(app);
    ({ author, reporters, moderator, categoryId } = site);
  });

  afterAll(async () => {
    await app?.close();
  });

  const report: typeof site.report = (...args) => site.report(...args);
  const sql: typeof site.sql = (...args) => site.sql(...args);
  const groups: typeof site.groups = (...args) => site.groups(...args);
  const reportUpdates: typeof site.reportUpdates = (...args) => site.reportUpdates(...args);
  const audit: typeof site.audit = (...args) => site.audit(...args);

  it("resolves with the post deleted in the same transaction, tells each reporter and audits it", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    const post = await reply(app, author, threadId, "To be removed");
    await report(reporters[0]!, { targetType: "post", targetId: post.id, reason: "illegal" });
    await report(reporters[1]!, { targetType: "post", targetId: post.id, reason: "spam" });
    const updatesBefore = (await reportUpdates(reporters[1]!)).length;

    const result = await app.graphql<{ resolveReports: Record<string, unknown> }>(
      RESOLVE,
      { type: "post", id: post.id, note: "Clear spam", action: "deletePost" },
      moderator.headers,
    );
    expect(result.data?.resolveReports).toMatchObject({
      status: "resolved",
      reportCount: 2,
      note: "Clear spam",
      action: "deletePost",
      handledBy: { username: moderator.username },
      post: { isDeleted: true },
    });
    const updates = await reportUpdates(reporters[1]!);
    expect(updates).toHaveLength(updatesBefore + 1);
    expect(updates.at(-1)!.content).toMatch(/took action/);
    expect((await audit("post", post.id)).map((a) => [a.action, a.reason, a.actor_id])).toEqual([
      ["post.delete", "Clear spam", moderator.id],
      ["report.resolve", "Clear spam", moderator.id],
    ]);
    const resolved = await groups("resolved");
    expect(resolved.nodes.find((g) => g.targetId === post.id)).toMatchObject({
      reportCount: 2,
      note: "Clear spam",
      action: "deletePost",
    });
    expect((await groups("open")).nodes.find((g) => g.targetId === post.id)).toBeUndefined();

    const twice = await app.graphql(RESOLVE, { type: "post", id: post.id }, moderator.headers);
    expect(twice.errors?.[0]).toMatchObject({
      message: reportMessages.noOpenReports,
      extensions: { code: "NOT_FOUND" },
    });
  });

  it("locks the thread when resolving with lockThread, and dismisses with the reporters told", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    await report(reporters[2]!, { targetType: "thread", targetId: threadId, reason: "abuse" });
    const locked = await app.graphql<{ resolveReports: { thread: { isLocked: boolean } } }>(
      RESOLVE,
      { type: "thread", id: threadId, action: "lockThread" },
      moderator.headers,
    );
    expect(locked.data?.resolveReports.thread.isLocked).toBe(true);
    expect((await audit("thread", threadId)).map((a) => a.action)).toEqual(["thread.lock", "report.resolve"]);

    await report(reporters[0]!, { targetType: "user", targetId: author.id, reason: "other", text: "Hmm" });
    const before = (await reportUpdates(reporters[0]!)).length;
    const dismissed = await app.graphql<{ dismissReports: Record<string, unknown> }>(
      DISMISS,
      { type: "user", id: author.id, note: "Not a rule break" },
      moderator.headers,
    );
    expect(dismissed.data?.dismissReports).toMatchObject({ status: "dismissed", reportCount: 1 });
    const updates = await reportUpdates(reporters[0]!);
    expect(updates).toHaveLength(before + 1);
    expect(updates.at(-1)!.content).toMatch(/no rule broken/);
    expect((await audit("user", author.id)).map((a) => a.action)).toContain("report.dismiss");
    expect((await groups("dismissed")).nodes.some((g) => g.targetId === author.id)).toBe(true);
  });

  it("refuses an action that does not fit the target, with nothing changed", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    await report(reporters[1]!, { targetType: "thread", targetId: threadId, reason: "spam" });
    const result = await app.graphql(
      RESOLVE,
      { type: "thread", id: threadId, action: "deletePost" },
      moderator.headers,
    );
    expect(result.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const [row] = await sql<{ status: string }>(
      "select status from reports where target_type = 'thread' and target_id = ?",
      [threadId],
    );
    expect(row!.status).toBe("open");
  });

  it("changes nothing when a part of resolving fails: the action, the reports and the audit roll back", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    const post = await reply(app, author, threadId, "Still here after a failure");
    await report(reporters[2]!, { targetType: "post", targetId: post.id, reason: "spam" });
    // The reporter's notification cannot be written
    await sql(`create function refuse_report_updates() returns trigger language plpgsql as $$
      begin if new.type = 'report_update' then raise exception 'no notifications now'; end if; return new; end $$`);
    await sql(
      "create trigger refuse_report_updates before insert on notifications for each row execute function refuse_report_updates()",
    );
    try {
      const result = await app.graphql(
        RESOLVE,
        { type: "post", id: post.id, action: "deletePost" },
        moderator.headers,
      );
      expect(result.errors).toBeDefined();
    } finally {
      await sql("drop trigger refuse_report_updates on notifications");
      await sql("drop function refuse_report_updates()");
    }
    const [stored] = await sql<{ is_deleted: boolean }>("select is_deleted from forum_posts where id = ?", [
      post.id,
    ]);
    expect(stored!.is_deleted).toBe(false);
    const [open] = await sql<{ status: string }>(
      "select status from reports where target_type = 'post' and target_id = ?",
      [post.id],
    );
    expect(open!.status).toBe("open");
    expect(await audit("post", post.id)).toEqual([]);
  });

  it("bans the author in the same step when asked, and then the banned member cannot report", async () => {
    const spammer = await forumMember(app);
    const { threadId } = await startThread(app, spammer, categoryId);
    await report(reporters[0]!, { targetType: "thread", targetId: threadId, reason: "spam" });
    const result = await app.graphql<{ resolveReports: { status: string } }>(
      `mutation ($id: ID!, $ban: ReportBanInput) {
        resolveReports(targetType: thread, targetId: $id, note: "Spam account", action: lockThread, ban: $ban) { status } }`,
      { id: threadId, ban: { duration: "week", reason: "Advertising" } },
      moderator.headers,
    );
    expect(result.data?.resolveReports.status).toBe("resolved");
    const [ban] = await sql<{ reason: string }>(
      "select reason from user_bans where user_id = ? and lifted_at is null",
      [spammer.id],
    );
    expect(ban!.reason).toBe("Advertising");
    expect((await audit("user", spammer.id)).map((a) => a.action)).toEqual(["user.ban"]);
    expect((await audit("thread", threadId)).map((a) => a.action)).toEqual(["thread.lock", "report.resolve"]);

    // A ban the rules refuse (an admin) leaves the reports open and nothing done
    const admin = await forumMember(app, { role: "admin" });
    await report(reporters[1]!, { targetType: "user", targetId: admin.id, reason: "abuse" });
    const refused = await app.graphql(
      `mutation ($id: ID!, $ban: ReportBanInput) {
        resolveReports(targetType: user, targetId: $id, ban: $ban) { status } }`,
      { id: admin.id, ban: { duration: "day", reason: "No" } },
      moderator.headers,
    );
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const [open] = await sql<{ status: string }>(
      "select status from reports where target_type = 'user' and target_id = ?",
      [admin.id],
    );
    expect(open!.status).toBe("open");

    const banned = await forumMember(app);
    await sql(
      "insert into user_bans (user_id, banned_by_id, reason, starts_at) values (?, ?, 'Rude', now())",
      [banned.id, moderator.id],
    );
    const attempt = await report(banned, { targetType: "user", targetId: author.id, reason: "other" });
    expect(attempt.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
