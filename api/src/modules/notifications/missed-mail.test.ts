import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { forumMember, insertCategories, type Member } from "../../../test/forum.js";
import { startMailbox, type Mailbox } from "../../../test/mailbox.js";
import { insertReply, insertThread } from "../forum/forum-writes.js";
import { NotificationsService } from "./notifications.service.js";

const DELAY_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("mail about missed mentions and replies", () => {
  let app: TestApp;
  let mailbox: Mailbox;
  let author: Member;
  let threadId: string;

  /** A reply by `author` in the thread mentioning `mentioned`, written and published as the forum does. */
  async function mention(mentioned: Member[], thread = threadId) {
    const em = app.orm.em.fork();
    const notifications = new NotificationsService(em, app.deps);
    const written = await insertReply(em, {
      threadId: thread,
      authorId: author.id,
      markdown: "Look at this",
      html: "<p>Look at this</p>",
      evenIfLocked: false,
    });
    const batch = await em.transactional((tx) =>
      notifications.forPost(tx, {
        postId: written!.postId,
        threadId: thread,
        authorId: author.id,
        content: "Look at this",
        mentionedUserIds: mentioned.map((m) => m.id),
      }),
    );
    await notifications.publish(batch);
    return batch.ids;
  }

  const mailsTo = (member: Member) =>
    mailbox.received.filter((m) => m.to.includes(`${member.username}@example.com`));

  beforeAll(async () => {
    mailbox = await startMailbox();
    app = await startTestApp({
      SMTP_URL: mailbox.url,
      NOTIFICATION_MAIL_DELAY_SECONDS: String(DELAY_MS / 1000),
      PUBLIC_URL: "https://watch.example.eu",
      MAIL_LINK_KEY: "a key for the unsubscribe links of this test",
    });
    const [category] = await insertCategories(app, ["General"]);
    author = await forumMember(app, { username: "mail_author" });
    threadId = (
      await insertThread(app.orm.em.fork(), {
        categoryId: category!,
        authorId: author.id,
        title: "Drones over the harbour",
        markdown: "Opening",
        html: "<p>Opening</p>",
      })
    ).threadId;
  });
  afterAll(async () => {
    await app?.close();
    await mailbox?.close();
  });

  it("mails a mention still unseen after the delay, with a link to the post and a one-click unsubscribe", async () => {
    const reader = await forumMember(app, { username: "mail_reader" });
    await mention([reader]);
    const mail = await mailbox.waitFor("mail_reader@example.com", 15_000);
    expect(mail.subject).toBe("mail_author mentioned you in: Drones over the harbour");
    expect(mail.text).toContain(`https://watch.example.eu/forum/thread/${threadId}?highlight=`);
    const unsubscribe = /https:\/\/watch\.example\.eu(\/api\/notifications\/unsubscribe\?token=\S+)/.exec(
      mail.text,
    )![1]!;
    expect(mail.headers).toMatch(
      /^List-Unsubscribe:\s+<https:\/\/watch\.example\.eu\/api\/notifications\/unsubscribe\?token=/m,
    );
    expect(mail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    const response = await fetch(`${app.url}${unsubscribe}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(
      "You will no longer get e-mail about missed mentions and replies.",
    );
    const prefs = await app.graphql(
      "{ notificationPreferences { emailMissed mention } }",
      {},
      reader.headers,
    );
    expect(prefs.data).toEqual({ notificationPreferences: { emailMissed: false, mention: true } });

    await mention([reader]);
    await sleep(DELAY_MS + 2000);
    expect(mailsTo(reader)).toHaveLength(1);
  });

  it("refuses an unsubscribe link that was not signed by the site", async () => {
    const member = await forumMember(app);
    const forged = `${Buffer.from(member.id).toString("base64url")}.${Buffer.from("forged").toString("base64url")}`;
    const response = await fetch(`${app.url}/api/notifications/unsubscribe?token=${forged}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "This unsubscribe link is not valid" });
  });

  it("sends nothing when the notification was seen in time", async () => {
    const reader = await forumMember(app, { username: "mail_quick" });
    const [id] = await mention([reader]);
    const seen = await app.graphql(
      `mutation ($id: ID!) { markNotificationSeen(id: $id) { seen } }`,
      { id },
      reader.headers,
    );
    expect(seen.data).toEqual({ markNotificationSeen: { seen: true } });
    await sleep(DELAY_MS + 2500);
    expect(mailsTo(reader)).toEqual([]);
  });

  it("mails one member at most once per thread an hour", async () => {
    const reader = await forumMember(app, { username: "mail_busy" });
    await mention([reader]);
    await mailbox.waitFor("mail_busy@example.com", 15_000);
    await mention([reader]);
    await sleep(DELAY_MS + 2500);
    expect(mailsTo(reader)).toHaveLength(1);
  });
});
