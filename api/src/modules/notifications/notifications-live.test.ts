import { ownWords } from "@incident-watch/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeOf, servicesOf, startTestApp, startTwoInstances, type TestApp } from "../../../test/app.js";
import { registerAccount, type Account } from "../../../test/accounts.js";
import { growReaction } from "../../../test/notifications.js";
import { settled } from "../../../test/outbox.js";
import { NOTIFICATION_ADDED, NOTIFICATIONS_CHANGED, openLive, type LiveSocket } from "../../../test/live.js";
import { unitOfWork } from "../../deps.js";
import type { DirectNotification } from "./notification-fanout.js";
import { publishAdded } from "./notification-publisher.js";

const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });

async function notify(app: TestApp, notice: DirectNotification): Promise<string> {
  const em = app.orm.em.fork();
  const service = servicesOf(app, em).notifications;
  const batch = await em.transactional((tx) => service.notify(tx, notice));
  return batch.ids[0]!;
}

async function login(app: TestApp, account: Account): Promise<string> {
  const result = await app.graphql<{ login: { token: string } }>(
    `mutation ($input: LoginInput!) { login(input: $input) { token } }`,
    { input: { username: account.username, password: account.password } },
  );
  return result.data!.login.token;
}

/** Resolves with the close code, or "open" if the socket is still open after `ms`. */
const closedWithin = (live: LiveSocket, ms: number) =>
  Promise.race([live.closed, new Promise<"open">((resolve) => setTimeout(() => resolve("open"), ms))]);

