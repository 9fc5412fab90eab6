import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import {
  CREATE_POST,
  CREATE_THREAD,
  forumMember,
  insertCategories,
  insertReplyAt,
  insertThreadAt,
} from "../../../../test/forum.js";

interface Refusal {
  message: string;
  extensions: { code: string; retryAfter: number };
}

describe("posting limits", () => {
  let app: TestApp;
  let categoryId: string;

  beforeAll(async () => {
    app = await startTestApp();
    categoryId = (await insertCategories(app, ["General"]))[0]!;
  });

  afterAll(async () => {
    await app?.close();
  });

  const newThread = (headers: Record<string, string>, body = `A new thread at ${Math.random()}`) =>
    app.graphql(CREATE_THREAD, { input: { categoryId, title: "A new thread", body } }, headers);
  const newReply = (
    headers: Record<string, string>,
    threadId: string,
    body = `A reply at ${Math.random()}`,
  ) => app.graphql(CREATE_POST, { input: { threadId, body } }, headers);
  const refusal = (result: { errors?: unknown[] }) => result.errors?.[0] as Refusal;

  it("refuses a second post within 5 seconds with RATE_LIMITED and the seconds to wait", async () => {
    const member = await forumMember(app);
    const { threadId } = await insertThreadAt(app, member, categoryId);
    expect((await newReply(member.headers, threadId)).errors).toBeUndefined();
    const refused = refusal(await newReply(member.headers, threadId));
    expect(refused.message).toBe(messages.postingTooFast);
    expect(refused.extensions.code).toBe("RATE_LIMITED");
    expect(refused.extensions.retryAfter).toBeGreaterThan(0);
    expect(refused.extensions.retryAfter).toBeLessThanOrEqual(5);
  });

  it("makes an account under a day old wait 30 seconds between posts", async () => {
    const member = await forumMember(app, { ageDays: 0 });
    const { threadId } = await insertThreadAt(app, member, categoryId);
    expect((await newReply(member.headers, threadId)).errors).toBeUndefined();
    const refused = refusal(await newReply(member.headers, threadId));
    expect(refused.message).toBe(messages.postingTooFast);
    expect(refused.extensions.retryAfter).toBeGreaterThan(5);
    expect(refused.extensions.retryAfter).toBeLessThanOrEqual(30);
  });

  it("refuses the same text from the same member within five minutes", async () => {
    const member = await forumMember(app);
    const { threadId } = await insertThreadAt(app, member, categoryId);
    expect((await newReply(member.headers, threadId, "Same words twice")).errors).toBeUndefined();
    const refused = refusal(await newReply(member.headers, threadId, "Same words twice  "));
    expect(refused).toMatchObject({ message: messages.duplicatePost, extensions: { code: "RATE_LIMITED" } });
    expect(refused.extensions.retryAfter).toBeGreaterThan(250);
  });

  it("refuses a second thread within 15 seconds", async () => {
    const member = await forumMember(app);
    expect((await newThread(member.headers)).errors).toBeUndefined();
    const refused = refusal(await newThread(member.headers));
    expect(refused).toMatchObject({ message: messages.threadsTooFast, extensions: { code: "RATE_LIMITED" } });
    expect(refused.extensions.retryAfter).toBeLessThanOrEqual(15);
  });

  it("refuses a 21st thread in a day until the oldest of the twenty is a day old", async () => {
    const member = await forumMember(app);
    for (let hoursAgo = 20; hoursAgo > 0; hoursAgo -= 1)
      await insertThreadAt(app, member, categoryId, hoursAgo);
    const refused = refusal(await newThread(member.headers));
    expect(refused).toMatchObject({ message: messages.threadsPerDay, extensions: { code: "RATE_LIMITED" } });
    expect(refused.extensions.retryAfter).toBeGreaterThan(3 * 3600);
    expect(refused.extensions.retryAfter).toBeLessThanOrEqual(4 * 3600 + 5);
  });

  it("refuses a fourth thread on an account's first day", async () => {
    const member = await forumMember(app, { ageDays: 0 });
    for (let i = 0; i < 3; i += 1) await insertThreadAt(app, member, categoryId);
    expect(refusal(await newThread(member.headers))).toMatchObject({
      message: messages.threadsPerDay,
      extensions: { code: "RATE_LIMITED" },
    });
  });

  it("refuses an eleventh reply on an account's first day", async () => {
    const member = await forumMember(app, { ageDays: 0 });
    const { threadId } = await insertThreadAt(app, member, categoryId);
    for (let i = 0; i < 10; i += 1) await insertReplyAt(app, member, threadId);
    expect(refusal(await newReply(member.headers, threadId))).toMatchObject({
      message: messages.repliesPerDayNewAccount,
      extensions: { code: "RATE_LIMITED" },
    });
  });

  it("lets an established member reply after more than ten replies in a day", async () => {
    const member = await forumMember(app);
    const { threadId } = await insertThreadAt(app, member, categoryId);
    for (let i = 0; i < 12; i += 1) await insertReplyAt(app, member, threadId);
    expect((await newReply(member.headers, threadId)).errors).toBeUndefined();
  });

  it("stores nothing when a post is refused", async () => {
    const member = await forumMember(app);
    const { threadId } = await insertThreadAt(app, member, categoryId);
    await newReply(member.headers, threadId, "Kept");
    await newReply(member.headers, threadId, "Refused, too fast");
    const rows = await app.orm.em
      .fork()
      .execute<{ markdown: string }[]>(
        "select markdown from forum_posts where thread_id = ? and number > 1",
        [threadId],
      );
    expect(rows.map((r) => r.markdown)).toEqual(["Kept"]);
  });
});
