import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/app.js";

const SEARCH = `query Search($q: String!) { searchForum(query: $q) { totalCount } }`;

describe("the management port", () => {
  let app: TestApp;
  let locker: pg.Client;

  beforeAll(async () => {
    // one place for anonymous work and no queue: the second search at once is refused
    app = await startTestApp(
      { ADMISSION_ANONYMOUS_CONCURRENCY: "1", ADMISSION_ANONYMOUS_QUEUE: "0" },
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

  it("serves liveness, readiness and the metrics on a listener of its own, and nothing else", async () => {
    expect(app.managementUrl).not.toBe(app.url);
    const live = await fetch(`${app.managementUrl}/healthz`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });
    const ready = await fetch(`${app.managementUrl}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({
      status: "ready",
      details: { database: "up", load: { shedShare: 0 } },
    });
    const metrics = await fetch(`${app.managementUrl}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain("iw_admission_total");
    // the public API is not on it
    const graphql = await fetch(`${app.managementUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(graphql.status).toBe(404);
    // a scrape from elsewhere, through a proxy, still needs METRICS_TOKEN
    const forwarded = await fetch(`${app.managementUrl}/metrics`, {
      headers: { "x-forwarded-for": "203.0.113.9" },
    });
    expect(forwarded.status).toBe(404);
  });

  it("says it is not ready while it refuses most of its work, and stays alive", async () => {
    await locker.query("begin; lock table forum_posts in access exclusive mode");
    try {
      const running = app.graphql(SEARCH, { q: "holds the place" });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const refused = await Promise.all(
        Array.from({ length: 25 }, (_, i) => app.graphql(SEARCH, { q: `r${i}` })),
      );
      expect(refused.filter((answer) => answer.status === 503).length).toBeGreaterThanOrEqual(20);

      const ready = await fetch(`${app.managementUrl}/readyz`);
      expect(ready.status).toBe(503);
      const body = (await ready.json()) as { status: string; details: { load: { shedShare: number } } };
      expect(body.status).toBe("busy");
      expect(body.details.load.shedShare).toBeGreaterThan(0.5);
      expect((await fetch(`${app.managementUrl}/healthz`)).status).toBe(200);
      await locker.query("commit");
      expect((await running).status).toBe(200);
    } finally {
      await locker.query("rollback").catch(() => {});
    }
  });
});

describe("readiness by event-loop delay", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ READINESS_MAX_EVENT_LOOP_DELAY_MS: "200" }, {}, { management: true });
  });

  afterAll(async () => {
    await app?.close();
  });

  it("says it is not ready while its event loop is far behind", async () => {
    // the app runs in this process: stretches of synchronous work here hold its event loop back, with
    // short breaks in which it takes the probe
    let answered: Response | undefined;
    const probe = fetch(`${app.managementUrl}/readyz`).then((response) => (answered = response));
    while (!answered) {
      const stalledUntil = performance.now() + 400;
      while (performance.now() < stalledUntil);
      await new Promise((resolve) => setImmediate(resolve));
    }
    const behind = await probe;
    expect(behind.status).toBe(503);
    expect(await behind.json()).toMatchObject({ status: "busy" });
    // caught up, it is ready again (a test machine may hold this process back now and then)
    let later = await fetch(`${app.managementUrl}/readyz`);
    for (let attempt = 0; later.status === 503 && attempt < 20; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      later = await fetch(`${app.managementUrl}/readyz`);
    }
    expect(later.status).toBe(200);
  });
});
