// The app under measurement: a fresh database per size, seeded with approved events, and the built app.
import { chmodSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type pg from "pg";
import { startEmbeddedDatabase } from "../api/src/db/embedded.js";
import { createLogger } from "../api/src/infra/logger.js";
import { GAZETTEER_VERSION } from "../api/src/modules/places/nearest-places.js";
import { createTestDatabase } from "../api/test/database.js";
import { freePort } from "../api/test/ports.js";
import { startAppProcess, stopProcess } from "../web/e2e/processes.js";
import { type BenchApp, webRequire } from "./load.js";

export * from "./load.js";
const pgModule = webRequire("pg") as typeof pg;

/** A PostgreSQL server: DATABASE_URL / TEST_DATABASE_URL, else an embedded one in a temporary folder. */
export async function startDatabaseServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const given = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (given) return { url: given, stop: async () => undefined };
  const directory = mkdtempSync(join(tmpdir(), "incident-watch-bench-"));
  chmodSync(directory, 0o755); // the embedded server runs as the postgres user when we are root
  const embedded = await startEmbeddedDatabase(directory, await freePort(), createLogger("error"));
  return {
    url: embedded.url,
    async stop() {
      await embedded.stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

// Events spread over Europe, half of them around 40 hotspots, 70 % Russian; the same data on every run.
const SEED_SQL = `
  insert into events (type, title, title_source, source_url, source_url_key, date, latitude, longitude,
                      status, created_at, updated_at)
  select case when random() < 0.7 then 'russian' else 'chinese' end,
         'Benchmark incident ' || g, 'page', 'https://bench.example.org/' || g, 'https://bench.example.org/' || g,
         date '2020-01-01' + (g % 1800), lat, lng, 'approved', now(), now()
    from (select g,
                 case when g % 2 = 0 then 36 + (g % 40) * 0.6 + (random() - 0.5) * 2 else 35 + random() * 30 end as lat,
                 case when g % 2 = 0 then -8 + (g % 37) * 1.3 + (random() - 0.5) * 3 else -10 + random() * 50 end as lng
            from generate_series(1, $1::int) g) points`;

/**
 * A fresh database with `count` approved events and the built app serving it; close() drops both.
 * `env` adds settings; `nodeArgs` go to node before the script (e.g. --cpu-prof).
 */
export async function startBenchApp(
  serverUrl: string,
  count: number,
  options: SeededAppOptions = {},
): Promise<BenchApp> {
  return startSeededApp(
    serverUrl,
    async (client) => {
      await client.query("select setseed(0.42)");
      await client.query(SEED_SQL, [count]);
      // as after autovacuum (this machine runs none): index-only scans and fresh planner statistics, the
      // versions the ledger recorded for the seed too
      await client.query("vacuum analyze events, incident_versions");
    },
    options,
  );
}

/**
 * Waits until the work an instance's start queued for the seeded incidents is done, each incident placed
 * and each version in the TAXII index, and no transaction of the app's open for a second, then vacuums as
 * autovacuum would (this machine runs none): a measure then sees the app serving, not catching up.
 * Returns the seconds it waited.
 */
export async function settled(databaseUrl: string, timeoutMs = 900_000): Promise<number> {
  const client = new pgModule.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    let quietSince: number | undefined;
    for (;;) {
      const { rows } = await client.query<{ catchingUp: boolean; busy: number }>(
        `select exists (select 1 from events where place_gazetteer <> $1)
                or exists (select 1 from incident_versions v
                            where not exists (select 1 from taxii_indexed_versions t
                                               where t.event_id = v.event_id and t.number = v.number)) as "catchingUp",
                (select count(*)::int from pg_stat_activity
                  where datname = current_database() and pid <> pg_backend_pid()
                    and state in ('active', 'idle in transaction')) as busy`,
        [GAZETTEER_VERSION],
      );
      const now = performance.now();
      quietSince = rows[0]!.catchingUp || rows[0]!.busy > 0 ? undefined : (quietSince ?? now);
      if (quietSince !== undefined && now - quietSince >= 1000) break;
      if (now - started > timeoutMs) throw new Error("the app's start-up work did not end");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.query("vacuum analyze");
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}

export function cpuProfileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROFILE;
  return dir ? ["--cpu-prof", `--cpu-prof-dir=${dir}`] : [];
}

export interface SeededAppOptions {
  env?: Record<string, string>;
  nodeArgs?: string[];
  /**
   * Stop the app after the seed and start it again on the seeded data, as a deployment's instances start:
   * what a start queues for stored incidents (the places backfill, the TAXII index) then runs, and
   * `settled` waits for it.
   */
  startAgain?: boolean;
}

/** A fresh database, migrated by the built app serving it, then filled by `seed`; close() drops both. */
export async function startSeededApp(
  serverUrl: string,
  seed: (client: pg.Client) => Promise<void>,
  options: SeededAppOptions = {},
): Promise<BenchApp> {
  const database = await createTestDatabase(serverUrl);
  const startApp = () =>
    startAppProcess({
      // BENCH_CPU_PROFILE=<dir> writes a V8 profile of the app per thread (bench/cpuprofile-summary.mjs)
      args: [...(options.nodeArgs ?? []), ...cpuProfileArgs(), "dist/main.js"],
      databaseUrl: database.url,
      env: { LOG_LEVEL: "error", ...options.env },
      readyTimeoutMs: 120_000,
    });
  let app = await startApp().catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  const close = async () => {
    await stopProcess(app.child);
    await database.drop();
  };
  try {
    const client = new pgModule.Client({ connectionString: database.url });
    await client.connect();
    try {
      await seed(client);
    } finally {
      await client.end();
    }
    if (options.startAgain) {
      await stopProcess(app.child);
      app = await startApp();
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    url: app.url,
    managementUrl: app.managementUrl,
    databaseUrl: database.url,
    pid: app.child.pid,
    close,
  };
}

/**
 * The map data as the server sends it: gzipped bytes and time to the last byte, first and then cached;
 * from `path` (REST by default; the map page asks MAP_DATA_URL, a GraphQL GET).
 */
export async function measureMapData(url: string, path = "/api/events/map") {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, {
      headers: { accept: "application/json", "accept-encoding": "gzip" },
    });
    const body = await response.arrayBuffer();
    const ms = performance.now() - started;
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    // fetch decompresses transparently; content-length is the size on the wire
    return {
      ms,
      gzipBytes: Number(response.headers.get("content-length") ?? body.byteLength),
      rawBytes: body.byteLength,
    };
  };
  const first = await once();
  const warm = [await once(), await once(), await once()].sort((a, b) => a.ms - b.ms)[1]!;
  return { firstMs: first.ms, warmMs: warm.ms, gzipBytes: first.gzipBytes, rawBytes: first.rawBytes };
}
