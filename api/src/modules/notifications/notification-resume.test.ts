import { ownWords } from "@incident-watch/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeOf, servicesOf, startTestApp, type TestApp } from "../../../test/app.js";
import { registerAccount, type Account } from "../../../test/accounts.js";
import { insertCategories } from "../../../test/forum.js";
import { growReaction } from "../../../test/notifications.js";
import { insertThread } from "../forum/writes/forum-writes.js";
import type { NotificationAddedMessage, NotificationsChangedMessage } from "./notification-events.js";
import { notificationsResume } from "./notification-resume.js";

const resume = notificationsResume.notificationAdded!;

describe("what returning sockets missed, read together", () => {
  let app: TestApp;
  let ana: Account;
  let ben: Account;

  /** Notifies `account` once per content, one after the other; the new ids in order. */
  async function notifyAll(account: Account, contents: string[]): Promise<string[]> {
    const ids: string[] = [];
    for (const content of contents) {
      const em = app.orm.em.fork();
      const batch = await em.transactional((tx) =>
        servicesOf(app, em).notifications.notify(tx, {
          recipientId: account.id,
          type: "other",
          said: ownWords(content),
        }),
      );
      ids.push(batch.ids[0]!);
    }
    return ids;
  }

  /** What a returning socket's catch-up reads with, on an entity manager of its own. */
  function socket() {
    const em = app.orm.em.fork();
    return { em, services: servicesOf(app, em) };
  }

  const contents = (events: unknown[]) =>
    (events as NotificationAddedMessage[]).map((event) => event.notification.content);

  beforeAll(async () => {
    app = await startTestApp();
    [ana, ben] = await Promise.all([registerAccount(app), registerAccount(app)]);
  });

  afterAll(async () => {
    await app?.close();
  });

  it("gives each socket, in the order asked, what came after its own cursor, oldest first, as one read does", async () => {
    const [anaHeld, anaSecond] = await notifyAll(ana, ["a1", "a2", "a3"]);
    const [benHeld] = await notifyAll(ben, ["b1", "b2"]);
    const wanted = [
      { userId: ana.id, after: anaHeld! },
      { userId: ben.id, after: benHeld! },
      // a second tab of Ana's that held more, and a cursor that is no id
      { userId: ana.id, after: anaSecond! },
      { userId: ben.id, after: "not-an-id" },
    ];
    const missed = await resume.missedMany!(socket(), wanted);
    expect(missed.map(contents)).toEqual([["a2", "a3"], ["b2"], ["a3"], []]);
    for (const [i, one] of wanted.entries())
      expect(missed[i]).toEqual(await resume.missed(socket(), one.userId, one.after));
    // each with the member's unseen count now
    expect((missed[0] as NotificationAddedMessage[]).map((event) => event.unseenCount)).toEqual([3, 3]);
  });

  it("gives each returning member their unseen count now, in the order asked, as one read does", async () => {
    await notifyAll(ben, ["b3"]);
    const counts = notificationsResume.notificationsChanged!;
    const nobody = "00000000-0000-4000-8000-000000000000";
    const wanted = [ana.id, nobody, ben.id, ana.id].map((userId) => ({ userId, after: "1" }));
    const unseen = async (userId: string) =>
      (
        await app.orm.em
          .fork()
          .execute<Array<{ n: number }>>(
            `select count(*)::int as n from notifications where recipient_id = ? and not seen`,
            [userId],
          )
      )[0]!.n;
    const missed = await counts.missedMany!(socket(), wanted);
    expect(missed.map((events) => (events as NotificationsChangedMessage[])[0]!.unseenCount)).toEqual([
      await unseen(ana.id),
      0,
      await unseen(ben.id),
      await unseen(ana.id),
    ]);
    expect((missed[2] as NotificationsChangedMessage[])[0]!.unseenCount).toBeGreaterThan(0);
    for (const [i, one] of wanted.entries())
      expect(missed[i]).toEqual(await counts.missed(socket(), one.userId, one.after));
  });

  it("gives a notification that grew while the socket was away, under its old id, as the newest", async () => {
    const [grown, held] = await notifyAll(ana, ["alice reacted to your post", "newest held"]);
    await growReaction(app, grown!, "alice and bob reacted to your post");
    await notifyAll(ana, ["after"]);
    const missed = await resume.missed(socket(), ana.id, held!);
    expect(contents(missed)).toEqual(["alice and bob reacted to your post", "after"]);
  });

  it("gives at most the newest 50 after a cursor", async () => {
    const [held] = await notifyAll(ben, ["before"]);
    await notifyAll(
      ben,
      Array.from({ length: 52 }, (_, i) => `n${i + 1}`),
    );
    const [missed] = await resume.missedMany!(socket(), [{ userId: ben.id, after: held! }]);
    expect(contents(missed!)).toEqual(Array.from({ length: 50 }, (_, i) => `n${i + 3}`));
  });

  it("names a missed notification's actor and its thread by the thread's title now", async () => {
    const [held] = await notifyAll(ana, ["held"]);
    const [category] = await insertCategories(app, ["Resumed"]);
    const { threadId, postId } = await changeOf(app, (tx) =>
      insertThread(tx, {
        categoryId: category!,
        authorId: ben.id,
        title: "Cable cut near Gotland",
        markdown: "Opening",
        html: "<p>Opening</p>",
      }),
    );
    const em = app.orm.em.fork();
    await em.transactional((tx) =>
      servicesOf(app, em).notifications.forPost(tx, {
        postId,
        threadId,
        threadTitle: "Cable cut near Gotland",
        authorId: ben.id,
        content: "Look, @ana",
        mentionedUserIds: [ana.id],
      }),
    );
    await app.orm.em
      .fork()
      .execute("update forum_threads set title = 'Two cables cut near Gotland' where id = ?", [threadId]);
    const [missed] = (await resume.missed(socket(), ana.id, held!)) as NotificationAddedMessage[];
    expect(missed).toMatchObject({
      threadTitle: "Two cables cut near Gotland",
      actor: { id: ben.id, username: ben.username },
      recipient: { id: ana.id, username: ana.username },
      notification: { type: "mention", relatedThreadId: threadId, relatedPostId: postId },
    });
  });
});
