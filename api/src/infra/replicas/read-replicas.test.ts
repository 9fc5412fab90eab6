import { writeFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { forumMember, type Member } from "../../../test/forum.js";
import { startPrimaryWithStandby, type PrimaryWithStandby } from "../../../test/standby.js";
import { until } from "../../../test/polling.js";
import { onThisMachine } from "../../../test/slowness.js";

/** Write-then-read pairs per phase; bench/read-replicas.bench.ts asks for 10,000 and a report. */
const PAIRS = Number(process.env.READ_REPLICA_PAIRS ?? 500);
const REPORT = process.env.READ_REPLICA_REPORT;
const figures: Record<string, number> = { pairs: PAIRS };
/** A phase's time allowed, generous on a loaded machine. */
const PHASE_MS = Math.max(600_000, PAIRS * 400);
const MEMBERS = 5;

const SAVE = `mutation Save($input: SavedSearchInput!) { saveSearch(input: $input) { id } }`;
const RENAME = `mutation Rename($id: ID!, $input: SavedSearchInput!) { updateSavedSearch(id: $id, input: $input) { id } }`;
const LIST = `{ savedSearches { id name } }`;
// a visitor's read the public cache does not answer: its variables differ each time
const VISITOR_READ = `query Visit($query: String!) { searchForum(query: $query) { totalCount } }`;

/** The instance's counters and gauges of its standbys (/metrics, management port). */
async function replicaMetrics(app: TestApp) {
  const text = await (await fetch(`${app.managementUrl}/metrics`)).text();
  const value = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN);
  return {
    inRotation: value(/^iw_database_replica_in_rotation\{[^}]*\} (\S+)$/m),
    lagBytes: value(/^iw_database_replica_lag_bytes\{[^}]*\} (\S+)$/m),
    lagSeconds: value(/^iw_database_replica_lag_seconds\{[^}]*\} (\S+)$/m),
    reads(server: "primary" | "standby", reader: "visitor" | "member") {
      const label = server === "primary" ? "primary" : String.raw`127\.0\.0\.1:\d+/postgres`;
      const line = String.raw`^iw_database_read_requests_total\{server="${label}",reader="${reader}"\} (\S+)$`;
      return value(new RegExp(line, "m"));
    },
  };
}

describe("read replicas with WAL-position sticking", () => {
  let servers: PrimaryWithStandby;
  let app: TestApp;
  const searches = new Map<Member, string>();
  let round = 0;

  beforeAll(async () => {
    servers = await startPrimaryWithStandby();
    app = await startTestApp(
      {
        DATABASE_URL: servers.primaryUrl,
        DATABASE_REPLICA_URLS: servers.standbyUrl,
        // replay is paused for a whole phase: the standby must stay in rotation meanwhile
        DATABASE_REPLICA_MAX_LAG_SECONDS: "3600",
        RATE_LIMIT_FACTOR: "10000",
      },
      {},
      { management: true },
    );
    for (let i = 0; i < MEMBERS; i++) {
      const member = await forumMember(app);
      const saved = await app.graphql<{ saveSearch: { id: string } }>(
        SAVE,
        { input: { name: "first", filter: { kinds: ["airspace"] } } },
        member.headers,
      );
      expect(saved.errors).toBeUndefined();
      searches.set(member, saved.data!.saveSearch.id);
    }
    await until("the standby in rotation and caught up", async () => {
      const metrics = await replicaMetrics(app);
      return metrics.inRotation === 1 && metrics.lagBytes === 0;
    });
  }, onThisMachine(240_000));
  afterAll(async () => {
    if (REPORT) writeFileSync(REPORT, JSON.stringify(figures));
    await app?.close();
    await servers?.stop();
  });

  /** Each member renames their search and reads their list at once; how many lists lacked the new name. */
  async function writeThenRead(pairs: number) {
    let stale = 0;
    for (let i = 0; i < pairs; i += MEMBERS) {
      round++;
      await Promise.all(
        [...searches].map(async ([member, id]) => {
          const name = `round ${round}`;
          const renamed = await app.graphql(
            RENAME,
            { id, input: { name, filter: { kinds: ["airspace"] } } },
            member.headers,
          );
          expect(renamed.errors).toBeUndefined();
          const list = await app.graphql<{ savedSearches: Array<{ id: string; name: string }> }>(
            LIST,
            {},
            member.headers,
          );
          expect(list.errors).toBeUndefined();
          if (list.data!.savedSearches.find((search) => search.id === id)?.name !== name) stale++;
        }),
      );
    }
    return stale;
  }

  async function visitorReads(count: number) {
    for (let i = 0; i < count; i++) {
      const answer = await app.graphql(VISITOR_READ, { query: `drone ${round}-${i}` });
      expect(answer.errors).toBeUndefined();
    }
  }

  it(
    "sends members to the primary until the standby has replayed their writes, and visitors to the standby",
    async () => {
      await servers.onStandby("select pg_wal_replay_pause()");
      const before = await replicaMetrics(app);
      const started = Date.now();
      const [stale] = await Promise.all([writeThenRead(PAIRS), visitorReads(PAIRS / 5)]);
      const after = await replicaMetrics(app);
      Object.assign(figures, {
        pausedSeconds: (Date.now() - started) / 1000,
        pausedStale: stale,
        pausedLagSeconds: after.lagSeconds,
        pausedVisitorsOnStandby: after.reads("standby", "visitor") - before.reads("standby", "visitor"),
      });

      expect(stale).toBe(0);
      expect(after.lagSeconds).toBeGreaterThan(0); // the standby really stood still
      // every member's read went to the primary, every visitor's to the standby
      expect(after.reads("primary", "member") - before.reads("primary", "member")).toBe(PAIRS);
      expect(after.reads("standby", "member") - before.reads("standby", "member")).toBe(0);
      expect(after.reads("standby", "visitor") - before.reads("standby", "visitor")).toBe(PAIRS / 5);
    },
    PHASE_MS,
  );

  it(
    "reads most visitors' requests, and members' once replayed, from the standby when it keeps up",
    async () => {
      await servers.onStandby("select pg_wal_replay_resume()");
      await until("the standby caught up", async () => (await replicaMetrics(app)).lagBytes === 0);
      const before = await replicaMetrics(app);
      const started = Date.now();
      const [stale] = await Promise.all([writeThenRead(PAIRS), visitorReads(PAIRS / 5)]);
      const after = await replicaMetrics(app);
      Object.assign(figures, {
        replayingSeconds: (Date.now() - started) / 1000,
        replayingStale: stale,
        replayingVisitorsOnStandby: after.reads("standby", "visitor") - before.reads("standby", "visitor"),
        replayingMembersOnStandby: after.reads("standby", "member") - before.reads("standby", "member"),
      });

      expect(stale).toBe(0);
      const visitors = (server: "primary" | "standby") =>
        after.reads(server, "visitor") - before.reads(server, "visitor");
      expect(visitors("primary") + visitors("standby")).toBe(PAIRS / 5);
      expect(visitors("standby") / (PAIRS / 5)).toBeGreaterThanOrEqual(0.8);
    },
    PHASE_MS,
  );
});