describe("live notifications on one instance", () => {
  let app: TestApp;
  let alice: Account;
  let bob: Account;
  const sockets: LiveSocket[] = [];
  const open = async (token: string | undefined, queries = [NOTIFICATION_ADDED, NOTIFICATIONS_CHANGED]) => {
    const live = await openLive(app.url, token, queries);
    sockets.push(live);
    return live;
  };

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1" });
    alice = await registerAccount(app, "live_alice");
    bob = await registerAccount(app, "live_bob");
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await app.close();
  });

  it("pushes a new notification with its unseen count to its recipient only", async () => {
    const alices = await open(alice.token);
    const bobs = await open(bob.token);
    const id = await notify(app, {
      recipientId: alice.id,
      type: "report_update",
      said: ownWords("handled"),
      actorId: bob.id,
    });
    const event = await alices.next((d) => "notificationAdded" in d);
    expect(event).toEqual({
      notificationAdded: {
        unseenCount: 1,
        notification: expect.objectContaining({
          id,
          type: "report_update",
          content: "handled",
          seen: false,
          actor: { username: "live_bob" },
          recipient: { username: "live_alice" },
          relatedPost: null,
          relatedThread: null,
        }) as unknown,
      },
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bobs.received).toEqual([]);
  });

  it("tells every open tab of the member when one is marked seen, deleted, or all are", async () => {
    const tab1 = await open(alice.token);
    const tab2 = await open(alice.token);
    const id = await notify(app, { recipientId: alice.id, type: "other", said: ownWords("two tabs") });
    await tab2.next((d) => "notificationAdded" in d);
    await app.graphql(`mutation ($id: ID!) { markNotificationSeen(id: $id) { id } }`, { id }, bearer(alice));
    expect(await tab1.next((d) => "notificationsChanged" in d)).toEqual({
      notificationsChanged: { ids: [id], change: "seen", unseenCount: expect.any(Number) as unknown },
    });
    await app.graphql("mutation { markAllNotificationsSeen }", {}, bearer(alice));
    expect(
      await tab2.next(
        (d) => (d.notificationsChanged as { change?: string } | undefined)?.change === "allSeen",
      ),
    ).toEqual({ notificationsChanged: { ids: [], change: "allSeen", unseenCount: 0 } });
    await app.graphql(`mutation ($id: ID!) { deleteNotification(id: $id) }`, { id }, bearer(alice));
    expect(
      await tab1.next(
        (d) => (d.notificationsChanged as { change?: string } | undefined)?.change === "deleted",
      ),
    ).toEqual({ notificationsChanged: { ids: [id], change: "deleted", unseenCount: 0 } });
  });

  it("sends a returning socket what it missed after the page's newest, oldest first, then the count", async () => {
    const carol = await registerAccount(app, "resume_carol");
    const held = await notify(app, { recipientId: carol.id, type: "other", said: ownWords("held") });
    const missed = [];
    for (const content of ["missed one", "missed two"]) {
      missed.push(
        await notify(app, { recipientId: carol.id, type: "other", said: ownWords(content), actorId: bob.id }),
      );
    }
    await notify(app, { recipientId: bob.id, type: "other", said: ownWords("not carol's") });
    const back = await openLive(app.url, carol.token, [NOTIFICATION_ADDED, NOTIFICATIONS_CHANGED], {
      resume: () => ({ notificationAdded: held, notificationsChanged: held }),
    });
    sockets.push(back);
    await back.next((d) => "notificationsChanged" in d);
    const added = () =>
      back.received.flatMap((d) => {
        const event = d.notificationAdded as { notification: { id: string; content: string } } | undefined;
        return event ? [event.notification] : [];
      });
    await expect.poll(() => added().length).toBe(2);
    expect(added()).toEqual([
      expect.objectContaining({ id: missed[0], content: "missed one" }),
      expect.objectContaining({ id: missed[1], content: "missed two" }),
    ]);
    expect(back.received).toContainEqual({
      notificationsChanged: { ids: [], change: "seen", unseenCount: 3 },
    });
    expect(back.received).toContainEqual({
      notificationAdded: expect.objectContaining({ unseenCount: 3 }) as unknown,
    });

    // then live, as any socket
    const later = await notify(app, { recipientId: carol.id, type: "other", said: ownWords("live again") });
    await back.next(
      (d) => (d.notificationAdded as { notification: { id: string } })?.notification.id === later,
    );
    expect(added().map((n) => n.id)).toEqual([...missed, later]);
  });

  it("sends each notification once to a socket resuming while new ones are made", async () => {
    const dave = await registerAccount(app, "resume_dave");
    const held = await notify(app, { recipientId: dave.id, type: "other", said: ownWords("held") });
    const making = Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) =>
        notify(app, { recipientId: dave.id, type: "other", said: ownWords(`n${n}`) }),
      ),
    );
    const back = await openLive(app.url, dave.token, [NOTIFICATION_ADDED], {
      resume: () => ({ notificationAdded: held }),
    });
    sockets.push(back);
    const made = await making;
    const ids = () =>
      back.received.map((d) => (d.notificationAdded as { notification: { id: string } }).notification.id);
    await expect.poll(() => ids().length).toBeGreaterThanOrEqual(6);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([...ids()].sort()).toEqual([...made].sort());
  });

  it("does not send live a notification the page held when it came back, arriving late", async () => {
    const fay = await registerAccount(app, "resume_fay");
    const held = await notify(app, { recipientId: fay.id, type: "other", said: ownWords("held") });
    const back = await openLive(app.url, fay.token, [NOTIFICATION_ADDED], {
      resume: () => ({ notificationAdded: held }),
    });
    sockets.push(back);
    // the held one's live message comes again after the socket is back, as a slow delivery would bring it
    await unitOfWork(app.orm.em.fork(), app.deps).run((tx) => publishAdded(tx, [held]));
    const after = await notify(app, { recipientId: fay.id, type: "other", said: ownWords("after") });
    await back.next((d) => "notificationAdded" in d);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const ids = back.received.map(
      (d) => (d.notificationAdded as { notification: { id: string } }).notification.id,
    );
    expect(ids).toEqual([after]);
  });

  it("sends live a notification that grows after the socket came back, though its id is before the cursor", async () => {
    const gus = await registerAccount(app, "resume_gus");
    const grown = await notify(app, { recipientId: gus.id, type: "other", said: ownWords("alice reacted") });
    const held = await notify(app, { recipientId: gus.id, type: "other", said: ownWords("held") });
    await settled(app);
    const back = await openLive(app.url, gus.token, [NOTIFICATION_ADDED], {
      resume: () => ({ notificationAdded: held }),
    });
    sockets.push(back);
    await growReaction(app, grown, "alice and bob reacted");
    await unitOfWork(app.orm.em.fork(), app.deps).run((tx) => publishAdded(tx, [grown]));
    const message = await back.next((d) => "notificationAdded" in d);
    expect(message.notificationAdded).toMatchObject({
      notification: { id: grown, content: "alice and bob reacted" },
    });
  });

  it("resumes nothing from a cursor that is no id, and still goes live", async () => {
    const erin = await registerAccount(app, "resume_erin");
    await notify(app, { recipientId: erin.id, type: "other", said: ownWords("before") });
    // its live message gone out before the socket opens: only the one made after may arrive
    await settled(app);
    const back = await openLive(app.url, erin.token, [NOTIFICATION_ADDED], {
      resume: () => ({ notificationAdded: "not-an-id" }),
    });
    sockets.push(back);
    const id = await notify(app, { recipientId: erin.id, type: "other", said: ownWords("after") });
    await back.next((d) => "notificationAdded" in d);
    const ids = back.received.map(
      (d) => (d.notificationAdded as { notification: { id: string } }).notification.id,
    );
    expect(ids).toEqual([id]);
  });

  it("refuses a socket whose token is no valid session at connection_init", async () => {
    // one without a token is a visitor's, refused every member topic (events/live/incident-live.test.ts)
    await expect(openLive(app.url, "not-a-session", [])).rejects.toThrow(/4403/);
  });

  it("closes the socket within a second of its session's logout, and only that session's", async () => {
    const token = await login(app, bob);
    const other = await open(bob.token);
    const live = await open(token);
    await app.graphql("mutation { logout }", {}, { authorization: `Bearer ${token}` });
    expect(await closedWithin(live, 1000)).toBe(4401);
    expect(await closedWithin(other, 200)).toBe("open");
  });

  it("closes the member's other sockets within a second of a password change", async () => {
    const member = await registerAccount(app, "live_carol");
    const otherToken = await login(app, member);
    const current = await open(member.token);
    const other = await open(otherToken);
    const changed = await app.graphql(
      `mutation { changePassword(currentPassword: "correct horse", newPassword: "battery staple") }`,
      {},
      bearer(member),
    );
    expect(changed.data).toEqual({ changePassword: true });
    expect(await closedWithin(other, 1000)).toBe(4401);
    expect(await closedWithin(current, 200)).toBe("open");
  });

  it("closes a socket when its session runs out", async () => {
    const member = await registerAccount(app, "live_erin");
    await app.orm.em
      .fork()
      .execute("update sessions set expires_at = now() + interval '1 second' where user_id = ?", [member.id]);
    const live = await open(member.token);
    expect(await closedWithin(live, 3000)).toBe(4401);
  });

  it("closes every socket of a member whose sessions are all ended", async () => {
    const member = await registerAccount(app, "live_dave");
    const live = await open(member.token);
    await changeOf(app, (tx) => servicesOf(app).auth.sessions.endAllOf(tx, member.id));
    expect(await closedWithin(live, 1000)).toBe(4401);
    const result = await app.graphql("{ me { id } }", {}, bearer(member));
    expect(result.data).toEqual({ me: null });
  });
});

describe("live notifications across two instances", () => {
  let instances: Awaited<ReturnType<typeof startTwoInstances>>;
  let a: TestApp;
  let b: TestApp;
  let live: LiveSocket | undefined;

  beforeAll(async () => {
    instances = await startTwoInstances();
    ({ a, b } = instances);
  });
  afterAll(async () => {
    await live?.dispose();
    await instances?.close();
  });

  it("delivers a notification written through instance A to a subscriber on instance B", async () => {
    const member = await registerAccount(a, "twin_member");
    live = await openLive(b.url, member.token, [NOTIFICATION_ADDED]);
    await new Promise((resolve) => setTimeout(resolve, 300)); // Redis SUBSCRIBE is asynchronous
    const id = await notify(a, { recipientId: member.id, type: "other", said: ownWords("from A") });
    expect(await live.next()).toMatchObject({
      notificationAdded: { notification: { id, content: "from A" } },
    });
  });
});
