import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import { forumMember, type Member } from "../../test/forum.js";
import { startTestApp, type TestApp, announceForumDataChange, servicesOf } from "../../test/app.js";
import { insertEvents } from "../../test/events.js";
import { until } from "../../test/polling.js";

const SEARCH = `query Search($q: String!) { searchForum(query: $q) { totalCount } }`;
const CATEGORIES = `query Categories { categories { id name } }`;

/** The app's own state, read in this process, changes within milliseconds. */
const SOON = { ms: 10_000, everyMs: 10 };

describe("admission control by class of work", () => {
  let app: TestApp;
  let member: Member;
  /** Holds the forum's posts locked, so every search waits in the database and keeps its place. */
  let locker: pg.Client;

  const gate = () => app.deps.metrics.sources.admission!().gates.find((g) => g.workClass === "anonymous")!;
  const search = (q: string, headers: Record<string, string> = {}) => app.graphql(SEARCH, { q }, headers);

  beforeAll(async () => {
    app = await startTestApp({
      ADMISSION_ANONYMOUS_CONCURRENCY: "1",
      ADMISSION_ANONYMOUS_QUEUE: "1",
      // tests leave the event-loop rule off unless they set it (below) and queue long enough to wait here
      ADMISSION_RETRY_AFTER_SECONDS: "3",
    });
    member = await forumMember(app);
    locker = new pg.Client({ connectionString: app.config.databaseUrl });
    await locker.connect();
  });

  afterAll(async () => {
    await locker?.end();
    await app?.close();
  });

  it("refuses anonymous work past its places and queue at once with 503 and Retry-After, while health checks, members and cached answers are served", async () => {
    // a public answer kept before the instance gets busy
    expect((await app.graphql(CATEGORIES)).status).toBe(200);
    await locker.query("begin; lock table forum_posts in access exclusive mode");
    const running = search("first");
    await until("the first search to take the place", () => gate().running === 1, SOON);
    const queued = search("second");
    await until("the second search to wait", () => gate().queued === 1, SOON);

    const refused = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: SEARCH, variables: { q: "third" } }),
    });
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("3");
    expect(await refused.json()).toEqual({
      errors: [{ message: messages.siteBusy, extensions: { code: "SERVICE_UNAVAILABLE" } }],
    });
    // a token that names no session is no member: it waits its turn as a visitor's request
    expect((await search("forged", { authorization: "Bearer not-a-session" })).status).toBe(503);
    // the anonymous REST reads share the class
    const rest = await fetch(`${app.url}/api/events?limit=1`);
    expect(rest.status).toBe(503);
    expect(rest.headers.get("retry-after")).toBe("3");
    expect(await rest.json()).toEqual({ message: messages.siteBusy });

    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${app.url}/readyz`)).status).toBe(200);
    const mine = await app.graphql<{ me: { username: string } }>("{ me { username } }", {}, member.headers);
    expect(mine.data?.me.username).toBe(member.username);
    const kept = await app.graphql<{ categories: unknown[] }>(CATEGORIES);
    expect(kept.status).toBe(200);
    expect(kept.data?.categories).toEqual([]);

    expect(await counterValue('iw_admission_total{class="anonymous",decision="shed"}')).toBe(3);
    expect(await counterValue('iw_admission_total{class="anonymous",decision="queued"}')).toBe(1);
    expect(await counterValue('iw_admission_total{class="member",decision="admitted"}')).toBe(1);
    expect(await counterValue('iw_admission_queue_length{class="anonymous"}')).toBe(1);

    await locker.query("commit");
    expect((await running).data).toEqual({ searchForum: { totalCount: 0 } });
    expect((await queued).data).toEqual({ searchForum: { totalCount: 0 } });
    expect(gate()).toMatchObject({ running: 0, queued: 0 });
  });

  it("serves visitors an older public answer while anonymous work is refused, and a fresh one after", async () => {
    const fresh = await fetch(`${app.url}/graphql?query=${encodeURIComponent(CATEGORIES)}`);
    expect(fresh.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const staleBefore = await counterValue('iw_public_cache_total{result="stale"}');
    await locker.query("begin; lock table forum_posts in access exclusive mode");
    const running = search("hold");
    await until("the search to take the place", () => gate().running === 1, SOON);
    // public forum data moves on (what every committed forum write announces)
    await announceForumDataChange(app);

    const stale = await fetch(`${app.url}/graphql?query=${encodeURIComponent(CATEGORIES)}`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get("cache-control")).toBe("public, no-cache");
    expect(stale.headers.get("etag")).toBe(fresh.headers.get("etag"));
    expect(await counterValue('iw_public_cache_total{result="stale"}')).toBe(staleBefore + 1);

    await locker.query("commit");
    await running;
    const after = await fetch(`${app.url}/graphql?query=${encodeURIComponent(CATEGORIES)}`);
    expect(after.headers.get("cache-control")).toMatch(/max-age=\d+/);
  });

  it("sends an older public answer over POST with the data version it shows, and a fresh one with the new", async () => {
    const TITLES = `query Titles { events(first: 5) { edges { node { title } } } }`;
    const post = () =>
      fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: TITLES }),
      });
    await insertEvents(app, [{ title: "Cable cut off Gotland" }]);
    const fresh = await post();
    const before = fresh.headers.get("data-version");
    expect(before).toBe((await servicesOf(app).events.dataVersion()).version);
    await locker.query("begin; lock table forum_posts in access exclusive mode");
    const running = search("hold");
    await until("the search to take the place", () => gate().running === 1, SOON);
    await insertEvents(app, [{ title: "Drones over Rzeszów" }]);

    const stale = await post();
    expect(stale.status).toBe(200);
    expect(JSON.stringify(await stale.json())).not.toContain("Rzesz");
    expect(stale.headers.get("data-version")).toBe(before);
    expect((await servicesOf(app).events.dataVersion()).version).not.toBe(before);

    await locker.query("commit");
    await running;
    const after = await post();
    expect(JSON.stringify(await after.json())).toContain("Rzesz");
    expect(after.headers.get("data-version")).toBe((await servicesOf(app).events.dataVersion()).version);
  });

  it("lets a member's write and an anonymous sign-in through while anonymous reads are refused", async () => {
    await locker.query("begin; lock table forum_posts in access exclusive mode");
    const running = search("hold");
    await until("the search to take the place", () => gate().running === 1, SOON);
    const queued = search("wait");
    await until("the search to wait", () => gate().queued === 1, SOON);

    const read = await search("refused");
    expect(read.status).toBe(503);
    const signIn = await app.graphql<{ login: { token: string } }>(
      `mutation Login($input: LoginInput!) { login(input: $input) { token } }`,
      { input: { username: member.username, password: "correct horse" } },
    );
    expect(signIn.status).toBe(200);
    expect(signIn.data?.login.token).toMatch(/\S{20,}/);
    const write = await app.graphql(
      `mutation { updateNotificationPreferences(input: { emailMissed: false }) { emailMissed } }`,
      {},
      member.headers,
    );
    expect(write.errors).toBeUndefined();

    await locker.query("commit");
    await Promise.all([running, queued]);
  });

  async function counterValue(series: string): Promise<number> {
    const text = await (await fetch(`${app.url}/metrics`)).text();
    const line = text.split("\n").find((l) => l.startsWith(`${series} `));
    return line ? Number(line.split(" ")[1]) : 0;
  }
});

describe("admission control by event-loop delay", () => {
  let app: TestApp;
  let locker: pg.Client;

  beforeAll(async () => {
    // four places: a quarter of them, one, while the event loop is behind
    app = await startTestApp({
      ADMISSION_ANONYMOUS_CONCURRENCY: "4",
      ADMISSION_MAX_EVENT_LOOP_DELAY_MS: "50",
      ADMISSION_QUEUE_WAIT_MS: "100",
    });
    locker = new pg.Client({ connectionString: app.config.databaseUrl });
    await locker.connect();
  });

  afterAll(async () => {
    await locker?.end();
    await app?.close();
  });

  it("while the event loop is behind, refuses anonymous work past a quarter of its places at once, and serves it again once it caught up", async () => {
    const gate = () => app.deps.metrics.sources.admission!().gates.find((g) => g.workClass === "anonymous")!;
    await locker.query("begin; lock table forum_posts in access exclusive mode");
    const running = app.graphql(SEARCH, { q: "holds a place" });
    await until("the search to take a place", () => gate().running === 1, SOON);

    // the app runs in this process: stretches of synchronous work here hold its event loop back, with
    // short breaks in which it takes the request
    let answered: Response | undefined;
    const request = fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: SEARCH, variables: { q: "stalled" } }),
    }).then((response) => (answered = response));
    while (!answered) {
      const stalledUntil = performance.now() + 150;
      while (performance.now() < stalledUntil);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const stalled = await request;
    expect(stalled.status).toBe(503);
    expect(stalled.headers.get("retry-after")).toBe("2");
    expect(gate().running).toBe(1);

    await locker.query("commit");
    expect((await running).status).toBe(200);
    // caught up, it serves anonymous work again (a test machine may hold this process back now and then)
    let later = await app.graphql(SEARCH, { q: "later" });
    for (let attempt = 0; later.status === 503 && attempt < 20; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      later = await app.graphql(SEARCH, { q: "later" });
    }
    expect(later.status).toBe(200);
  });
});
