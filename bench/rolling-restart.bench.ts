// The rolling-restart benchmark (`npm run bench:rolling-restart`): three instances of the built app behind
// deploy/nginx, 2,000 members' pages holding their notification socket through it (the web page's own
// socket options, resuming from the newest notification held), members replying in the threads those
// watch (the app's createPost, each reply notifying the thread's 20 watchers) and readers, through nginx.
// First a baseline: the same load for BENCH_BASELINE_SECONDS (30) without restarts. Then the same load
// while each instance in turn is stopped with SIGTERM and started again on its ports, BENCH_PAUSE_SECONDS
// (5) after the one before is ready. The instances and nginx run on core 0, this process on core 1.
// Sizes: BENCH_SOCKETS (2000), BENCH_THREADS (100), BENCH_POSTERS (10, one reply a second each),
// BENCH_READERS (10, four reads a second each). Figures: docs/benchmarks.md.
import { loadavg } from "node:os";
import { buildIfStale, installIfNeeded } from "../scripts/build.mjs";
import { createTestDatabase } from "../api/test/database.js";
import { readinessFirst, type StopSeen } from "../api/test/app-cluster.js";
import { rollThrough, startRolling, type PhaseFigures, type PhaseLoad } from "../api/test/rolling-restart.js";
import { cpuProfileArgs, startDatabaseServer } from "./bench-app.js";
import { pin } from "./load.js";

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 2000);
const THREADS = Number(process.env.BENCH_THREADS ?? 100);
const POSTERS = Number(process.env.BENCH_POSTERS ?? 10);
const READERS = Number(process.env.BENCH_READERS ?? 10);
const BASELINE_SECONDS = Number(process.env.BENCH_BASELINE_SECONDS ?? 30);
const PAUSE_SECONDS = Number(process.env.BENCH_PAUSE_SECONDS ?? 5);
const LOAD: PhaseLoad = { writeIntervalMs: 1000, readers: READERS, readIntervalMs: 250 };
/** The requirement: every socket back within 2 s at p99. */
const SOCKET_BACK_P99_MS = 2000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => (Number.isNaN(value) ? "–" : `${Math.round(value).toLocaleString("en")} ms`);
const ratio = (value: number, baseline: number) => (baseline > 0 ? `${(value / baseline).toFixed(2)}×` : "–");
const statuses = (counts: Record<number, number>) =>
  Object.entries(counts)
    .map(([status, n]) => `${status === "0" ? "no answer" : status}: ${n}`)
    .join(", ") || "none";

function printPhases(baseline: PhaseFigures, rolling: PhaseFigures) {
  const row = (name: string, base: string, roll: string, compared = "") =>
    console.log(`| ${name} | ${base} | ${roll} | ${compared} |`);
  console.log("\n| figure | baseline (no restart) | rolling restart | rolling / baseline |");
  console.log("|---|---:|---:|---:|");
  row("length", `${baseline.seconds.toFixed(0)} s`, `${rolling.seconds.toFixed(0)} s`);
  for (const [name, pick] of [
    [
      "writes acknowledged / attempted",
      (f: PhaseFigures) => `${f.writes.acknowledged} / ${f.writes.attempted}`,
    ],
    ["acknowledged writes not stored (lost)", (f: PhaseFigures) => String(f.writes.acknowledgedNotStored)],
    ["stored writes not acknowledged", (f: PhaseFigures) => String(f.writes.storedNotAcknowledged)],
    ["writes refused, by status", (f: PhaseFigures) => statuses(f.writes.failed)],
    [
      "notifications expected / created",
      (f: PhaseFigures) => `${f.notifications.expected} / ${f.notifications.created}`,
    ],
    ["notifications lost", (f: PhaseFigures) => String(f.notifications.lost)],
    ["notifications sent twice", (f: PhaseFigures) => String(f.notifications.sentTwice)],
    ["reads, by status", (f: PhaseFigures) => statuses(f.reads.byStatus)],
    ["reads answered 5xx", (f: PhaseFigures) => String(f.reads.serverErrors)],
    [
      "sockets lost, by close code",
      (f: PhaseFigures) => `${f.sockets.outages} (${statuses(f.sockets.byCode)})`,
    ],
    ["sockets never back", (f: PhaseFigures) => String(f.sockets.neverBack)],
  ] as const)
    row(name, pick(baseline), pick(rolling));
  for (const [name, pick] of [
    ["write p50", (f: PhaseFigures) => f.writes.p50Ms],
    ["write p99", (f: PhaseFigures) => f.writes.p99Ms],
    ["read p50", (f: PhaseFigures) => f.reads.p50Ms],
    ["read p99", (f: PhaseFigures) => f.reads.p99Ms],
    ["notification p50 (creation to socket)", (f: PhaseFigures) => f.notifications.p50Ms],
    ["notification p99", (f: PhaseFigures) => f.notifications.p99Ms],
  ] as const)
    row(name, ms(pick(baseline)), ms(pick(rolling)), ratio(pick(rolling), pick(baseline)));
  const back = rolling.sockets;
  console.log(
    `\nsocket back after its instance stopped (close to acknowledged again), ${back.outages} sockets: ` +
      `p50 ${ms(back.p50Ms)}, p95 ${ms(back.p95Ms)}, p99 ${ms(back.p99Ms)}, max ${ms(back.maxMs)}`,
  );
}

