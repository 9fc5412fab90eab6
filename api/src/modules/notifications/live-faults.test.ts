import { ownWords } from "@incident-watch/schema";
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servicesOf, startTestApp, type TestApp } from "../../../test/app.js";
import { registerAccount, type Account } from "../../../test/accounts.js";
import { NOTIFICATION_ADDED, openLive, type LiveSocket } from "../../../test/live.js";
import { closedPort, startTcpRelay, type TcpRelay } from "../../../test/tcp-relay.js";

const REDIS_PORT = Number(new URL(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379").port || 6379);

async function notify(app: TestApp, recipientId: string, content: string): Promise<string> {
  const em = app.orm.em.fork();
  const service = servicesOf(app, em).notifications;
  const batch = await em.transactional((tx) =>
    service.notify(tx, { recipientId, type: "other", said: ownWords(content) }),
  );
  return batch.ids[0]!;
}

async function readiness(app: TestApp) {
  const response = await fetch(`${app.url}/readyz`);
  return { code: response.status, ...((await response.json()) as { status: string }) };
}

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms: number): Promise<T> {
  const end = Date.now() + ms;
  let value = await read();
  while (!ok(value) && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

/** The instance's readiness once it says `status`, or whatever it says after 5 s. */
const statusWithin5s = async (app: TestApp, status: string) =>
  (
    await eventually(
      () => readiness(app),
      (r) => r.status === status,
      5000,
    )
  ).status;

const addedId = (data: Record<string, unknown>) =>
  (data.notificationAdded as { notification: { id: string } } | undefined)?.notification.id;
const notificationIs = (id: string) => (data: Record<string, unknown>) => addedId(data) === id;
const addedIds = (live: LiveSocket) => live.received.flatMap((data) => addedId(data) ?? []);

const logout = (app: TestApp, account: Account) =>
  app.graphql("mutation { logout }", {}, { authorization: `Bearer ${account.token}` });

async function removeKeys(prefix: string) {
  const redis = new Redis(REDIS_PORT, "127.0.0.1");
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
}

describe("live notifications with Redis unreachable from the start", () => {
  let app: TestApp;
  const sockets: LiveSocket[] = [];

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1", REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.dispose()));
    await app?.close();
  });

  it("starts, serves, and says it is degraded", async () => {
    expect(await readiness(app)).toEqual({
      code: 200,
      status: "degraded",
      details: {
        database: "up",
        liveEvents: "redis-unreachable",
        load: { eventLoopDelayMs: expect.any(Number) as unknown, shedding: false, shedShare: 0 },
      },
    });
  });

  it("delivers on its own instance and closes a socket at logout", async () => {
    const member = await registerAccount(app, "lonely_member");
    const live = await openLive(app.url, member.token, [NOTIFICATION_ADDED]);
    sockets.push(live);
    const id = await notify(app, member.id, "no Redis needed");
    expect(await live.next()).toMatchObject({ notificationAdded: { notification: { id } } });
    expect(await logout(app, member)).toMatchObject({ data: { logout: true } });
    expect(await Promise.race([live.closed, new Promise((r) => setTimeout(() => r("open"), 3000))])).toBe(
      4401,
    );
  });
});

describe("live notifications across two instances when Redis is cut and comes back", () => {
  const prefix = `iw-test-${randomBytes(4).toString("hex")}:`;
  let relay: TcpRelay;
  let a: TestApp;
  let b: TestApp;
  let member: Account;
  let onB: LiveSocket;
  let onA: LiveSocket;
  const sockets: LiveSocket[] = [];

  beforeAll(async () => {
    relay = await startTcpRelay(REDIS_PORT);
    const env = { TRUST_PROXY: "1", REDIS_URL: relay.url, REDIS_PREFIX: prefix };
    a = await startTestApp(env);
    b = await startTestApp({ ...env, DATABASE_URL: a.config.databaseUrl! });
    member = await registerAccount(a, "cut_member");
    onB = await openLive(b.url, member.token, [NOTIFICATION_ADDED]);
    onA = await openLive(a.url, member.token, [NOTIFICATION_ADDED]);
    sockets.push(onA, onB);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.dispose()));
    await b?.close();
    await a?.close();
    await relay?.close();
    await removeKeys(prefix);
  });

  it("delivers through Redis while it is there", async () => {
    const id = await notify(a, member.id, "before the cut");
    expect(await onB.next(notificationIs(id))).toBeTruthy();
  });

  it("keeps delivering on every instance during the cut, without crashing, and closes a socket at logout", async () => {
    await relay.cut();
    expect(await statusWithin5s(a, "degraded")).toBe("degraded");
    const during = await notify(a, member.id, "during the cut");
    expect(await onA.next(notificationIs(during))).toBeTruthy();
    expect(await onB.next(notificationIs(during))).toBeTruthy();

    const second = await registerAccount(a, "cut_second");
    const secondLive = await openLive(a.url, second.token, [NOTIFICATION_ADDED]);
    sockets.push(secondLive);
    expect(await logout(a, second)).toMatchObject({ data: { logout: true } });
    expect(
      await Promise.race([secondLive.closed, new Promise((r) => setTimeout(() => r("open"), 3000))]),
    ).toBe(4401);
  });

  it("is back on Redis within 5 s of its return, publishes what the cut held, and delivers each once", async () => {
    await relay.restore();
    for (const app of [a, b]) {
      expect(await statusWithin5s(app, "ready")).toBe("ready");
    }
    const unpublished = () =>
      a.orm.em
        .fork()
        .execute<Array<{ n: number }>>(
          `select count(*)::int as n from live_events where published_at is null`,
        )
        .then((rows) => rows[0]!.n);
    expect(await eventually(unpublished, (n) => n === 0, 5000)).toBe(0);

    const after = await notify(a, member.id, "after the cut");
    expect(await onB.next(notificationIs(after))).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const live of [onA, onB]) {
      const ids = addedIds(live);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });
});
