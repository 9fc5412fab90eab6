import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeOf, servicesOf, startTestApp, type TestApp } from "../../../test/app.js";
import {
  confirmedMember,
  CREATE_THREAD,
  forumMember,
  insertCategories,
  type Member,
} from "../../../test/forum.js";
import { startMailbox, type Mailbox } from "../../../test/mailbox.js";
import { insertReply, insertThread } from "../forum/writes/forum-writes.js";

const DELAY_MS = 1000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("mail about missed mentions, replies and new threads", () => {
  let app: TestApp;
  let mailbox: Mailbox;
  let author: Member;
  let categoryId: string;
  let threadId: string;

  /** A reply by `author` in the thread; its notifications are written by `mention`. */
  async function reply(thread = threadId) {
    const written = await changeOf(app, (tx) =>
      insertReply(tx, {
        threadId: thread,
        authorId: author.id,
        markdown: "Look at this",
        html: "<p>Look at this</p>",
        evenIfLocked: false,
      }),
    );
    return written!.postId;
  }

  /** The reply's notifications for `mentioned`, written in a transaction as the forum does. */
  async function notify(postId: string, mentioned: Member[], thread = threadId) {
    const em = app.orm.em.fork();
    const notifications = servicesOf(app, em).notifications;
    const batch = await em.transactional((tx) =>
      notifications.forPost(tx, {
        postId,
        threadId: thread,
        threadTitle: "Drones over the harbour",
        authorId: author.id,
        content: "Look at this",
        mentionedUserIds: mentioned.map((m) => m.id),
      }),
    );
    return batch.ids;
  }

  const mention = async (mentioned: Member[], thread = threadId) =>
    notify(await reply(thread), mentioned, thread);

  const queuedChecks = async (postId: string) => {
    const rows = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ count: number }[]>(
        "select count(*)::int as count from pgboss.job where name = ? and data->>'postId' = ?",
        ["notification-missed-mail", postId],
      );
    return rows[0]!.count;
  };

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
    categoryId = (await insertCategories(app, ["General"]))[0]!;
    author = await confirmedMember(app, { username: "mail_author" });
    threadId = (
      await changeOf(app, (tx) =>
        insertThread(tx, {
          categoryId,
          authorId: author.id,
          title: "Drones over the harbour",
          markdown: "Opening",
          html: "<p>Opening</p>",
        }),
      )
    ).threadId;
  });
  afterAll(async () => {
    await app?.close();
    await mailbox?.close();
  });

  it("mails a mention still unseen after the delay, with a link to the post and a one-click unsubscribe", async () => {
    const reader = await confirmedMember(app, { username: "mail_reader" });
    await mention([reader]);
    const mail = await mailbox.waitFor("mail_reader@example.com", 15_000);
    expect(mail.subject).toBe('mail_author mentioned you in "Drones over the harbour"');
    expect(mail.text.replace(/\r\n/g, "\n")).toContain(
      'mail_author mentioned you in "Drones over the harbour" on Incident Watch:\n\n  Look at this',
    );
    expect(mail.text).toContain(`https://watch.example.eu/forum/thread/${threadId}?highlight=`);
    const unsubscribe = /https:\/\/watch\.example\.eu(\/api\/notifications\/unsubscribe\?token=\S+)/.exec(
      mail.text,
    )![1]!;
    expect(mail.headers).toMatch(
      /^List-Unsubscribe:\s+<https:\/\/watch\.example\.eu\/api\/notifications\/unsubscribe\?token=/m,
    );
    expect(mail.headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    const prefs = () =>
      app.graphql("{ notificationPreferences { emailMissed mention } }", {}, reader.headers);
    // opening the link (as a mail scanner does) only asks
    const page = await fetch(`${app.url}${unsubscribe}`);
    expect(page.status).toBe(200);
    const question = await page.text();
    expect(question).toContain("Stop the e-mail about missed mentions, replies and new threads?");
    expect(question).toMatch(/<form method="post">.*<button type="submit">Unsubscribe<\/button><\/form>/);
    expect(question).not.toContain("<script");
    expect((await prefs()).data).toEqual({ notificationPreferences: { emailMissed: true, mention: true } });
    // its button posts the form back to the same address
    const response = await fetch(`${app.url}${unsubscribe}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(
      "You will no longer get e-mail about missed mentions, replies and new threads.",
    );
    expect((await prefs()).data).toEqual({ notificationPreferences: { emailMissed: false, mention: true } });

    await mention([reader]);
    await sleep(DELAY_MS + 2000);
    expect(mailsTo(reader)).toHaveLength(1);
  });

  it("writes the mail in the member's language, its link to the thread in that language too", async () => {
    const reader = await confirmedMember(app, { username: "mail_leser" });
    const chosen = await app.graphql(
      `mutation { updateSettings(input: { language: "de" }) { language } }`,
      {},
      reader.headers,
    );
    expect(chosen.data).toEqual({ updateSettings: { language: "de" } });
    await mention([reader]);
    const mail = await mailbox.waitFor("mail_leser@example.com", 15_000);
    expect(mail.subject).toBe("mail_author hat Sie in „Drones over the harbour“ erwähnt");
    const text = mail.text.replace(/\r\n/g, "\n");
    expect(text).toContain("Hallo mail_leser,");
    expect(text).toContain(
      "mail_author hat Sie in „Drones over the harbour“ erwähnt auf Incident Watch:\n\n  Look at this",
    );
    expect(text).toContain(`https://watch.example.eu/de/forum/thread/${threadId}?highlight=`);
    expect(text).toContain("Um diese E-Mails abzubestellen");
    const unsubscribe = /https:\/\/watch\.example\.eu(\/api\/notifications\/unsubscribe\?\S+)/.exec(
      text,
    )![1]!;
    expect(unsubscribe).toMatch(/&lang=de$/);
    const page = await (await fetch(`${app.url}${unsubscribe}`)).text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain("E-Mails über verpasste Erwähnungen, Antworten und neue Themen abbestellen?");
    expect(page).toContain('<a href="https://watch.example.eu/de/forum/settings">Ihre Einstellungen</a>');
  });

  it("mails a new thread in a watched category to its watcher, in the watcher's language", async () => {
    const watcher = await confirmedMember(app, { username: "mail_obserwator" });
    const chosen = await app.graphql(
      `mutation ($id: ID!) {
         updateSettings(input: { language: "pl" }) { language }
         setCategoryWatchLevel(categoryId: $id, level: watching) { watchLevel }
       }`,
      { id: categoryId },
      watcher.headers,
    );
    expect(chosen.data).toEqual({
      updateSettings: { language: "pl" },
      setCategoryWatchLevel: { watchLevel: "watching" },
    });
    const opened = await app.graphql<{ createThread: { id: string } }>(
      CREATE_THREAD,
      { input: { categoryId, title: "Balony nad Wilnem", body: "Widziałem je wczoraj wieczorem." } },
      author.headers,
    );
    const newThreadId = opened.data!.createThread.id;
    const mail = await mailbox.waitFor("mail_obserwator@example.com", 15_000);
    expect(mail.subject).toBe("mail_author założył(a) nowy wątek „Balony nad Wilnem”");
    const text = mail.text.replace(/\r\n/g, "\n");
    expect(text).toContain("Widziałem je wczoraj wieczorem.");
    expect(text).toContain(`https://watch.example.eu/pl/forum/thread/${newThreadId}?highlight=`);
  });

  it("refuses an unsubscribe link that was not signed by the site", async () => {
    const member = await confirmedMember(app);
    const forged = `${Buffer.from(member.id).toString("base64url")}.${Buffer.from("forged").toString("base64url")}`;
    const response = await fetch(`${app.url}/api/notifications/unsubscribe?token=${forged}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "This unsubscribe link is not valid" });
  });

  it("sends nothing when the notification was seen in time", async () => {
    const reader = await confirmedMember(app, { username: "mail_quick" });
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

  it("sends nothing to an address not confirmed, nor about a post deleted before the delay", async () => {
    const unconfirmed = await forumMember(app, { username: "mail_unconfirmed" });
    const reader = await confirmedMember(app, { username: "mail_too_late" });
    await mention([unconfirmed]);
    const postId = await reply();
    await notify(postId, [reader]);
    const deleted = await app.graphql(
      `mutation ($id: ID!) { deletePost(id: $id) { isDeleted } }`,
      { id: postId },
      author.headers,
    );
    expect(deleted.data).toEqual({ deletePost: { isDeleted: true } });
    await sleep(DELAY_MS + 2500);
    expect(mailsTo(unconfirmed)).toEqual([]);
    expect(mailsTo(reader)).toEqual([]);
  });

  it("mails one member at most once per thread an hour", async () => {
    const reader = await confirmedMember(app, { username: "mail_busy" });
    await mention([reader]);
    await mailbox.waitFor("mail_busy@example.com", 15_000);
    await mention([reader]);
    await sleep(DELAY_MS + 2500);
    expect(mailsTo(reader)).toHaveLength(1);
  });

  it("queues the check in the post's transaction: nothing when it rolls back, once when it commits", async () => {
    const reader = await confirmedMember(app, { username: "mail_rollback" });
    const postId = await reply();
    const em = app.orm.em.fork();
    const notifications = servicesOf(app, em).notifications;
    const facts = {
      postId,
      threadId,
      threadTitle: "Drones over the harbour",
      authorId: author.id,
      content: "Look at this",
      mentionedUserIds: [reader.id],
    };
    await expect(
      em.transactional(async (tx) => {
        await notifications.forPost(tx, facts);
        // not yet visible outside the transaction
        expect(await queuedChecks(postId)).toBe(0);
        throw new Error("the post could not be stored");
      }),
    ).rejects.toThrow("the post could not be stored");
    expect(await queuedChecks(postId)).toBe(0);

    // committed, and before anything is published
    await em.transactional((tx) => notifications.forPost(tx, facts));
    expect(await queuedChecks(postId)).toBe(1);
    await mailbox.waitFor("mail_rollback@example.com", 15_000);
  });
});
