// Load on a server and what it costs: autocannon runs, the reference servers every figure is set beside,
// and the serving process's memory and processor time. Nothing here needs the app's build or a database,
// so a machine's speed can be measured before anything is built.
import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type Autocannon from "autocannon";
import { freePort } from "../api/test/ports.js";
import { stopProcess } from "../web/e2e/processes.js";

/** Packages installed for the web workspace (playwright-core, pg, leaflet), resolved from there. */
export const webRequire = createRequire(new URL("../web/package.json", import.meta.url));

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

/**
 * The app as deployed, loaded from one address with what is timed being the request: the per-address
 * limits raised and admission (its places, its event-loop and queueing-delay shedding) lifted.
 */
export const ONE_ADDRESS_UNLIMITED = {
  NODE_ENV: "production",
  RESEARCH_RATE_LIMIT: "0",
  RATE_LIMIT_FACTOR: "10000",
  ADMISSION_ANONYMOUS_CONCURRENCY: "0",
  ADMISSION_PAGE_CONCURRENCY: "0",
  ADMISSION_MAX_EVENT_LOOP_DELAY_MS: "0",
  ADMISSION_SOJOURN_TARGET_MS: "0",
};

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

/** Pins a process to one core; false where taskset is missing (the figure is then printed as unpinned). */
export function pin(core: number, pid: number | undefined): boolean {
  try {
    execFileSync("taskset", ["-a", "-p", "-c", String(core), String(pid)], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
