import { request } from "node:http";
import { setTimeout as delay } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcePublicDataChange, startTestApp, type TestApp } from "../../../../test/app.js";
import { MAX_OPEN_EXPORTS } from "./event-export.js";
import { onThisMachine } from "../../../../test/slowness.js";

/** Starts a download, reads its first chunk and hangs up. */
function abandonDownload(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, (res) => {
      res.on("error", () => undefined); // the hang-up itself
      res.once("data", (chunk: Buffer) => {
        req.destroy();
        resolve(chunk.length);
      });
    });
    req.on("error", reject); // after resolve(), the hang-up's own error changes nothing
    req.end();
  });
}

describe("downloads a client abandons", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_FACTOR: "100" });
    // large enough that an export is still streaming when its client hangs up
    await app.orm.em.fork().getConnection().execute(`
      insert into events (type, title, title_source, source_url, source_url_key, date, latitude, longitude,
                          status, created_at, updated_at)
      select 'russian', 'Incident ' || g || repeat(' with a long title', 5), 'page', 'https://example.org/' || g,
             'https://example.org/' || g, date '2024-01-01' + g % 300, 52, 21, 'approved', now(), now()
        from generate_series(1, 60000) g`);
    await announcePublicDataChange(app);
  });

  afterAll(async () => {
    await app?.close();
  });

  it(
    "give their database connection back, so exports and queries go on working",
    { timeout: onThisMachine(150_000) },
    async () => {
      for (let i = 0; i < MAX_OPEN_EXPORTS * 3 + 2; i++) {
        const format = ["csv", "geojson", "xlsx"][i % 3]!;
        // a filtered download streams from the database (the whole set is sent from a kept copy), and a
        // workbook is made as it is read
        expect(await abandonDownload(`${app.url}/api/events/export.${format}?types=russian`)).toBeGreaterThan(
          0,
        );
      }
      expect(await abandonDownload(`${app.url}/api/events/export.xlsx`)).toBeGreaterThan(0);
      const response = await fetch(`${app.url}/api/events/export.csv?from=2024-10-01`);
      expect(response.status).toBe(200);
      const lines = (await response.text()).trim().split("\n");
      // the header, and days 274 to 299 of 2024 (200 incidents a day)
      expect(lines).toHaveLength(1 + 26 * 200);
      const result = await app.graphql<{ events: { totalCount: number } }>(
        "{ events(first: 1) { totalCount } }",
      );
      expect(result.data!.events.totalCount).toBe(60000);
      // the whole CSV and workbook of 60,000 incidents are made before the workbook's first byte: 20–90 s on
      // a busy machine
    },
  );

  it("end an as-of download's statement in the database, even one that has sent nothing yet", async () => {
    const version = (await fetch(`${app.url}/api/events/export.csv?types=chinese`)).headers.get(
      "data-version",
    )!;
    const path = `/api/events/export.csv?asOf=${version}`;
    // the version's checks are made and kept: what follows asks the database for the rebuild alone
    expect((await fetch(`${app.url}${path}&types=chinese`)).status).toBe(200);
    // asked outside the locker's transaction, which would see the activity of its first look throughout
    const rebuilds = () =>
      app.orm.em
        .fork()
        .getConnection()
        .execute<{ pid: number; waiting: string | null }[]>(
          `select pid, wait_event_type as waiting from pg_stat_activity
          where datname = current_database() and state = 'active' and query like 'copy (with incident_latest%'`,
        );
    const until = async (done: (rows: { pid: number; waiting: string | null }[]) => boolean) => {
      let rows = await rebuilds();
      for (let tries = 0; !done(rows) && tries < 200; tries++) {
        await delay(25);
        rows = await rebuilds();
      }
      return rows;
    };
    // the history held by another transaction: the rebuild waits, sending nothing, for as long as it is held
    const locker = new pg.Client({ connectionString: app.config.databaseUrl });
    await locker.connect();
    try {
      await locker.query("begin");
      await locker.query("lock table incident_versions in access exclusive mode");
      const download = request(`${app.url}${path}`);
      download.on("error", () => undefined); // the hang-up itself
      download.end();
      // seen a moment before it reaches the lock, the statement is active and not yet waiting
      const waiting = await until((rows) => rows.length > 0 && rows.every((row) => row.waiting === "Lock"));
      expect(waiting).toEqual([{ pid: expect.any(Number) as number, waiting: "Lock" }]);
      download.destroy();
      // cancelled, not left to run once the history is free
      expect(await until((rows) => rows.length === 0)).toEqual([]);
    } finally {
      await locker.query("rollback");
      await locker.end();
    }
  });
});
