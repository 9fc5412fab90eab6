import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reportMessages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { forumMember, reply, startThread, type Member } from "../../../test/forum.js";
import { DISMISS, GROUPS, OPEN_COUNT, RESOLVE, type Group, reportsSite } from "../../../test/reports.js";

/** Members report posts, threads and members; staff read them grouped by target. */
describe("reports", () => {
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
});
