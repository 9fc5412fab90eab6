import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import { forumMember, type Member } from "../../test/forum.js";
import { startTestApp, type TestApp } from "../../test/app.js";
import { until } from "../../test/polling.js";

const SEARCH = `query Search($q: String!) { searchForum(query: $q) { totalCount } }`;
const SOON = { ms: 10_000, everyMs: 10 };

describe("admission by queueing delay", () => {
  let app: TestApp;
  let member: Member;
  let keyHeaders: Record<string, string>;
  /** Holds the forum's posts locked, so a search keeps its place and the next one waits in the queue. */
  let locker: pg.Client;

  const state = () => app.deps.metrics.sources.admission!();
  const metric = async (name: string) => {
    const text = await (await fetch(`${app.managementUrl}/metrics`)).text();
    const line = text.split("\n").find((l) => l.startsWith(`${name} `));
    return line === undefined ? undefined : Number(line.split(" ")[1]);
  };

  beforeAll(async () => {
    app = await startTestApp(
      {
        ADMISSION_ANONYMOUS_CONCURRENCY: "1",
        // far above what a busy test machine's event loop lags: only the queued search passes it
        ADMISSION_SOJOURN_TARGET_MS: "1500",
        ADMISSION_SOJOURN_INTERVAL_MS: "100",
      },
      {},
      { management: true },
    );
    member = await forumMember(app);
    const created = await app.graphql<{ createApiKey: { secret: string } }>(
      `mutation { createApiKey(input: { name: "newsroom" }) { secret } }`,
      {},
      member.headers,
    );
    keyHeaders = { authorization: `Bearer ${created.data!.createApiKey.secret}` };
    locker = new pg.Client({ connectionString: app.config.databaseUrl });
    await locker.connect();
  });

  afterAll(async () => {
    await locker?.end();
    await app?.close();
  });

  it("sheds visitors' work before reading it once work has waited past the target, keeps members' and keyed research, says it is not ready, and recovers", async () => {
    expect((await app.graphql(SEARCH, { q: "before" })).status).toBe(200);
    expect(state().shedding).toBe(false);

    await locker.query("begin; lock table forum_posts in access exclusive mode");
    const running = app.graphql(SEARCH, { q: "running" });
    await until("the search to take the place", () => state().gates.some((g) => g.running === 1), SOON);
    const waiting = app.graphql(SEARCH, { q: "waiting" });
    await until("the waiting search to make the instance shed", () => state().shedding, SOON);

    // not even parsed: a body that is no JSON at all is refused as busy, not as bad input
    const refused = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{ this is not json",
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("2");
    expect(await refused.json()).toEqual({
      errors: [{ message: messages.siteBusy, extensions: { code: "SERVICE_UNAVAILABLE" } }],
    });
    expect((await fetch(`${app.url}/api/events?limit=1`)).status).toBe(503);
    // a token that names no session passes the early check, and is refused as a visitor's work after it
    const forged = await app.graphql(SEARCH, { q: "forged" }, { authorization: "Bearer not-a-session" });
    expect(forged.status).toBe(503);

    const mine = await app.graphql<{ me: { username: string } }>("{ me { username } }", {}, member.headers);
    expect(mine.data?.me.username).toBe(member.username);
    // research with an API key has the key's own share, ahead of the visitors' queue
    expect((await fetch(`${app.url}/api/events`, { headers: keyHeaders })).status).toBe(200);
    const keyed = await app.graphql<{ __typename: string }>("{ __typename }", {}, keyHeaders);
    expect(keyed.data?.__typename).toBe("Query");
    expect(await metric('iw_admission_total{class="keyed",decision="admitted"}')).toBe(2);
    const ready = await fetch(`${app.managementUrl}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: "busy", details: { load: { shedding: true } } });
    expect((await fetch(`${app.managementUrl}/healthz`)).status).toBe(200);
    expect(await metric("iw_admission_shedding")).toBe(1);
    expect(await metric("iw_admission_sojourn_seconds")).toBeGreaterThanOrEqual(1.5);

    await locker.query("commit");
    expect((await running).status).toBe(200);
    expect((await waiting).status).toBe(200);
    await until("the instance to stop shedding", () => !state().shedding, SOON);
    expect((await app.graphql(SEARCH, { q: "after" })).status).toBe(200);
    expect((await fetch(`${app.managementUrl}/readyz`)).status).toBe(200);
    expect(await metric("iw_admission_shedding")).toBe(0);
  });
});
