import { setTimeout as delay } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcePublicDataChange, startTestApp, type TestApp } from "../../../test/app.js";
import { insertEvents } from "../../../test/events.js";
import { BOUNDARIES_VERSION, countryAt } from "../../infra/countries/country-lookup.js";
import { completeRecord } from "../../../test/version-record.js";
import { VERSION_FILE_FORMATS } from "./releases.queries.js";
import type { VersionRecord } from "./releases.service.js";
import { onThisMachine } from "../../../test/slowness.js";

/** Incidents published at once after the early versions: enough that a rebuild takes a while. */
const BULK = 20_000;
const EARLY_VERSIONS = 100;

/**
 * The most as-of rebuilds (statements reading `incident_latest` as a version saw it) the database ran at
 * once while it was watched, and how many of its looks saw one.
 */
function watchRebuilds(app: TestApp) {
  const connection = app.orm.em.fork().getConnection();
  let watching = true;
  let most = 0;
  let seen = 0;
  const looking = (async () => {
    while (watching) {
      const [row] = await connection.execute<{ n: number }[]>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and state = 'active' and pid <> pg_backend_pid()
            and query like '%incident_latest%'
            -- an incident's versions read one at a time, whatever was recorded (the TAXII index's): no rebuild
            and query not like '%recorded_at <= ''infinity''%'`,
      );
      most = Math.max(most, row!.n);
      if (row!.n > 0) seen++;
      await delay(2);
    }
  })();
  return async () => {
    watching = false;
    await looking;
    return { most, seen };
  };
}

describe("a version's record costs a visitor nothing to rebuild", () => {
  let app: TestApp;
  const early: string[] = [];
  const keptRows = async () => {
    const [row] = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>("select count(*)::int as n from data_version_files");
    return row!.n;
  };

  beforeAll(async () => {
    // one rebuild at a time, and none waiting: a visitor's rebuild past it is refused at once
    app = await startTestApp({ RATE_LIMIT_FACTOR: "100", ADMISSION_REBUILD_QUEUE: "0", TRUST_PROXY: "1" });
    for (let i = 0; i < EARLY_VERSIONS; i++) {
      await insertEvents(app, [{ title: `Early incident ${i}` }]);
      const answer = await app.graphql<{ dataVersion: string }>("{ dataVersion }");
      early.push(answer.data!.dataVersion);
      await delay(2); // each version of its own millisecond
    }
    const connection = app.orm.em.fork().getConnection();
    await connection.execute(
      `insert into events (type, title, title_source, source_url, source_url_key, date, latitude, longitude,
                           country, country_boundaries, status, created_at, updated_at)
       select 'russian', 'Incident ' || g || repeat(' with a long title', 3), 'page', 'https://example.org/' || g,
              'https://example.org/' || g, date '2024-01-01' + g % 300, 52, 21, ?, ?, 'approved', now(), now()
         from generate_series(1, ${BULK}) g`,
      [countryAt(52, 21), BOUNDARIES_VERSION],
    );
    // as autovacuum would after a load
    await connection.execute("analyze events, incident_versions");
    await announcePublicDataChange(app);
  });

  afterAll(async () => {
    await app?.close();
  });

  it(
    `answers within a second at ${BULK.toLocaleString("en")} incidents, its checksums computed in the background`,
    { timeout: onThisMachine(150_000) },
    async () => {
      const version = (await app.graphql<{ dataVersion: string }>("{ dataVersion }")).data!.dataVersion;
      expect(version).toMatch(new RegExp(`-${BULK + EARLY_VERSIONS}$`));
      const started = performance.now();
      const response = await fetch(`${app.url}/api/versions/${version}`);
      const answeredMs = performance.now() - started;
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const first = (await response.json()) as VersionRecord;
      expect(first.checksumsPending).toEqual([...VERSION_FILE_FORMATS]);
      expect(answeredMs).toBeLessThan(1000);
      // the CITATION.cff as quickly, naming the files it has no checksum of yet
      const cffStarted = performance.now();
      const cff = await fetch(`${app.url}/api/versions/${version}/CITATION.cff`);
      expect(performance.now() - cffStarted).toBeLessThan(1000);
      expect(await cff.text()).toContain('description: "CSV"');
      const complete = await completeRecord(app.url, version, 120_000);
      expect(complete.files.every((file) => /^[0-9a-f]{64}$/.test(file.sha256!) && file.bytes! > 0)).toBe(
        true,
      );
      expect(complete.citation.cff).toContain(`CSV, SHA-256 ${complete.files[0]!.sha256}`);
    },
  );

  it(
    "computes the checksums of 100 versions asked for at once (from 100 addresses) one rebuild at a time",
    { timeout: onThisMachine(300_000) },
    async () => {
      const before = await keptRows();
      const stop = watchRebuilds(app);
      // an address has at most two versions in the queue at once (version-record-limits.test.ts)
      const answers = await Promise.all(
        early.map((version, i) =>
          fetch(`${app.url}/api/versions/${version}`, { headers: { "x-forwarded-for": `10.90.0.${i + 1}` } }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(early.map(() => 200));
      while ((await keptRows()) < before + VERSION_FILE_FORMATS.length * EARLY_VERSIONS) await delay(50);
      const { most, seen } = await stop();
      expect(seen).toBeGreaterThan(0);
      expect(most).toBe(1);
      for (const version of early.slice(0, 3)) {
        expect((await completeRecord(app.url, version)).checksumsPending).toEqual([]);
      }
    },
  );

  it("refuses a visitor's rebuild past admission's bound, and serves what is kept", async () => {
    const version = early[EARLY_VERSIONS - 1]!;
    const path = `/api/events/export.csv?asOf=${version}`;
    const place = await app.deps.admission.enter("rebuild");
    expect(place).toBeDefined();
    try {
      const refused = await fetch(`${app.url}${path}`);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe(String(app.config.admissionRetryAfterSeconds));
      const graphql = await app.graphql(`{ events(asOf: "${version}", first: 1) { totalCount } }`);
      expect(graphql.errors?.[0]?.extensions?.code).toBe("SERVICE_UNAVAILABLE");
      // a record asks for no rebuild
      expect((await fetch(`${app.url}/api/versions/${version}`)).status).toBe(200);
    } finally {
      place!();
    }
    const served = await fetch(`${app.url}${path}`);
    expect(served.status).toBe(200);
    expect((await served.text()).split("\n").filter(Boolean)).toHaveLength(1 + EARLY_VERSIONS);
  });
});
