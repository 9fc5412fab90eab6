// The app under measurement: a fresh database per size, seeded with approved events, and the built app.
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type Autocannon from "autocannon";
import type pg from "pg";
import { startEmbeddedDatabase } from "../api/src/db/embedded.js";
import { createLogger } from "../api/src/infra/logger.js";
import { createTestDatabase } from "../api/test/database.js";
import { freePort } from "../api/test/ports.js";
import { startAppProcess, stopProcess } from "../web/e2e/processes.js";

/** Packages installed for the web workspace (playwright-core, pg, leaflet), resolved from there. */
export const webRequire = createRequire(new URL("../web/package.json", import.meta.url));
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

export interface BenchApp {
  url: string;
  /** The app's management port (probes and metrics), where it has one. */
  managementUrl?: string;
  /** The app's database, where it has one. */
  databaseUrl?: string;
  /** The server's process id, for reading its memory. */
  pid?: number;
  close(): Promise<void>;
}

/**
 * A fresh database with `count` approved events and the built app serving it; close() drops both.
 * `env` adds settings; `nodeArgs` go to node before the script (e.g. --cpu-prof).
 */
export async function startBenchApp(
  serverUrl: string,
  count: number,
  options: { env?: Record<string, string>; nodeArgs?: string[] } = {},
): Promise<BenchApp> {
  return startSeededApp(
    serverUrl,
    async (client) => {
      await client.query("select setseed(0.42)");
      await client.query(SEED_SQL, [count]);
      // as after autovacuum: index-only scans and fresh planner statistics
      await client.query("vacuum analyze events");
    },
    options,
  );
}

export function cpuProfileArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROFILE;
  return dir ? ["--cpu-prof", `--cpu-prof-dir=${dir}`] : [];
}

/** A fresh database, migrated by the built app serving it, then filled by `seed`; close() drops both. */
export async function startSeededApp(
  serverUrl: string,
  seed: (client: pg.Client) => Promise<void>,
  options: { env?: Record<string, string>; nodeArgs?: string[] } = {},
): Promise<BenchApp> {
  const database = await createTestDatabase(serverUrl);
  const app = await startAppProcess({
    // BENCH_CPU_PROFILE=<dir> writes a V8 profile of the app per thread (bench/cpuprofile-summary.mjs)
    args: [...(options.nodeArgs ?? []), ...cpuProfileArgs(), "dist/main.js"],
    databaseUrl: database.url,
    env: { LOG_LEVEL: "error", ...options.env },
    readyTimeoutMs: 120_000,
  }).catch(async (error: unknown) => {
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

/** A reference server from a script in bench/, listening on a free port once it prints its first line. */
async function startReference(script: string, env: Record<string, string> = {}): Promise<BenchApp> {
  const port = await freePort();
  const child = spawn(process.execPath, [new URL(script, import.meta.url).pathname], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once("data", () => resolve());
    child.once("exit", () => reject(new Error(`${script} exited`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, close: () => stopProcess(child) };
}

/** The reference: bench/hello-world.mjs, the smallest Express 5 app. */
export const startHelloWorld = () => startReference("./hello-world.mjs");

/** An Express 5 app sending a file's bytes from memory (bench/static-bytes.mjs): the ceiling for a body that size. */
export const startStaticBytes = (file: string) => startReference("./static-bytes.mjs", { BYTES_FILE: file });

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

/** A process's resident set size now, in bytes (Linux /proc; 0 elsewhere or once it has gone). */
export function residentBytes(pid: number | undefined): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return Number(kb ?? 0) * 1024;
  } catch {
    return 0;
  }
}

/**
 * Processor time a process (all its threads) has used so far, in milliseconds (Linux /proc, in the
 * kernel's 10 ms ticks; 0 elsewhere). Per request it says what an answer costs even on a busy machine,
 * where requests a second say how much of a core the process got.
 */
export function processorMs(pid: number | undefined): number {
  try {
    // the fields after the command's closing parenthesis; utime and stime are the 12th and 13th of them
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** The largest resident set size of a process seen until stop() (Linux /proc; 0 elsewhere). */
export function sampleRss(pid: number | undefined) {
  let max = 0;
  const read = () => (max = Math.max(max, residentBytes(pid)));
  const timer = setInterval(read, 200);
  return () => (clearInterval(timer), read(), max);
}

/** What one scenario measured under load. */
export interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers other than the expected status, and failed connections (time-outs among them). */
  errors: number;
  /** Answers not read to the end within autocannon's time-out. */
  timeouts: number;
  /** How many answers came with each status. */
  statuses: Record<string, number>;
  bytesPerSecond: number;
  /** The largest resident set size of the serving process seen during the measured run, in bytes. */
  maxRssBytes: number;
  /** The serving process's processor time per answer during the measured run, in microseconds. */
  processorMicrosPerAnswer: number;
}

export interface BenchRequest {
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Loads one scenario with autocannon for `seconds` at `connections`, sampling the server's RSS; a first
 * short run warms the JIT, the caches and the connection pool. Any 2xx answer counts as expected unless
 * `status` names the one to expect (a 304).
 */
export async function loadScenario(
  app: BenchApp,
  request: BenchRequest,
  { connections, seconds, status }: { connections: number; seconds: number; status?: number },
): Promise<Measured> {
  const autocannon = webRequire("autocannon") as typeof Autocannon;
  const options = {
    url: app.url + request.path,
    connections,
    method: request.method ?? "GET",
    headers: request.headers,
    body: request.body,
  };
  await autocannon({ ...options, duration: 2 });
  const stopSampling = sampleRss(app.pid);
  const processorBefore = processorMs(app.pid);
  const result = await autocannon({ ...options, duration: seconds });
  const processorUsed = processorMs(app.pid) - processorBefore;
  const answers = Object.values(result.statusCodeStats).reduce((sum, stat) => sum + (stat?.count ?? 0), 0);
  const unexpected = status
    ? answers - (result.statusCodeStats[String(status) as keyof typeof result.statusCodeStats]?.count ?? 0)
    : result.non2xx;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon's errors count its time-outs already
    errors: result.errors + unexpected,
    timeouts: result.timeouts,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat?.count ?? 0]),
    ),
    bytesPerSecond: result.throughput.average,
    maxRssBytes: stopSampling(),
    processorMicrosPerAnswer: answers > 0 ? (processorUsed * 1000) / answers : NaN,
  };
}
