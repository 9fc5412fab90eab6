import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportMessages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { forumMember, insertCategories, reply, startThread, type Member } from "../../../test/forum.js";

const REPORT = `mutation ($input: ReportContentInput!) {
  reportContent(input: $input) { id targetType targetId reason text status } }`;
const GROUPS = `query ($status: ReportStatus!, $first: Int, $after: String) {
  reportGroups(status: $status, first: $first, after: $after) {
    totalCount pageInfo { hasNextPage endCursor }
    nodes { id targetType targetId status reportCount reasons { reason count }
            reports { reason text reporter { username } }
            post { id html isDeleted } thread { id title isLocked } targetUser { username }
            handledBy { username } note action } } }`;
const RESOLVE = `mutation ($type: ReportTarget!, $id: ID!, $note: String, $action: ReportAction) {
  resolveReports(targetType: $type, targetId: $id, note: $note, action: $action) {
    status reportCount note action handledBy { username } post { isDeleted } thread { isLocked } } }`;
const DISMISS = `mutation ($type: ReportTarget!, $id: ID!, $note: String) {
  dismissReports(targetType: $type, targetId: $id, note: $note) { status reportCount note } }`;
const OPEN_COUNT = `{ openReportCount }`;

interface Group {
  id: string;
  targetType: string;
  targetId: string;
  reportCount: number;
  reasons: Array<{ reason: string; count: number }>;
  reports: Array<{ reason: string; text: string | null; reporter: { username: string } }>;
  post: { id: string; html: string; isDeleted: boolean } | null;
  thread: { id: string; title: string; isLocked: boolean } | null;
  targetUser: { username: string } | null;
  handledBy: { username: string } | null;
  note: string | null;
  action: string | null;
}

