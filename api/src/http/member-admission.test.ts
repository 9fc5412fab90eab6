import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import { forumMember } from "../../test/forum.js";
import type { Client } from "graphql-ws";
import { startTestApp, type TestApp } from "../../test/app.js";
import { openLive, type LiveSocket } from "../../test/live.js";
import { until } from "../../test/polling.js";

const SEARCH = `query Search($q: String!) { searchForum(query: $q) { totalCount } }`;
const ME = "{ me { username } }";

/** Runs one operation over a live socket; resolves with its errors' codes (none: []). */
function run(client: Client, query: string, variables?: Record<string, unknown>): Promise<string[]> {
  const codes = (errors: unknown) =>
    (Array.isArray(errors) ? errors : [errors]).map((e: { extensions?: { code?: unknown } }) =>
      String(e?.extensions?.code),
    );
  return new Promise((resolve) => {
    client.subscribe(
      { query, variables },
      {
        next: (result) => result.errors && resolve(codes(result.errors)),
        error: (errors) => resolve(codes(errors)),
        complete: () => resolve([]),
      },
    );
  });
}

describe("members admitted within their account's share", () => {
  let app: TestApp;
  /** Holds the forum's posts locked, so every search waits in the database and keeps its place. */
  let locker: pg.Client;

  beforeAll(async () => {
    // a full share: 4 places, 40 heavy requests a minute (a burst of 10); a new account gets a quarter
    // of it: one place, 10 a minute with a burst of 3
    app = await startTestApp(
      {
        ADMISSION_MEMBER_CONCURRENCY: "4",
        ADMISSION_MEMBER_HEAVY_PER_MINUTE: "40",
        ADMISSION_MEMBER_QUEUE_WAIT_MS: "300",
        ADMISSION_RETRY_AFTER_SECONDS: "3",
      },
      {},
      { management: true },
    );
    locker = new pg.Client({ connectionString: app.config.databaseUrl });
    await locker.connect();
  });

  afterAll(async () => {
    await locker?.end();
    await app?.close();
  });

  /** A counter or gauge as the management port's /metrics shows it. */
  async function metric(series: string): Promise<number> {
    const text = await (await fetch(`${app.managementUrl}/metrics`)).text();
    const line = text.split("\n").find((l) => l.startsWith(`${series} `));
    return line ? Number(line.split(" ")[1]) : 0;
  }

  it("refuses a new account's heavy work past its rate with 429 and Retry-After, its light work and older accounts unaffected", async () => {
    const fresh = await forumMember(app, { ageDays: 0 });
    const older = await forumMember(app, { ageDays: 40 });
    const limitedBefore = await metric('iw_admission_total{class="member",decision="limited"}');
    for (let i = 0; i < 3; i++)
      expect((await app.graphql(SEARCH, { q: `f${i}` }, fresh.headers)).status).toBe(200);

    const refused = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...fresh.headers },
      body: JSON.stringify({ query: SEARCH, variables: { q: "one too many" } }),
    });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    // 10 a minute: the next one in at most 6 s
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(6);
    expect(await refused.json()).toEqual({
      errors: [{ message: messages.tooManyRequests, extensions: { code: "RATE_LIMITED", retryAfter } }],
    });
    // the research REST API is heavy work too
    const rest = await fetch(`${app.url}/api/events?limit=1`, { headers: fresh.headers });
    expect(rest.status).toBe(429);
    expect(rest.headers.get("retry-after")).not.toBeNull();
    expect(await rest.json()).toEqual({ message: messages.tooManyRequests });
    // the account's own light work goes on
    expect((await app.graphql<{ me: { username: string } }>(ME, {}, fresh.headers)).data?.me.username).toBe(
      fresh.username,
    );
    // an account of full standing has ten
    for (let i = 0; i < 10; i++)
      expect((await app.graphql(SEARCH, { q: `o${i}` }, older.headers)).status).toBe(200);
    expect((await app.graphql(SEARCH, { q: "o10" }, older.headers)).status).toBe(429);
    expect(await metric('iw_admission_total{class="member",decision="limited"}')).toBe(limitedBefore + 3);
    expect(await metric('iw_http_requests_total{class="member",status="4xx"}')).toBeGreaterThanOrEqual(3);
  });

  it("counts a member's queries over the live socket against the same share", async () => {
    const fresh = await forumMember(app, { ageDays: 0 });
    const live: LiveSocket = await openLive(app.url, fresh.token, []);
    try {
      for (let i = 0; i < 3; i++) expect(await run(live.client, SEARCH, { q: `live ${i}` })).toEqual([]);
      expect(await run(live.client, SEARCH, { q: "live, one too many" })).toEqual(["RATE_LIMITED"]);
      expect(await run(live.client, ME)).toEqual([]);
      // the HTTP requests of the same account meet the same spent rate
      expect((await app.graphql(SEARCH, { q: "over http" }, fresh.headers)).status).toBe(429);
    } finally {
      await live.dispose();
    }
  });

  it("holds one account's work to its own places: past them it waits, then is refused with 503, while other members are served", async () => {
    const fresh = await forumMember(app, { ageDays: 0 });
    const other = await forumMember(app, { ageDays: 0 });
    const queuedBefore = await metric('iw_admission_total{class="member",decision="queued"}');
    const shedBefore = await metric('iw_admission_total{class="member",decision="shed"}');
    await locker.query("begin; lock table forum_posts in access exclusive mode");
    try {
      // its one place, held by a search that waits for the lock
      const running = app.graphql(SEARCH, { q: "holds the place" }, fresh.headers);
      await until(
        "the search to wait for the lock",
        async () =>
          (await locker.query<{ n: number }>("select count(*)::int as n from pg_locks where not granted"))
            .rows[0]!.n > 0,
        { ms: 10_000, everyMs: 20 },
      );
      // its next request, light as it is, waits for that place and is refused past the wait
      const started = Date.now();
      const waited = await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", ...fresh.headers },
        body: JSON.stringify({ query: ME }),
      });
      expect(waited.status).toBe(503);
      expect(waited.headers.get("retry-after")).toBe("3");
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      expect(await waited.json()).toEqual({
        errors: [{ message: messages.siteBusy, extensions: { code: "SERVICE_UNAVAILABLE" } }],
      });
      expect(await metric('iw_admission_total{class="member",decision="queued"}')).toBe(queuedBefore + 1);
      expect(await metric('iw_admission_total{class="member",decision="shed"}')).toBe(shedBefore + 1);

      // another new account has places of its own
      const mine = await app.graphql<{ me: { username: string } }>(ME, {}, other.headers);
      expect(mine.status).toBe(200);
      expect(mine.data?.me.username).toBe(other.username);
      await locker.query("commit");
      expect((await running).status).toBe(200);
    } finally {
      await locker.query("rollback").catch(() => {});
    }
    // with its place back, the account is served again
    expect((await app.graphql(ME, {}, fresh.headers)).status).toBe(200);
  });
});
