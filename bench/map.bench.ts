// The map benchmark (`npm run bench`): seeds 1,000, 10,000 and 100,000 approved events, starts the built
// app on each, and measures our WebGL map against the Leaflet + markercluster baseline in headless Chromium.
// BENCH_SIZES (e.g. "1000,10000") and BENCH_RUNS (default 3) narrow a run. Figures: docs/benchmarks.md.
// Then 1,000,000 events seeded with COPY, drawn from the server's clusters (map-million.ts); BENCH_MILLION=0
// leaves that out.
import { buildIfStale, installIfNeeded } from "../scripts/build.mjs";
import { MAP_DATA_URL } from "../web/src/features/map/data/mapData.js";
import { measureMapData, startBenchApp, startDatabaseServer } from "./bench-app.js";
import { measureMillion, MILLION, type MillionRow } from "./map-million.js";
import {
  launchBrowser,
  measureExplorerFilters,
  measureIncidentMap,
  measureLeafletBaseline,
  p95,
  type FilterRun,
  type Run,
} from "./bench-browser.js";

const SIZES = (process.env.BENCH_SIZES ?? "1000,10000,100000").split(",").filter(Boolean).map(Number);
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
  /** what the map page asks (GraphQL mapData over GET) */
  data: Awaited<ReturnType<typeof measureMapData>>;
  /** the same points over REST, measured first in the same run */
  rest: Awaited<ReturnType<typeof measureMapData>>;
  filters: FilterRun[];
}

const ms = (value: number) => `${Math.round(value)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function report(rows: Row[]) {
  const lines = [
    "| events | first clustered frame | baseline (Leaflet DOM) | speed-up | longest task (ours / baseline) | re-cluster (ours / baseline) | full index built | map data gzip (raw) | server time first / cached | REST: gzip, first / cached |",
    "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ...rows.map(
      ({ size, ours, baseline, data, rest }) =>
        `| ${size.toLocaleString("en")} | ${ms(ours.firstFrameMs)} | ${ms(baseline.firstFrameMs)} | ` +
        `${(baseline.firstFrameMs / ours.firstFrameMs).toFixed(1)}× | ${ms(ours.longestTaskMs)} / ${ms(baseline.longestTaskMs)} | ` +
        `${ours.reclusterMs.toFixed(1)} ms / ${ms(baseline.reclusterMs)} | ${ms(ours.fullIndexMs ?? 0)} | ` +
        `${kb(data.gzipBytes)} (${kb(data.rawBytes)}) | ` +
        `${ms(data.firstMs)} / ${ms(data.warmMs)} | ` +
        `${kb(rest.gzipBytes)}, ${ms(rest.firstMs)} / ${ms(rest.warmMs)} |`,
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

/** Targets at 1,000,000 events (issue 21). */
const MILLION_TARGETS = {
  frameRatio: 1.5,
  bytes: 500 * 1024,
  filterP95Ms: 300,
  tileP95Ms: 100,
  rss: 500 * 2 ** 20,
};

function reportMillion(million: MillionRow, rows: Row[]) {
  const hundred = rows.find((row) => row.size === 100_000);
  const all = million.filters.filterMs;
  const hundredFilters = hundred?.filters.flatMap((run) => run.filterMs) ?? [];
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
  const lines = [
    `| ${MILLION.toLocaleString("en")} events (server clusters) | value | 100,000 (client) same run | Leaflet 100,000 same run |`,
    "|---|---:|---:|---:|",
    `| seeded with COPY (+ indexes) | ${ms(million.seededMs)} | | |`,
    `| first clustered frame | ${ms(million.ours.firstFrameMs)} | ${hundred ? ms(hundred.ours.firstFrameMs) : "–"} | ${hundred ? ms(hundred.baseline.firstFrameMs) : "–"} |`,
    `| bytes for the first view (all API answers) | ${kb(million.firstViewBytes)} | ${hundred ? kb(hundred.data.gzipBytes) : "–"} | ${hundred ? kb(hundred.data.gzipBytes) : "–"} |`,
    `| filter → clusters drawn p95 (median, n) | ${ms(p95(all))} (${ms(median(all))}, ${all.length}) | ${hundredFilters.length ? ms(p95(hundredFilters)) : "–"} | |`,
    `| pan/zoom clusters, server time p95 (median) | ${ms(million.tileP95Ms)} (${ms(million.tileMedianMs)}) | | |`,
    `| longest main-thread task at load | ${ms(million.ours.longestTaskMs)} | ${hundred ? ms(hundred.ours.longestTaskMs) : "–"} | ${hundred ? ms(hundred.baseline.longestTaskMs) : "–"} |`,
    `| app RSS, largest | ${mb(million.rssBytes)} | | |`,
  ];
  console.log(`\n${lines.join("\n")}\n`);
  const checks: [string, boolean][] = [
    [
      `first frame ≤ ${MILLION_TARGETS.frameRatio}× the 100,000 frame`,
      !!hundred && million.ours.firstFrameMs <= MILLION_TARGETS.frameRatio * hundred.ours.firstFrameMs,
    ],
    ["first view ≤ 500 KB", million.firstViewBytes <= MILLION_TARGETS.bytes],
    [`filter p95 ≤ ${MILLION_TARGETS.filterP95Ms} ms`, p95(all) <= MILLION_TARGETS.filterP95Ms],
    [
      `clusters server time p95 ≤ ${MILLION_TARGETS.tileP95Ms} ms`,
      million.tileP95Ms <= MILLION_TARGETS.tileP95Ms,
    ],
    ["app RSS ≤ 500 MiB", million.rssBytes <= MILLION_TARGETS.rss],
  ];
  for (const [name, met] of checks) console.log(`${met ? "met    " : "MISSED "} ${name} (1,000,000 events)`);
}

async function main() {
  installIfNeeded();
  buildIfStale();
  const database = await startDatabaseServer();
  const browser = await launchBrowser();
  const rows: Row[] = [];
  let million: MillionRow | undefined;
  try {
    for (const size of SIZES) {
      console.log(`▶ ${size.toLocaleString("en")} events: seeding and starting the app`);
      const app = await startBenchApp(database.url, size);
      try {
        const rest = await measureMapData(app.url);
        const data = await measureMapData(app.url, MAP_DATA_URL);
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
          rest,
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
    if (MILLION > 0) {
      console.log(`▶ ${MILLION.toLocaleString("en")} events: seeding with COPY and starting the app`);
      million = await measureMillion(browser, database.url);
      console.log(
        `  ${JSON.stringify({ ...million, filters: { ...million.filters, filterMs: million.filters.filterMs.map(Math.round) } })}`,
      );
    }
  } finally {
    await browser.close();
    await database.stop();
  }
  report(rows);
  if (million) reportMillion(million, rows);
}

await main();
