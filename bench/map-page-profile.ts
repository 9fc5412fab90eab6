// Where one map page's Chromium CPU time goes (`npm run bench:map-page`): the built app with a few incidents,
// the browser tests' Chromium, and BENCH_PAGES (default 3) map pages opened one after another in one browser.
// For each page: the CPU seconds of each Chromium process kind and thread (from /proc), and with BENCH_TRACE=1
// Chromium's own tracing split into what its threads did (self time per event). Figures: docs/benchmarks.md, "The test suite and CI".
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import type { Browser, BrowserType, Page } from "playwright-core";
import { buildIfStale, installIfNeeded } from "../scripts/build.mjs";
import { CHROMIUM_ARGS } from "../web/e2e/harness.js";
import { startBenchApp, startDatabaseServer, webRequire } from "./bench-app.js";

const { chromium } = webRequire("playwright-core") as { chromium: BrowserType };
const PAGES = Number(process.env.BENCH_PAGES ?? 3);
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 8000);
/** BENCH_TRACE=1 adds Chromium's tracing (which costs a tracing process some CPU of its own) */
const TRACE = process.env.BENCH_TRACE === "1";
/** Another page to compare with the map, e.g. BENCH_PATH=/forum */
const PATH = process.env.BENCH_PATH ?? "/";
/** BENCH_LAND=0 answers the offline basemap's land tiles empty, to weigh what drawing the land costs */
const LAND = process.env.BENCH_LAND !== "0";
const LAND_TILE = /\/assets\/world-[0-9a-f]+\/\d+\/\d+\/\d+\.pbf$/;
const TICKS = 100; // USER_HZ on Linux

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

interface Trace {
  traceEvents: TraceEvent[];
}

/** CPU seconds of each thread of the Chromium processes that descend from this bench, by "kind/thread". */
function chromiumCpu(): Map<string, number> {
  const rows = execFileSync("ps", ["-eo", "pid=,ppid=,args="], { encoding: "utf8" }).trim().split("\n");
  const parents = new Map<number, number>();
  const args = new Map<number, string>();
  for (const row of rows) {
    const [pid, ppid, ...rest] = row.trim().split(/\s+/);
    parents.set(Number(pid), Number(ppid));
    args.set(Number(pid), rest.join(" "));
  }
  const descends = (pid: number): boolean => {
    for (let at = parents.get(pid); at && at > 1; at = parents.get(at)) if (at === process.pid) return true;
    return false;
  };
  const byThread = new Map<string, number>();
  for (const [pid, command] of args) {
    if (!command.includes("chromium") || !descends(pid)) continue;
    const kind =
      /--utility-sub-type=([\w.-]+)/.exec(command)?.[1] ?? /--type=([\w-]+)/.exec(command)?.[1] ?? "browser";
    try {
      for (const tid of readdirSync(`/proc/${pid}/task`)) {
        const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, "utf8");
        const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")).replace(/[\d:]+$/, "");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS; // utime + stime
        const key = `${kind}/${name}`;
        byThread.set(key, (byThread.get(key) ?? 0) + seconds);
      }
    } catch {
      // the process ended between ps and the read
    }
  }
  return byThread;
}

/** The difference of two readings, by thread and by process kind, the largest first. */
function cpuSpent(before: Map<string, number>, after: Map<string, number>) {
  const threads = [...after]
    .map(([key, seconds]) => [key, seconds - (before.get(key) ?? 0)] as const)
    .filter(([, seconds]) => seconds >= 0.05)
    .sort((a, b) => b[1] - a[1]);
  const kinds = new Map<string, number>();
  for (const [key, seconds] of threads)
    kinds.set(key.split("/")[0]!, (kinds.get(key.split("/")[0]!) ?? 0) + seconds);
  return { threads, kinds: [...kinds].sort((a, b) => b[1] - a[1]) };
}

/** Self thread time (ms) per "thread: event" from a Chromium trace, the largest first. */
function selfTimes(trace: Trace): [string, number][] {
  const threadNames = new Map<string, string>();
  for (const event of trace.traceEvents)
    if (event.ph === "M" && event.name === "thread_name")
      threadNames.set(`${event.pid}:${event.tid}`, event.args?.name ?? "?");
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of trace.traceEvents) {
    if (event.ph !== "X" || event.tdur === undefined) continue;
    const key = `${event.pid}:${event.tid}`;
    byThread.set(key, [...(byThread.get(key) ?? []), event]);
  }
  const totals = new Map<string, number>();
  for (const [key, events] of byThread) {
    events.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    // nesting by wall time; a child's thread time is taken from its parent's, leaving each event's own
    const open: { end: number; label: string }[] = [];
    const thread = (threadNames.get(key) ?? "?").replace(/\d+$/, "");
    for (const event of events) {
      while (open.length && open.at(-1)!.end <= event.ts) open.pop();
      const label = `${thread}: ${event.name}`;
      const own = event.tdur! / 1000;
      totals.set(label, (totals.get(label) ?? 0) + own);
      const parent = open.at(-1);
      if (parent) totals.set(parent.label, (totals.get(parent.label) ?? 0) - own);
      open.push({ end: event.ts + (event.dur ?? 0), label });
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

async function waitForMap(page: Page) {
  await page.waitForFunction(
    () => Boolean(window.__incidentMap?.settled() && window.__incidentMap.markers().length > 0),
    null,
    { timeout: 120_000, polling: 100 },
  );
}

async function profilePage(browser: Browser, url: string, index: number) {
  const before = chromiumCpu();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  if (!LAND) await context.route(LAND_TILE, (route) => route.fulfill({ status: 200, body: Buffer.alloc(0) }));
  const page = await context.newPage();
  const categories = ["toplevel", "devtools.timeline", "v8", "blink", "cc", "gpu", "viz", "loading"];
  if (TRACE) await browser.startTracing(page, { categories });
  const started = Date.now();
  await page.goto(url + PATH);
  if (PATH === "/") await waitForMap(page);
  else await page.waitForLoadState("networkidle");
  const atRestMs = Date.now() - started;
  // the land and borders fill in after the markers; a test that goes on with the page pays for them too
  await page.waitForTimeout(SETTLE_MS);
  const trace = TRACE ? (JSON.parse((await browser.stopTracing()).toString("utf8")) as Trace) : null;
  // read before the context closes: closing it ends the page's renderer, and its CPU time with it
  const { threads, kinds } = cpuSpent(before, chromiumCpu());
  await context.close();
  const total = kinds.reduce((sum, [, seconds]) => sum + seconds, 0);
  const list = (rows: (readonly [string, number])[]) =>
    rows.map(([key, seconds]) => `${key} ${seconds.toFixed(1)}`).join(", ");
  console.log(
    `\npage ${index + 1}: markers at rest after ${atRestMs} ms; Chromium ${total.toFixed(1)} CPU-s (${list(kinds)})`,
  );
  console.log(`  by thread: ${list(threads)}`);
  if (!trace) return;
  console.log("| thread: event | self thread time |\n|---|---:|");
  for (const [label, ms] of selfTimes(trace).slice(0, 18)) console.log(`| ${label} | ${Math.round(ms)} ms |`);
}

installIfNeeded();
buildIfStale();
console.log(`load average before: ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`);
const server = await startDatabaseServer();
const app = await startBenchApp(server.url, 200);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: CHROMIUM_ARGS,
});
try {
  for (let index = 0; index < PAGES; index++) await profilePage(browser, app.url, index);
} finally {
  await browser.close();
  await app.close();
  await server.stop();
}
console.log(
  `\nload average after: ${readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")}`,
);