function printStops(stops: StopSeen[]) {
  console.log(
    "\n| instance | readiness 503 | port refuses | exit (code) | started again, ready | readiness first |",
  );
  console.log("|---:|---:|---:|---:|---:|:---:|");
  for (const stop of stops)
    console.log(
      `| ${stop.instance + 1} | ${stop.notReadyMs === undefined ? "never" : ms(stop.notReadyMs)} | ` +
        `${ms(stop.portClosedMs)} | ${ms(stop.exitMs)} (${stop.exitCode}) | ${ms(stop.startMs)} | ` +
        `${readinessFirst(stop) ? "yes" : "no"} |`,
    );
  console.log("(times from the SIGTERM; the start from launching the process again)");
}

async function main() {
  installIfNeeded();
  buildIfStale();
  pin(process.pid, 1);
  // each of 2,000 pages would say in its console that it lost its socket, and that it is back
  console.warn = () => {};
  const loadBefore = loadavg();
  const server = await startDatabaseServer();
  const database = await createTestDatabase(server.url);
  try {
    const setup = await startRolling({
      databaseUrl: database.url,
      instances: 3,
      sockets: SOCKETS,
      threads: THREADS,
      posters: POSTERS,
      env: { RATE_LIMIT_FACTOR: "1000" },
      // two per socket (the client's and the instance's), and the requests beside them
      workerConnections: SOCKETS * 2 + 2048,
      // BENCH_CPU_PROFILE=<dir> writes a V8 profile per instance and thread (bench/cpuprofile-summary.mjs)
      nodeArgs: cpuProfileArgs(),
      onProcess: (pid) => pin(pid, 0),
    });
    try {
      console.log(
        `${SOCKETS} sockets over 3 instances, ${THREADS} threads (${SOCKETS / THREADS} watchers each), ` +
          `${POSTERS} posters (1 reply/s each), ${READERS} readers (4 reads/s each)`,
      );
      const baseline = await setup.phase("baseline", LOAD, async () => {
        await sleep(BASELINE_SECONDS * 1000);
        return [];
      });
      const rolling = await setup.phase("rolling", LOAD, async () => {
        await sleep(PAUSE_SECONDS * 1000);
        return rollThrough(setup.cluster, PAUSE_SECONDS * 1000);
      });
      printPhases(baseline, rolling);
      printStops(rolling.stops);
      const checks: Array<[string, boolean]> = [
        ["no acknowledged write lost", rolling.writes.acknowledgedNotStored === 0],
        [
          "no notification lost or sent twice",
          rolling.notifications.lost === 0 &&
            rolling.notifications.sentTwice === 0 &&
            rolling.notifications.created === rolling.notifications.expected,
        ],
        ["no 5xx on reads", rolling.reads.serverErrors === 0 && !rolling.reads.byStatus[0]],
        ["readiness false before the port closed, each instance", rolling.stops.every(readinessFirst)],
        [
          `every socket back within ${SOCKET_BACK_P99_MS / 1000} s at p99`,
          rolling.sockets.neverBack === 0 && rolling.sockets.p99Ms <= SOCKET_BACK_P99_MS,
        ],
      ];
      console.log("");
      for (const [name, ok] of checks) console.log(`${ok ? "✓" : "✗"} ${name}`);
      if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
    } finally {
      await setup.close();
    }
  } finally {
    await database.drop();
    await server.stop();
    const loadAfter = loadavg();
    console.log(
      `\nload average before: ${loadBefore.map((n) => n.toFixed(2)).join(" ")}; ` +
        `after: ${loadAfter.map((n) => n.toFixed(2)).join(" ")} (1, 5, 15 min)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
