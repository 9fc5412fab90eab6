import { ownWords } from "@incident-watch/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesOf, startTestApp, type TestApp } from "../../../test/app.js";
import { registerAccount, type Account } from "../../../test/accounts.js";
import type { DirectNotification } from "./notification-fanout.js";
import { growReaction } from "../../../test/notifications.js";
import { refusal } from "../../../test/refusal.js";

const LIST = `query ($first: Int, $after: String, $unseenOnly: Boolean, $type: NotificationType) {
  notifications(first: $first, after: $after, unseenOnly: $unseenOnly, type: $type) {
    totalCount pageInfo { hasNextPage endCursor }
    nodes { id type content seen seenAt actor { username } recipient { username } relatedPost { id } }
  }
}`;

const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });

describe("notifications API", () => {
  let app: TestApp;
  let alice: Account;
  let bob: Account;

  /** What moderation does: notify inside its transaction (its live event commits with it). */
  async function notify(notice: DirectNotification) {
    const em = app.orm.em.fork();
    const service = servicesOf(app, em).notifications;
    const batch = await em.transactional((tx) => service.notify(tx, notice));
    return batch.ids[0]!;
  }

  const rest = (account: Account | null, method: string, path: string) =>
    fetch(`${app.url}/api${path}`, { method, headers: account ? bearer(account) : {} });

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1" });
    alice = await registerAccount(app, "notify_alice");
    bob = await registerAccount(app, "notify_bob");
  });
  afterAll(() => app.close());

  it("lists a member's own notifications, newest first, with the actor and the unseen count", async () => {
    await notify({
      recipientId: alice.id,
      type: "report_update",
      said: ownWords("Your report was handled"),
      actorId: bob.id,
    });
    await notify({ recipientId: alice.id, type: "ban", said: ownWords("You are banned for a day") });
    await notify({ recipientId: bob.id, type: "unban", said: ownWords("for bob") });
    const result = await app.graphql<{
      notifications: { totalCount: number; nodes: Array<Record<string, unknown>> };
    }>(LIST, {}, bearer(alice));
    expect(result.data!.notifications.totalCount).toBe(2);
    expect(result.data!.notifications.nodes).toEqual([
      expect.objectContaining({ type: "ban", content: "You are banned for a day", seen: false, actor: null }),
      expect.objectContaining({
        type: "report_update",
        actor: { username: "notify_bob" },
        recipient: { username: "notify_alice" },
      }),
    ]);
    const count = await app.graphql<{ unseenNotificationCount: number }>(
      "{ unseenNotificationCount }",
      {},
      bearer(alice),
    );
    expect(count.data!.unseenNotificationCount).toBe(2);
  });

  it("answers a reconnecting client with what it missed: its own, after the id it holds, oldest first", async () => {
    const carol = await registerAccount(app, "notify_carol");
    const held = await notify({ recipientId: carol.id, type: "other", said: ownWords("held already") });
    const missed = [
      await notify({ recipientId: carol.id, type: "other", said: ownWords("missed 1") }),
      await notify({ recipientId: carol.id, type: "other", said: ownWords("missed 2") }),
      await notify({ recipientId: carol.id, type: "other", said: ownWords("missed 3") }),
    ];
    await notify({ recipientId: alice.id, type: "other", said: ownWords("someone else's") });
    const SINCE = `query ($after: ID!, $first: Int) {
      notificationsSince(after: $after, first: $first) { unseenCount hasMore nodes { id content } }
    }`;
    type Since = {
      notificationsSince: { unseenCount: number; hasMore: boolean; nodes: Array<{ id: string }> };
    };
    const all = await app.graphql<Since>(SINCE, { after: held }, bearer(carol));
    expect(all.data!.notificationsSince).toEqual({
      unseenCount: 4,
      hasMore: false,
      nodes: missed.map((id, n) => ({ id, content: `missed ${n + 1}` })),
    });
    const some = await app.graphql<Since>(SINCE, { after: held, first: 2 }, bearer(carol));
    expect(some.data!.notificationsSince).toMatchObject({
      hasMore: true,
      nodes: [{ id: missed[0] }, { id: missed[1] }],
    });
    const bad = await app.graphql(SINCE, { after: "not-an-id" }, bearer(carol));
    expect(bad.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const visitor = await app.graphql(SINCE, { after: held });
    expect(visitor.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  it("also answers a reconnecting client with a notification that grew after the id it holds", async () => {
    const dana = await registerAccount(app, "notify_dana");
    const grown = await notify({ recipientId: dana.id, type: "other", said: ownWords("alice reacted") });
    const held = await notify({ recipientId: dana.id, type: "other", said: ownWords("held already") });
    await growReaction(app, grown, "alice and bob reacted");
    const SINCE = `query ($after: ID!) { notificationsSince(after: $after) { nodes { id content } } }`;
    const since = await app.graphql<{ notificationsSince: { nodes: unknown[] } }>(
      SINCE,
      { after: held },
      bearer(dana),
    );
    expect(since.data!.notificationsSince.nodes).toEqual([{ id: grown, content: "alice and bob reacted" }]);
  });

  it("pages by cursor and filters by unseen and by type", async () => {
    for (let i = 0; i < 3; i += 1)
      await notify({ recipientId: bob.id, type: "other", said: ownWords(`page ${i}`) });
    const first = await app.graphql<{
      notifications: {
        nodes: Array<{ content: string }>;
        pageInfo: { endCursor: string; hasNextPage: boolean };
      };
    }>(LIST, { first: 2, type: "other" }, bearer(bob));
    expect(first.data!.notifications.nodes.map((n) => n.content)).toEqual(["page 2", "page 1"]);
    expect(first.data!.notifications.pageInfo.hasNextPage).toBe(true);
    const second = await app.graphql<{
      notifications: { nodes: Array<{ content: string }>; pageInfo: { hasNextPage: boolean } };
    }>(LIST, { first: 2, type: "other", after: first.data!.notifications.pageInfo.endCursor }, bearer(bob));
    expect(second.data!.notifications.nodes.map((n) => n.content)).toEqual(["page 0"]);
    expect(second.data!.notifications.pageInfo.hasNextPage).toBe(false);
    const tooMany = await app.graphql(LIST, { first: 101 }, bearer(bob));
    expect(tooMany.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const badCursor = await app.graphql(LIST, { after: "nonsense" }, bearer(bob));
    expect(badCursor.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("asks visitors to sign in for every notification call", async () => {
    for (const query of [
      LIST,
      "{ unseenNotificationCount }",
      "{ notificationPreferences { reply } }",
      "mutation { markAllNotificationsSeen }",
      'mutation { markNotificationSeen(id: "1") { id } }',
      'mutation { deleteNotification(id: "1") }',
      "mutation { updateNotificationPreferences(input: { reply: false }) { reply } }",
    ]) {
      const result = await app.graphql(query);
      expect(result.errors?.[0]?.extensions?.code, query).toBe("UNAUTHENTICATED");
    }
    for (const [method, path] of [
      ["GET", "/notifications"],
      ["GET", "/notifications/unseen"],
      ["PUT", "/notifications/all/seen"],
      ["PUT", "/notifications/1/seen"],
      ["DELETE", "/notifications/1?_nocache=1"],
    ] as const) {
      expect((await rest(null, method, path)).status, `${method} ${path}`).toBe(401);
    }
  });

  it("marks one seen, refusing someone else's or a missing one as not found, and a malformed id as bad input", async () => {
    const id = await notify({ recipientId: alice.id, type: "other", said: ownWords("mark me") });
    const foreign = await app.graphql(
      `mutation ($id: ID!) { markNotificationSeen(id: $id) { id } }`,
      { id },
      bearer(bob),
    );
    expect(foreign.errors?.[0]).toMatchObject({
      message: "Notification not found",
      extensions: { code: "NOT_FOUND" },
    });
    for (const [missing, code] of [
      ["999999", "NOT_FOUND"],
      ["not-a-number", "BAD_USER_INPUT"],
    ]) {
      const result = await app.graphql(
        `mutation ($id: ID!) { markNotificationSeen(id: $id) { id } }`,
        { id: missing },
        bearer(alice),
      );
      expect(result.errors?.[0]?.extensions?.code).toBe(code);
    }
    const marked = await app.graphql<{ markNotificationSeen: { seen: boolean; seenAt: string } }>(
      `mutation ($id: ID!) { markNotificationSeen(id: $id) { seen seenAt } }`,
      { id },
      bearer(alice),
    );
    expect(marked.data!.markNotificationSeen.seen).toBe(true);
    expect(Date.parse(marked.data!.markNotificationSeen.seenAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("deletes one, refusing someone else's as not found and leaving it in place", async () => {
    const id = await notify({ recipientId: alice.id, type: "other", said: ownWords("delete me") });
    const foreign = await app.graphql(
      `mutation ($id: ID!) { deleteNotification(id: $id) }`,
      { id },
      bearer(bob),
    );
    expect(foreign.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect((await rest(bob, "DELETE", `/notifications/${id}?_nocache=${Date.now()}`)).status).toBe(404);
    const deleted = await app.graphql(
      `mutation ($id: ID!) { deleteNotification(id: $id) }`,
      { id },
      bearer(alice),
    );
    expect(deleted.data).toEqual({ deleteNotification: true });
    const again = await app.graphql(
      `mutation ($id: ID!) { deleteNotification(id: $id) }`,
      { id },
      bearer(alice),
    );
    expect(again.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  it("marks all of a member's own notifications seen and no one else's", async () => {
    await notify({ recipientId: alice.id, type: "other", said: ownWords("one more") });
    const bobBefore = await app.graphql<{ unseenNotificationCount: number }>(
      "{ unseenNotificationCount }",
      {},
      bearer(bob),
    );
    const marked = await app.graphql<{ markAllNotificationsSeen: number }>(
      "mutation { markAllNotificationsSeen }",
      {},
      bearer(alice),
    );
    expect(marked.data!.markAllNotificationsSeen).toBeGreaterThan(0);
    const after = await app.graphql<{ unseenNotificationCount: number }>(
      "{ unseenNotificationCount }",
      {},
      bearer(alice),
    );
    expect(after.data!.unseenNotificationCount).toBe(0);
    const bobAfter = await app.graphql<{ unseenNotificationCount: number }>(
      "{ unseenNotificationCount }",
      {},
      bearer(bob),
    );
    expect(bobAfter.data!.unseenNotificationCount).toBe(bobBefore.data!.unseenNotificationCount);
  });

  it("answers the spec's REST shapes", async () => {
    const id = await notify({ recipientId: bob.id, type: "report_update", said: ownWords("rest shape") });
    const list = await rest(bob, "GET", "/notifications");
    expect(list.status).toBe(200);
    const body = (await list.json()) as { data: Array<Record<string, unknown>> };
    expect(body.data[0]).toEqual({
      _id: id,
      type: "report_update",
      content: "rest shape",
      messageKey: "notifications.said.ownWords",
      messageArgs: { text: "rest shape" },
      seen: false,
      seenAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      relatedPost: null,
      relatedThread: null,
      relatedEvent: null,
      recipient: { _id: bob.id, username: "notify_bob" },
    });
    const unseen = (await (await rest(bob, "GET", "/notifications/unseen")).json()) as { count: number };
    expect(unseen.count).toBeGreaterThan(0);
    const seen = await rest(bob, "PUT", `/notifications/${id}/seen`);
    expect(await seen.json()).toEqual({ success: true });
    expect((await rest(alice, "PUT", `/notifications/${id}/seen`)).status).toBe(404);
    expect(await (await rest(alice, "PUT", `/notifications/${id}/seen`)).json()).toEqual(
      refusal("Notification not found", undefined, "NOT_FOUND"),
    );
    expect(await (await rest(bob, "PUT", "/notifications/all/seen")).json()).toEqual({ success: true });
    expect(await (await rest(bob, "GET", "/notifications/unseen")).json()).toEqual({ count: 0 });
    expect(await (await rest(bob, "DELETE", `/notifications/${id}?_nocache=${Date.now()}`)).json()).toEqual({
      success: true,
    });
  });

  it("keeps preferences per member, changing only the fields given", async () => {
    const initial = await app.graphql(
      "{ notificationPreferences { reply quote mention reaction emailMissed } }",
      {},
      bearer(alice),
    );
    expect(initial.data).toEqual({
      notificationPreferences: { reply: true, quote: true, mention: true, reaction: true, emailMissed: true },
    });
    await app.graphql(
      "mutation { updateNotificationPreferences(input: { reply: false }) { reply } }",
      {},
      bearer(alice),
    );
    const updated = await app.graphql<{ updateNotificationPreferences: Record<string, boolean> }>(
      "mutation { updateNotificationPreferences(input: { reaction: false, emailMissed: false }) { reply quote mention reaction emailMissed } }",
      {},
      bearer(alice),
    );
    expect(updated.data!.updateNotificationPreferences).toEqual({
      reply: false,
      quote: true,
      mention: true,
      reaction: false,
      emailMissed: false,
    });
    const bobs = await app.graphql("{ notificationPreferences { reply reaction } }", {}, bearer(bob));
    expect(bobs.data).toEqual({ notificationPreferences: { reply: true, reaction: true } });
  });

  it("broadcasts a system message to every member but the admin in one INSERT … SELECT", async () => {
    const admin = await registerAccount(app, "notify_admin");
    await app.orm.em
      .fork()
      .getConnection()
      .execute(`update users set role = 'admin' where id = ?`, [admin.id]);
    await app.orm.em
      .fork()
      .getConnection()
      .execute(
        `insert into users (id, username, username_key, email, password_hash, role, created_at)
       select gen_random_uuid(), 'bulk' || g, 'bulk' || g, 'bulk' || g || '@example.com', 'x', 'user', now()
         from generate_series(1, 3000) g`,
      );
    const members = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ n: number }>>(`select count(*)::int as n from users`);
    const denied = await app.graphql(
      `mutation { broadcastSystemNotification(content: "hi") }`,
      {},
      bearer(bob),
    );
    expect(denied.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const empty = await app.graphql(
      `mutation { broadcastSystemNotification(content: "  ") }`,
      {},
      bearer(admin),
    );
    expect(empty.errors?.[0]).toMatchObject({
      message: "Message is required",
      extensions: { code: "BAD_USER_INPUT" },
    });

    const sent = await app.graphql<{ broadcastSystemNotification: number }>(
      `mutation { broadcastSystemNotification(content: "Maintenance tonight") }`,
      {},
      bearer(admin),
    );
    expect(sent.data!.broadcastSystemNotification).toBe(members[0]!.n - 1);
    // Rows written by one statement share their transaction (xmin) and their command number (cmin).
    const [written] = await app.orm.em
      .fork()
      .getConnection()
      .execute<Array<{ rows: number; transactions: number; commands: number; admin: number }>>(
        `select count(*)::int as rows, count(distinct xmin::text)::int as transactions,
              count(distinct cmin::text)::int as commands,
              count(*) filter (where recipient_id = ?)::int as admin
         from notifications where type = 'system'`,
        [admin.id],
      );
    expect(written).toEqual({ rows: members[0]!.n - 1, transactions: 1, commands: 1, admin: 0 });
    const bobs = await app.graphql<{
      notifications: { nodes: Array<{ type: string; content: string; actor: null }> };
    }>(LIST, { first: 1 }, bearer(bob));
    expect(bobs.data!.notifications.nodes[0]).toMatchObject({
      type: "system",
      content: "Maintenance tonight",
      actor: null,
    });
  });
});
