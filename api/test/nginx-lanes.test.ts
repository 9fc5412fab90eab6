import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Redis } from "ioredis";
import type { TestApp } from "./app.js";
import { clientAt, type ClientAt } from "./client-at.js";
import { forumMember, insertCategories } from "./forum.js";
import { startNginx, startTwoInstances, type Nginx } from "./nginx.js";
import type { TcpRelay } from "./tcp-relay.js";

const SEARCH = `query Search($q: String!) { searchForum(query: $q) { totalCount } }`;
const CATEGORIES = "{ categories { id name } }";

/** A counter of an instance, as its management port shows it. */
async function metric(app: TestApp, series: string): Promise<number> {
  const text = await (await fetch(`${app.managementUrl}/metrics`)).text();
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.split(" ")[1]) : 0;
}

describe("deploy/nginx's lanes in front of two instances", () => {
  let a: TestApp;
  let b: TestApp;
  /** Instance b reaches PostgreSQL through it, so a test can cut b off. */
  let databaseLink: TcpRelay;
  let locker: pg.Client;
  const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
  const redisPrefix = `iw-test-${randomBytes(4).toString("hex")}:`;
  let proxy: Nginx;
  const clients: ClientAt[] = [];
  const client = (address: string) => {
    const made = clientAt(proxy.url, address);
    clients.push(made);
    return made;
  };

  beforeAll(async () => {
    const env = {
      RATE_LIMIT_FACTOR: "1000",
      TRUST_PROXY: "1",
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
    };
    ({ a, b, databaseLink } = await startTwoInstances(env));
    // one anonymous request at a time per instance
    proxy = await startNginx([new URL(a.url).host, new URL(b.url).host], { anonymousMaxConns: 1 });
    await insertCategories(a, ["Behind the lanes"]);
    locker = new pg.Client({ connectionString: a.config.databaseUrl });
    await locker.connect();
  });

  afterAll(async () => {
    for (const made of clients) made.close();
    await locker?.end();
    await proxy?.stop();
    await b?.close();
    await a?.close();
    await databaseLink?.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it("answers past the anonymous lane's bound at once, from its cache or with 503 and Retry-After, while members pass in their own lane", async () => {
    const visitor = client("127.0.0.20");
    const cached = `/graphql?query=${encodeURIComponent(CATEGORIES)}`;
    expect((await visitor.get(cached)).status).toBe(200);
    expect((await visitor.get(cached)).headers["x-cache-status"]).toBe("HIT");
    const member = await forumMember(a);

    await locker.query("begin; lock table forum_posts in access exclusive mode");
    try {
      // one search on each instance, both waiting for the lock: the lane is full everywhere
      const holding = [client("127.0.0.21"), client("127.0.0.22")].map((one, i) =>
        one.graphql(SEARCH, { q: `holds ${i}` }),
      );
      for (let waiting = 0; waiting < 2; await new Promise((resolve) => setTimeout(resolve, 20))) {
        waiting = (
          await locker.query<{ n: number }>("select count(*)::int as n from pg_locks where not granted")
        ).rows[0]!.n;
      }

      const started = Date.now();
      const refused = await client("127.0.0.23").graphql(SEARCH, { q: "no room" });
      expect(refused.status).toBe(503);
      expect(refused.headers["retry-after"]).toBe("5");
      expect(Date.now() - started).toBeLessThan(1000);
      // what nginx holds it still answers
      const kept = await visitor.get(cached);
      expect(kept.status).toBe(200);
      expect(kept.headers["x-cache-status"]).toBe("HIT");
      // members have a lane of their own
      const mine = await client("127.0.0.24").graphql<{ me: { username: string } }>(
        "{ me { username } }",
        {},
        member.headers,
      );
      expect(mine.status).toBe(200);
      expect(mine.data?.me.username).toBe(member.username);

      await locker.query("commit");
      for (const answer of await Promise.all(holding)) expect(answer.status).toBe(200);
    } finally {
      await locker.query("rollback").catch(() => {});
    }
    expect((await client("127.0.0.25").graphql(SEARCH, { q: "room again" })).status).toBe(200);
  });

  it("tries a GET the app refused with 503 once on the other instance", async () => {
    const visitor = client("127.0.0.30");
    const refusedBefore = await metric(b, 'iw_http_requests_total{class="anonymous",status="5xx"}');
    await databaseLink.cut(); // instance b loses PostgreSQL and answers 503
    const answers = [];
    try {
      for (let i = 0; i < 4; i++) {
        const query = encodeURIComponent(SEARCH);
        const variables = encodeURIComponent(JSON.stringify({ q: `retried ${i}` }));
        answers.push(await visitor.get(`/graphql?query=${query}&variables=${variables}`));
      }
    } finally {
      await databaseLink.restore();
    }
    // round robin: some reached b first, were refused there and answered by a
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(await metric(b, 'iw_http_requests_total{class="anonymous",status="5xx"}')).toBeGreaterThan(
      refusedBefore,
    );
  });
});
