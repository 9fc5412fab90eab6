import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { forumMember, insertCategories, reply, startThread, type Member } from "../../../test/forum.js";

const REACT = `mutation ($postId: ID!) { toggleReaction(postId: $postId, kind: like) { id } }`;
const REPORT = `mutation ($input: ReportContentInput!) { reportContent(input: $input) { id } }`;

interface Export {
  exportedAt: string;
  account: { id: string; username: string; email: string; role: string; notificationPreferences: object };
  threads: Array<{ id: string; title: string }>;
  posts: Array<{ id: string; threadId: string; markdown: string; deleted: boolean }>;
  reactions: Array<{ postId: string; kind: string }>;
  reports: Array<{ targetType: string; reason: string; text: string | null; status: string }>;
  notifications: Array<{ type: string; from: string | null; content: string | null }>;
  sessions: Array<{ startedAt: string; expiresAt: string }>;
  bans: unknown[];
  follows: Array<{ kind: string; id: string; level: string }>;
}

describe("a member's data export", () => {
  let app: TestApp;
  let member: Member;
  let other: Member;
  let categoryId: string;

  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_FACTOR: "1000" });
    [member, other] = await Promise.all([forumMember(app), forumMember(app)]);
    categoryId = (await insertCategories(app, ["General"]))[0]!;
  });
  afterAll(async () => {
    await app?.close();
  });

  const download = (headers: Record<string, string> = {}) =>
    fetch(`${app.url}/api/forum/settings/data`, { headers });

  it("is a JSON file of the member's own account, posts, reactions, reports, notifications and sessions", async () => {
    const { threadId } = await startThread(app, member, categoryId, "My own opening words");
    const otherPost = await reply(app, other, threadId, `A reply by someone else, @${member.username}`);
    await app.graphql(REACT, { postId: otherPost.id }, member.headers);
    await app.graphql(
      REPORT,
      { input: { targetType: "post", targetId: otherPost.id, reason: "spam", text: "Looks like an advert" } },
      member.headers,
    );

    const response = await download(member.headers);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="incident-watch-my-data.json"',
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const data = (await response.json()) as Export;
    expect(data.account).toMatchObject({
      id: member.id,
      username: member.username,
      email: `${member.username}@example.com`,
      role: "user",
      language: "en",
      notificationPreferences: { reply: true, emailMissed: true },
    });
    expect(data.threads).toEqual([expect.objectContaining({ id: threadId })]);
    expect(data.posts).toEqual([
      expect.objectContaining({ threadId, markdown: "My own opening words", deleted: false }),
    ]);
    expect(data.reactions).toEqual([expect.objectContaining({ postId: otherPost.id, kind: "like" })]);
    expect(data.reports).toEqual([
      expect.objectContaining({
        targetType: "post",
        reason: "spam",
        text: "Looks like an advert",
        status: "open",
      }),
    ]);
    expect(data.notifications).toEqual([expect.objectContaining({ type: "mention", from: other.username })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.follows).toEqual([{ kind: "thread", id: threadId, level: "watching" }]);

    // of the other member, only what the member was shown (their name, the excerpt in the member's own
    // notification): not their id, e-mail or posts; and no password hash nor session token of anyone
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.id);
    expect(text).not.toContain(`${other.username}@example.com`);
    expect(JSON.stringify(data.posts)).not.toContain("A reply by someone else");
    expect(text).not.toMatch(/password|token|\$argon2/i);
  });

  it("answers a visitor 401", async () => {
    const response = await download();
    expect(response.status).toBe(401);
  });
});
