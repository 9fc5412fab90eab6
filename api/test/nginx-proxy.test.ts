import { ownWords } from "@incident-watch/schema";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import { randomBytes } from "node:crypto";
import { servicesOf, type TestApp } from "./app.js";
import { clientAt, type ClientAt } from "./client-at.js";
import { CREATE_POST, forumMember, insertCategories, insertThreadAt, type Member } from "./forum.js";
import { NOTIFICATION_ADDED, openLive, type LiveSocket } from "./live.js";
import { upgradeAnswer } from "./raw-socket.js";
import { openVisitorSocket } from "./visitor-live.js";
import { startNginx, startTwoInstances, type Nginx } from "./nginx.js";
import type { TcpRelay } from "./tcp-relay.js";
import { onThisMachine } from "./slowness.js";

async function notify(app: TestApp, recipientId: string, content: string): Promise<string> {
  const em = app.orm.em.fork();
  const service = servicesOf(app, em).notifications;
  const batch = await em.transactional((tx) =>
    service.notify(tx, { recipientId, type: "other", said: ownWords(content) }),
  );
  return batch.ids[0]!;
}

const CATEGORIES = "{ categories { id name } }";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("deploy/nginx in front of two instances", () => {
  let a: TestApp;
  let b: TestApp;
  /** Instance b reaches PostgreSQL through it, so a test can cut b off. */
  let databaseLink: TcpRelay;
  const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
  const redisPrefix = `iw-test-${randomBytes(4).toString("hex")}:`;
  let proxy: Nginx;
  let dist: string;
  const clients: ClientAt[] = [];
  const sockets: LiveSocket[] = [];
  /** A client of the proxy from its own loopback address. */
  const client = (address: string) => {
    const made = clientAt(proxy.url, address);
    clients.push(made);
    return made;
  };

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "incident-watch-dist-"));
    mkdirSync(join(dist, "assets"));
    writeFileSync(join(dist, "index.html"), "<!doctype html><title>Incident Watch Europe</title>");
    writeFileSync(join(dist, "assets", "app-1a2b.js"), "export const app = 1;\n");
    // one database, live events and rate-limit counters shared through Redis, one proxy hop trusted;
    // posting spacing relaxed (posting-limits.test.ts tests it), the research limit with it
    const env = {
      WEB_DIST: dist,
      RATE_LIMIT_FACTOR: "1000",
      TRUST_PROXY: "1",
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
    };
    ({ a, b, databaseLink } = await startTwoInstances(env));
    proxy = await startNginx([new URL(a.url).host, new URL(b.url).host]);
    await insertCategories(a, ["Through the proxy"]);
  });

  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.dispose()));
    for (const made of clients) made.close();
    await proxy?.stop();
    await b?.close();
    await a?.close();
    await databaseLink?.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    rmSync(dist, { recursive: true, force: true });
  });

  it("serves a page, its assets and /graphql, keeping anonymous answers as the app's Cache-Control says", async () => {
    const visitor = client("127.0.0.2");
    const page = await visitor.get("/mission", { accept: "text/html" });
    expect(page.status).toBe(200);
    expect(page.text).toContain("<title>Incident Watch Europe</title>");
    // "no-cache": asked of the app every time
    expect((await visitor.get("/mission", { accept: "text/html" })).headers["x-cache-status"]).toBe("MISS");

    expect((await visitor.get("/assets/app-1a2b.js")).headers["x-cache-status"]).toBe("MISS");
    const asset = await visitor.get("/assets/app-1a2b.js");
    expect(asset.headers["x-cache-status"]).toBe("HIT");
    expect(asset.text).toBe("export const app = 1;\n");

    const posted = await visitor.graphql<{ categories: Array<{ name: string }> }>(CATEGORIES);
    expect(posted.status).toBe(200);
    expect(posted.data!.categories.map((c) => c.name)).toEqual(["Through the proxy"]);

    // a GET with the session cookie is neither answered from the cache nor kept in it
    const path = `/graphql?query=${encodeURIComponent(CATEGORIES)}`;
    const member = await forumMember(a);
    // as a browser sends it: the session cookie, and the header that shows it is no cross-site request
    const signedIn = { cookie: `token=${member.token}`, "apollo-require-preflight": "true" };
    const withCookie = await visitor.get(path, signedIn);
    expect(withCookie.status).toBe(200);
    expect(withCookie.headers["x-cache-status"]).toBe("BYPASS");
    const first = await visitor.get(path);
    expect(first.headers["x-cache-status"]).toBe("MISS");
    expect(first.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
    const second = await visitor.get(path);
    expect(second.headers["x-cache-status"]).toBe("HIT");
    expect(second.text).toBe(first.text);
    expect((await visitor.get(path, signedIn)).headers["x-cache-status"]).toBe("BYPASS");
  });

  it("counts each client's own address in the app's rate limiting, whatever it claims", async () => {
    const member = await forumMember(a);
    const me = `{ me { username } }`;
    const remaining = async (from: ClientAt, headers: Record<string, string> = {}) => {
      const answer = await from.graphql<{ me: { username: string } }>(
        me,
        {},
        { ...member.headers, ...headers },
      );
      expect(answer.data?.me?.username).toBe(member.username);
      return Number(answer.headers["ratelimit-remaining"]);
    };
    const first = client("127.0.0.3");
    const start = await remaining(first);
    // counted on either instance (round robin) against the same address, a forged header changing nothing
    expect(await remaining(first)).toBe(start - 1);
    expect(await remaining(first, { "x-forwarded-for": "203.0.113.9" })).toBe(start - 2);
    expect(await remaining(first, { "x-real-ip": "203.0.113.9" })).toBe(start - 3);
    // the same member from another address starts afresh
    expect(await remaining(client("127.0.0.4"))).toBe(start);
  });

  it("refuses an address past its request rate with 429 and Retry-After, others unaffected", async () => {
    const flooder = client("127.0.0.5");
    const answers = await Promise.all(Array.from({ length: 80 }, () => flooder.get("/healthz")));
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(20);
    expect(refused[0]!.headers["retry-after"]).toBe("1");
    expect((JSON.parse(refused[0]!.text) as { message: string }).message).toMatch(/too many requests/i);
    expect((await client("127.0.0.6").get("/healthz")).status).toBe(200);
  });

  it("passes the app's 503 with Retry-After through, trying no other instance", async () => {
    const member = await forumMember(a);
    const me = client("127.0.0.8");
    await databaseLink.cut(); // instance b loses PostgreSQL
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await me.graphql(`{ me { username } }`, {}, member.headers));
    await databaseLink.restore();
    // round robin: every other request reached b, and its answer came back as it was
    const unavailable = answers.filter((answer) => answer.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThan(0);
    for (const answer of unavailable) {
      expect(answer.headers["retry-after"]).toBe("5");
      expect(answer.errors?.[0]?.extensions?.code).toBe("SERVICE_UNAVAILABLE");
    }
    // b recovers by itself once PostgreSQL answers again
    for (let ready = false; !ready; await sleep(200)) ready = (await fetch(`${b.url}/readyz`)).status === 200;
  });

  it("upgrades a visitor's socket at once while another is open: streams never wait on the cache", async () => {
    const first = await openVisitorSocket(proxy.url);
    try {
      // were upgrades looked up in the cache, sockets returning together would queue on its lock, one at a
      // time, most of them for its whole timeout (2 s: the rolling-restart bench's return)
      const upgraded = await upgradeAnswer(proxy.url);
      expect(upgraded.statusCode).toBe(101);
      expect(upgraded.headers["x-cache-status"]).toBe("BYPASS");
    } finally {
      await first.client.dispose();
    }
  });

  it("delivers a live notification through the proxied socket", async () => {
    const member = await forumMember(a);
    const live = await openLive(proxy.url, member.token, [NOTIFICATION_ADDED], { localAddress: "127.0.0.7" });
    sockets.push(live);
    await sleep(300); // Redis SUBSCRIBE is asynchronous, and the socket may be on either instance
    const id = await notify(a, member.id, "through nginx");
    expect(await live.next()).toMatchObject({
      notificationAdded: { notification: { id, content: "through nginx" } },
    });
  });

  it(
    "loses nothing acknowledged when an instance stops under load, and every socket comes back on the other",
    { timeout: onThisMachine(120_000) },
    async () => {
      const [categoryId] = await insertCategories(a, ["Under load"]);
      const author = await forumMember(a);
      const thread = await insertThreadAt(a, author, categoryId!);
      const members: Member[] = [];
      for (let i = 0; i < 6; i++) members.push(await forumMember(a));
      const live: LiveSocket[] = [];
      for (const [i, member] of members.entries()) {
        // one after another: nginx's round robin puts every other socket on each instance
        const socket = await openLive(proxy.url, member.token, [NOTIFICATION_ADDED], {
          localAddress: `127.0.1.${i + 1}`,
          reconnect: true,
        });
        live.push(socket);
        sockets.push(socket);
      }

      const acknowledged: string[] = [];
      const failed: number[] = [];
      let stopped = false;
      const write = async (member: Member, from: ClientAt, n: number) => {
        const answer = await from.graphql<{ createPost: { id: string } }>(
          CREATE_POST,
          { input: { threadId: thread.threadId, body: `Reply ${n} from ${member.username}` } },
          member.headers,
        );
        if (answer.status === 200 && answer.data?.createPost) acknowledged.push(answer.data.createPost.id);
        else failed.push(answer.status);
      };
      // each member writes one reply after another, until three of theirs were answered after the stop
      const load = members.map(async (member, i) => {
        const from = client(`127.0.1.${i + 1}`);
        for (let n = 0, afterStop = 0; afterStop < 3; n++) {
          await write(member, from, n);
          if (stopped) afterStop++;
        }
      });
      while (acknowledged.length < 2 * members.length) await sleep(50);
      await b.close(); // as on SIGTERM: in-flight requests finish, sockets close, the port closes
      stopped = true;
      await Promise.all(load);

      // everything the site acknowledged is there
      const rows = await a.orm.em
        .fork()
        .execute<Array<{ id: string }>>("select id::text as id from forum_posts where thread_id = ?", [
          thread.threadId,
        ]);
      const stored = new Set(rows.map((row) => row.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      // a request the stopping instance dropped is refused (never half done), and those are few
      expect(failed.length).toBeLessThanOrEqual(members.length);

      // every socket reconnected, the ones on the stopped instance on the other one, and gets its events
      expect(live.filter((socket) => socket.connections() > 1).length).toBeGreaterThan(0);
      await sleep(500);
      const ids = await Promise.all(members.map((member) => notify(a, member.id, "after the stop")));
      for (const [i, socket] of live.entries())
        expect(
          await socket.next(
            (data) => (data.notificationAdded as { notification: { id: string } }).notification.id === ids[i],
          ),
        ).toMatchObject({ notificationAdded: { notification: { content: "after the stop" } } });
    },
  );
});