describe("reports", () => {
  let app: TestApp;
  let author: Member;
  let reporters: Member[];
  let moderator: Member;
  let categoryId: string;

  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_FACTOR: "1000" });
    [author, moderator, ...reporters] = await Promise.all([
      forumMember(app),
      forumMember(app, { role: "moderator" }),
      forumMember(app),
      forumMember(app),
      forumMember(app),
    ]);
    categoryId = (await insertCategories(app, ["Reports"]))[0]!;
  });

  afterAll(async () => {
    await app?.close();
  });

  const report = (member: Member | null, input: Record<string, unknown>) =>
    app.graphql<{ reportContent: { id: string; status: string } }>(REPORT, { input }, member?.headers);
  const sql = <T>(query: string, params: unknown[] = []) =>
    app.orm.em.fork().getConnection().execute<T[]>(query, params);
  const groups = async (status: string, as: Member = moderator) => {
    const result = await app.graphql<{ reportGroups: { nodes: Group[]; totalCount: number } }>(
      GROUPS,
      { status, first: 50 },
      as.headers,
    );
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data.reportGroups;
  };
  const reportUpdates = (member: Member) =>
    sql<{ content: string }>(
      "select content from notifications where recipient_id = ? and type = 'report_update' order by id",
      [member.id],
    );
  const audit = (targetType: string, targetId: string) =>
    sql<{ action: string; reason: string | null; actor_id: string }>(
      "select action, reason, actor_id from staff_actions where target_type = ? and target_id = ? order by id",
      [targetType, targetId],
    );

  it("takes one open report per member and target, and refuses a second with nothing stored", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    const post = await reply(app, author, threadId, "A reply someone dislikes");
    const first = await report(reporters[0]!, {
      targetType: "post",
      targetId: post.id,
      reason: "spam",
      text: "  Buy now links  ",
    });
    expect(first.data?.reportContent).toMatchObject({ status: "open" });
    const stored = await sql<{ text: string; target_user_id: string }>(
      "select text, target_user_id from reports where id = ?",
      [first.data!.reportContent.id],
    );
    expect(stored).toEqual([{ text: "Buy now links", target_user_id: author.id }]);

    const again = await report(reporters[0]!, { targetType: "post", targetId: post.id, reason: "abuse" });
    expect(again.errors?.[0]).toMatchObject({
      message: reportMessages.reportAlreadyOpen,
      extensions: { code: "CONFLICT" },
    });
    const [count] = await sql<{ n: number }>(
      "select count(*)::int as n from reports where target_type = 'post' and target_id = ?",
      [post.id],
    );
    expect(count!.n).toBe(1);
  });

  it("knows a target by its one spelling: leading zeros and upper-case UUIDs name the same target", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    const post = await reply(app, author, threadId, "Reported under many spellings");
    const member = reporters[1]!;
    const reported = await forumMember(app);
    expect(
      (await report(member, { targetType: "post", targetId: post.id, reason: "spam" })).errors,
    ).toBeUndefined();
    for (const targetId of [`0${post.id}`, `000${post.id}`]) {
      const again = await report(member, { targetType: "post", targetId, reason: "spam" });
      expect(again.errors?.[0]?.extensions?.code, targetId).toBe("CONFLICT");
    }
    const byLower = await report(member, { targetType: "user", targetId: reported.id, reason: "abuse" });
    expect(byLower.errors).toBeUndefined();
    const byUpper = await report(member, {
      targetType: "user",
      targetId: reported.id.toUpperCase(),
      reason: "abuse",
    });
    expect(byUpper.errors?.[0]?.extensions?.code).toBe("CONFLICT");
    const stored = await sql<{ target_id: string }>(
      `select target_id from reports where reporter_id = ?
          and (ltrim(target_id, '0') = ? or lower(target_id) = ?) order by id`,
      [member.id, post.id, reported.id],
    );
    expect(stored.map((row) => row.target_id)).toEqual([post.id, reported.id]);
  });

  it("refuses one's own post, own thread and oneself, missing targets, long texts and visitors", async () => {
    const { threadId, postId } = await startThread(app, author, categoryId);
    const cases: Array<[Member | null, Record<string, unknown>, string]> = [
      [author, { targetType: "post", targetId: postId, reason: "spam" }, "FORBIDDEN"],
      [author, { targetType: "thread", targetId: threadId, reason: "spam" }, "FORBIDDEN"],
      [author, { targetType: "user", targetId: author.id, reason: "abuse" }, "FORBIDDEN"],
      [reporters[0]!, { targetType: "post", targetId: "999999999", reason: "spam" }, "NOT_FOUND"],
      [reporters[0]!, { targetType: "user", targetId: "not-a-user", reason: "spam" }, "BAD_USER_INPUT"],
      [reporters[0]!, { targetType: "post", targetId: "-5", reason: "spam" }, "BAD_USER_INPUT"],
      [
        reporters[0]!,
        { targetType: "thread", targetId: threadId, reason: "other", text: "x".repeat(1001) },
        "BAD_USER_INPUT",
      ],
      [null, { targetType: "thread", targetId: threadId, reason: "spam" }, "UNAUTHENTICATED"],
    ];
    for (const [member, input, code] of cases) {
      const result = await report(member, input);
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe(code);
    }
    const [count] = await sql<{ n: number }>(
      `select count(*)::int as n from reports where (target_type, target_id) in
         (('post', ?), ('thread', ?), ('user', ?))`,
      [postId, threadId, author.id],
    );
    expect(count!.n).toBe(0);
  });

  it("takes at most 10 reports from a member in 24 hours", async () => {
    const busy = await forumMember(app);
    // Nine from earlier today (closed ones count too), one from yesterday that no longer does
    for (let i = 0; i < 9; i++)
      await sql(
        `insert into reports (reporter_id, target_type, target_id, reason, status, created_at)
         values (?, 'user', ?, 'spam', 'dismissed', now() - interval '2 hours')`,
        [busy.id, `gone-${i}`],
      );
    await sql(
      `insert into reports (reporter_id, target_type, target_id, reason, status, created_at)
       values (?, 'user', 'old', 'spam', 'dismissed', now() - interval '25 hours')`,
      [busy.id],
    );
    const tenth = await report(busy, { targetType: "user", targetId: reporters[1]!.id, reason: "spam" });
    expect(tenth.errors).toBeUndefined();
    const eleventh = await report(busy, { targetType: "user", targetId: reporters[2]!.id, reason: "spam" });
    expect(eleventh.errors?.[0]).toMatchObject({
      message: reportMessages.reportsPerDay,
      extensions: { code: "RATE_LIMITED" },
    });
    const [count] = await sql<{ n: number }>("select count(*)::int as n from reports where reporter_id = ?", [
      busy.id,
    ]);
    expect(count!.n).toBe(11);
  });

  it("groups open reports by target with how many reported it and why, the content shown in place", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    const post = await reply(app, author, threadId, "Grouped **content**");
    await report(reporters[0]!, { targetType: "post", targetId: post.id, reason: "abuse", text: "Rude" });
    await report(reporters[1]!, { targetType: "post", targetId: post.id, reason: "abuse" });
    await report(reporters[2]!, { targetType: "post", targetId: post.id, reason: "spam", text: "Ads" });
    await report(reporters[0]!, { targetType: "thread", targetId: threadId, reason: "misinformation" });

    const open = await groups("open");
    const postGroup = open.nodes.find((g) => g.targetType === "post" && g.targetId === post.id)!;
    expect(postGroup).toMatchObject({
      reportCount: 3,
      reasons: [
        { reason: "abuse", count: 2 },
        { reason: "spam", count: 1 },
      ],
      post: {
        id: post.id,
        html: expect.stringContaining("<p>Grouped <strong>content</strong></p>") as unknown,
        isDeleted: false,
      },
      thread: { id: threadId },
      targetUser: { username: author.username },
    });
    expect(postGroup.reports.map((r) => r.text).sort()).toEqual(["Ads", "Rude", null].sort());
    const threadGroup = open.nodes.find((g) => g.targetType === "thread" && g.targetId === threadId)!;
    expect(threadGroup).toMatchObject({ reportCount: 1, thread: { title: expect.any(String) as unknown } });
    const count = await app.graphql<{ openReportCount: number }>(OPEN_COUNT, {}, moderator.headers);
    expect(count.data!.openReportCount).toBe(open.totalCount);

    const against = await app.graphql<{ userProfile: { user: { reportsAgainst: number } } }>(
      `query ($u: String!) { userProfile(username: $u) { user { reportsAgainst } } }`,
      { u: author.username },
      moderator.headers,
    );
    expect(against.data!.userProfile.user.reportsAgainst).toBeGreaterThanOrEqual(4);
    const asMember = await app.graphql(
      `query ($u: String!) { userProfile(username: $u) { user { reportsAgainst } } }`,
      { u: author.username },
      reporters[0]!.headers,
    );
    expect(asMember.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

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

  it("lets only staff read and decide: visitors are UNAUTHENTICATED, members FORBIDDEN", async () => {
    const operations: Array<[string, Record<string, unknown>]> = [
      [GROUPS, { status: "open" }],
      [OPEN_COUNT, {}],
      [DISMISS, { type: "post", id: "1" }],
      [RESOLVE, { type: "post", id: "1" }],
    ];
    for (const [query, variables] of operations) {
      expect((await app.graphql(query, variables)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
      expect((await app.graphql(query, variables, author.headers)).errors?.[0]?.extensions?.code).toBe(
        "FORBIDDEN",
      );
    }
    const missing = await app.graphql(DISMISS, { type: "post", id: "987654321" }, moderator.headers);
    expect(missing.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("pages through groups with a cursor", async () => {
    const first = await app.graphql<{
      reportGroups: { nodes: Group[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
    }>(GROUPS, { status: "open", first: 1 }, moderator.headers);
    const page = first.data!.reportGroups;
    expect(page.nodes).toHaveLength(1);
    expect(page.pageInfo.hasNextPage).toBe(true);
    const second = await app.graphql<{ reportGroups: { nodes: Group[] } }>(
      GROUPS,
      { status: "open", first: 1, after: page.pageInfo.endCursor },
      moderator.headers,
    );
    expect(second.data!.reportGroups.nodes[0]!.id).not.toBe(page.nodes[0]!.id);
    const bad = await app.graphql(GROUPS, { status: "open", after: "nonsense" }, moderator.headers);
    expect(bad.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
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
