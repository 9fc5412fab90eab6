// The map benchmark (`npm run bench`): seeds 1,000, 10,000 and 100,000 approved events, starts the built
// app on each, and measures our WebGL map against the Leaflet + markercluster baseline in headless Chromium.
// BENCH_SIZES (e.g. "1000,10000") and BENCH_RUNS (default 3) narrow a run. Figures: docs/benchmarks.md.
import { buildIfStale, installIfNeeded } from "../scripts/build.mjs";
import { measureMapData, startBenchApp, startDatabaseServer } from "./bench-app.js";
import {
  launchBrowser,
  measureExplorerFilters,
  measureIncidentMap,
  measureLeafletBaseline,
  p95,
  type FilterRun,
  type Run,
} from "./bench-browser.js";

const SIZES = (process.env.BENCH_SIZES ?? "1000,10000,100000").split(",").map(Number);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** BENCH_FILTERS_ONLY=1 measures only the explorer's filters and timeline (and their first render). */
const FILTERS_ONLY = process.env.BENCH_FILTERS_ONLY === "1";

/** Targets at 100,000 events (the performance section). */
const TARGETS = {
  firstFrameMs: 1000,
  speedup: 8,
  longestTaskMs: 200,
  reclusterMs: 50,
  gzipBytes: 2 * 1024 * 1024,
  filterP95Ms: 100,
  filterLongestTaskMs: 100,
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianRun = (runs: Run[]): Run => ({
  firstFrameMs: median(runs.map((run) => run.firstFrameMs)),
  longestTaskMs: median(runs.map((run) => run.longestTaskMs)),
  reclusterMs: median(runs.map((run) => run.reclusterMs)),
  fullIndexMs: median(runs.map((run) => run.fullIndexMs ?? 0)),
});

interface Row {
  size: number;
  ours: Run;
  baseline: Run;
  data: Awaited<ReturnType<typeof measureMapData>>;
  filters: FilterRun[];
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function report(rows: Row[]) {
  const lines = [
    "| events | first clustered frame | baseline (Leaflet DOM) | speed-up | longest task (ours / baseline) | re-cluster (ours / baseline) | full index built | map data gzip (raw) | server time first / cached |",
    "|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      ({ size, ours, baseline, data }) =>
        `| ${size.toLocaleString("en")} | ${ms(ours.firstFrameMs)} | ${ms(baseline.firstFrameMs)} | ` +
        `${(baseline.firstFrameMs / ours.firstFrameMs).toFixed(1)}× | ${ms(ours.longestTaskMs)} / ${ms(baseline.longestTaskMs)} | ` +
        `${ours.reclusterMs.toFixed(1)} ms / ${ms(baseline.reclusterMs)} | ${ms(ours.fullIndexMs ?? 0)} | ` +
        `${kb(data.gzipBytes)} (${kb(data.rawBytes)}) | ` +
        `${ms(data.firstMs)} / ${ms(data.warmMs)} |`,
    ),
  ];
  console.log(`\n${lines.join("\n")}\n`);
  const filterLines = [
    "| events | first render, unfiltered (same run) | filter → clusters drawn p95 (median, n) | longest task while filtering |",
    "|---:|---:|---:|---:|",
    ...rows.map(({ size, filters }) => {
      const all = filters.flatMap((run) => run.filterMs);
      return (
        `| ${size.toLocaleString("en")} | ${ms(median(filters.map((run) => run.firstFrameMs)))} | ` +
        `${ms(p95(all))} (${ms(median(all))}, ${all.length}) | ${ms(Math.max(...filters.map((run) => run.longestTaskMs)))} |`
      );
    }),
  ];
  console.log(`${filterLines.join("\n")}\n`);
  const largest = rows.find((row) => row.size === 100_000);
  if (!largest) return;
  const checks: [string, boolean][] = [
    [`first clustered frame < ${TARGETS.firstFrameMs} ms`, largest.ours.firstFrameMs < TARGETS.firstFrameMs],
    [
      `≥ ${TARGETS.speedup}× faster than the baseline`,
      largest.baseline.firstFrameMs / largest.ours.firstFrameMs >= TARGETS.speedup,
    ],
    [
      `no main-thread task > ${TARGETS.longestTaskMs} ms`,
      largest.ours.longestTaskMs <= TARGETS.longestTaskMs,
    ],
    [`re-cluster < ${TARGETS.reclusterMs} ms`, largest.ours.reclusterMs < TARGETS.reclusterMs],
    ["map data < 2 MB gzipped", largest.data.gzipBytes < TARGETS.gzipBytes],
    [
      `filter or timeline step → clusters drawn p95 ≤ ${TARGETS.filterP95Ms} ms`,
      p95(largest.filters.flatMap((run) => run.filterMs)) <= TARGETS.filterP95Ms,
    ],
    [
      `no main-thread task > ${TARGETS.filterLongestTaskMs} ms while filtering`,
      Math.max(...largest.filters.map((run) => run.longestTaskMs)) <= TARGETS.filterLongestTaskMs,
    ],
  ];
  // a filters-only run has no first-frame or baseline figures to check
  const checked = FILTERS_ONLY ? checks.slice(-2) : checks;
  for (const [name, met] of checked) console.log(`${met ? "met    " : "MISSED "} ${name} (100,000 events)`);
}

async function main() {
  installIfNeeded();
  buildIfStale();
  const database = await startDatabaseServer();
  const browser = await launchBrowser();
  const rows: Row[] = [];
  try {
    for (const size of SIZES) {
      console.log(`▶ ${size.toLocaleString("en")} events: seeding and starting the app`);
      const app = await startBenchApp(database.url, size);
      try {
        const data = await measureMapData(app.url);
        await measureIncidentMap(browser, app.url); // warm-up: compiled shaders, server caches
        const ours: Run[] = [];
        const baseline: Run[] = [];
        const filters: FilterRun[] = [];
        for (let run = 0; run < RUNS; run++) {
          if (!FILTERS_ONLY) {
            ours.push(await measureIncidentMap(browser, app.url));
            baseline.push(await measureLeafletBaseline(browser, app.url));
          }
          filters.push(await measureExplorerFilters(browser, app.url));
        }
        const none: Run = { firstFrameMs: 0, longestTaskMs: 0, reclusterMs: 0 };
        rows.push({
          size,
          data,
          ours: ours.length ? medianRun(ours) : none,
          baseline: baseline.length ? medianRun(baseline) : none,
          filters,
        });
        console.log(
          `  ours ${JSON.stringify(ours)}\n  baseline ${JSON.stringify(baseline)}\n` +
            `  filters ${JSON.stringify(filters.map((run) => ({ ...run, filterMs: run.filterMs.map(Math.round) })))}`,
        );
      } finally {
        await app.close();
      }
    }
  } finally {
    await browser.close();
    await database.stop();
  }
  report(rows);
}

await main();
