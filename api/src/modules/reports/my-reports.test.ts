import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { forumMember, insertCategories, reply, startThread, type Member } from "../../../test/forum.js";

const REPORT = `mutation ($input: ReportContentInput!) { reportContent(input: $input) { id } }`;
const MINE = `query ($first: Int, $after: String) {
  myReports(first: $first, after: $after) {
    hasNextPage endCursor
    nodes { id targetType targetLabel targetPath reason text status handledAt answer } } }`;
const RESOLVE = `mutation ($type: ReportTarget!, $id: ID!, $note: String, $action: ReportAction) {
  resolveReports(targetType: $type, targetId: $id, note: $note, action: $action) { status } }`;
const DISMISS = `mutation ($type: ReportTarget!, $id: ID!, $note: String) {
  dismissReports(targetType: $type, targetId: $id, note: $note) { status } }`;

interface MyReport {
  id: string;
  targetType: string;
  targetLabel: string;
  targetPath: string | null;
  reason: string;
  text: string | null;
  status: string;
  handledAt: string | null;
  answer: string | null;
}

describe("a member's own reports", () => {
  let app: TestApp;
  let author: Member;
  let reporter: Member;
  let other: Member;
  let moderator: Member;
  let categoryId: string;

  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_FACTOR: "1000" });
    [author, reporter, other, moderator] = await Promise.all([
      forumMember(app),
      forumMember(app),
      forumMember(app),
      forumMember(app, { role: "moderator" }),
    ]);
    categoryId = (await insertCategories(app, ["Reports"]))[0]!;
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = async <T>(query: string, variables: Record<string, unknown>, as: Member) => {
    const result = await app.graphql<T>(query, variables, as.headers);
    if (!result.data) throw new Error(JSON.stringify(result.errors));
    return result.data;
  };
  const mine = async (as: Member, first = 20, after: string | null = null) =>
    (
      await call<{ myReports: { nodes: MyReport[]; hasNextPage: boolean; endCursor: string | null } }>(
        MINE,
        { first, after },
        as,
      )
    ).myReports;

  it("lists what the member reported, newest first, with its state and the staff's answer, never the note", async () => {
    const { threadId } = await startThread(app, author, categoryId);
    const post = await reply(app, author, threadId, "Buy cheap watches here");
    const report = (targetType: string, targetId: string, text: string | null = null) =>
      call(REPORT, { input: { targetType, targetId, reason: "spam", text } }, reporter);
    await report("post", post.id, "An advert");
    await report("thread", threadId);
    await report("user", author.id);

    const [thread] = await app.orm.em
      .fork()
      .execute<{ title: string }[]>("select title from forum_threads where id = ?", [threadId]);
    const title = thread!.title;
    const open = await mine(reporter);
    expect(open.nodes[1]).toMatchObject({
      targetLabel: `the thread "${title}"`,
      targetPath: `/forum/thread/${threadId}`,
    });
    expect(open.nodes.map((n) => [n.targetType, n.status, n.answer])).toEqual([
      ["user", "open", null],
      ["thread", "open", null],
      ["post", "open", null],
    ]);
    expect(open.nodes[0]!.targetLabel).toBe(`the member ${author.username}`);
    expect(open.nodes[0]!.targetPath).toBe(`/forum/user/${author.username}`);
    expect(open.nodes[2]).toMatchObject({
      targetLabel: `a post in "${title}"`,
      targetPath: `/forum/thread/${threadId}?highlight=${post.id}`,
      text: "An advert",
      reason: "spam",
    });

    await call(RESOLVE, { type: "post", id: post.id, note: "staff only", action: "deletePost" }, moderator);
    await call(DISMISS, { type: "user", id: author.id, note: "staff only too" }, moderator);
    const decided = await mine(reporter);
    expect(decided.nodes.map((n) => [n.targetType, n.status, n.answer])).toEqual([
      ["user", "dismissed", "A moderator reviewed it and found no rule broken."],
      ["thread", "open", null],
      ["post", "resolved", "A moderator reviewed it and took action: the post was removed."],
    ]);
    // the deleted post can no longer be opened; nobody's note reaches the reporter
    expect(decided.nodes[2]!.targetPath).toBeNull();
    expect(decided.nodes[2]!.handledAt).not.toBeNull();
    expect(JSON.stringify(decided)).not.toContain("staff only");

    expect((await mine(other)).nodes).toEqual([]);
  });

  it("pages by cursor and refuses a bad page size or cursor", async () => {
    const first = await mine(reporter, 2);
    expect(first.nodes).toHaveLength(2);
    expect(first.hasNextPage).toBe(true);
    const rest = await mine(reporter, 2, first.endCursor);
    expect(rest.nodes.map((n) => n.targetType)).toEqual(["post"]);
    expect(rest.hasNextPage).toBe(false);

    const tooMany = await app.graphql(MINE, { first: 51 }, reporter.headers);
    expect(tooMany.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const badCursor = await app.graphql(MINE, { after: "nope" }, reporter.headers);
    expect(badCursor.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const visitor = await app.graphql(MINE, {});
    expect(visitor.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
