import { ownWords } from "@incident-watch/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesOf, startTestApp, type TestApp } from "../../../test/app.js";
import { registerAccount, type Account } from "../../../test/accounts.js";
import { growReaction } from "../../../test/notifications.js";
import type { NotificationAddedMessage } from "./notification-events.js";
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
    const missed = await resume.missedMany!(app.orm.em.fork(), wanted);
    expect(missed.map(contents)).toEqual([["a2", "a3"], ["b2"], ["a3"], []]);
    for (const [i, one] of wanted.entries())
      expect(missed[i]).toEqual(await resume.missed(app.orm.em.fork(), one.userId, one.after));
    // each with the member's unseen count now
    expect((missed[0] as NotificationAddedMessage[]).map((event) => event.unseenCount)).toEqual([3, 3]);
  });

  it("gives a notification that grew while the socket was away, under its old id, as the newest", async () => {
    const [grown, held] = await notifyAll(ana, ["alice reacted to your post", "newest held"]);
    await growReaction(app, grown!, "alice and bob reacted to your post");
    await notifyAll(ana, ["after"]);
    const missed = await resume.missed(app.orm.em.fork(), ana.id, held!);
    expect(contents(missed)).toEqual(["alice and bob reacted to your post", "after"]);
  });

  it("gives at most the newest 50 after a cursor", async () => {
    const [held] = await notifyAll(ben, ["before"]);
    await notifyAll(
      ben,
      Array.from({ length: 52 }, (_, i) => `n${i + 1}`),
    );
    const [missed] = await resume.missedMany!(app.orm.em.fork(), [{ userId: ben.id, after: held! }]);
    expect(contents(missed!)).toEqual(Array.from({ length: 50 }, (_, i) => `n${i + 3}`));
  });
});
