// The export benchmark (`npm run bench:export`): seeds 100,000 approved incidents, starts the built app,
// and downloads GET /api/events/export.csv (and .geojson) several times, measuring the throughput to the
// last byte and the server's resident memory before, during (sampled every 10 ms) and after. The
// reference is an Express 5 app sending the same CSV bytes from memory (bench/static-bytes.mjs). One
// download also reads slowly, to show that a slow client does not make the server buffer the export.
// Then the transfers under load (export-transfers.ts). BENCH_EVENTS sets the number of incidents,
// BENCH_RUNS the downloads per scenario. Writes the tables to docs/benchmarks.md.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { buildIfStale, installIfNeeded } from "../scripts/build.mjs";
import type { exportStatement as ExportStatement } from "../api/src/modules/events/exports/event-export.js";
import { startDatabaseServer, startSeededApp, startStaticBytes, type BenchApp } from "./bench-app.js";
import { measureTransfers, transfersTable, type TransferRow } from "./export-transfers.js";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MB_S = 50;
const DOC = new URL("../docs/benchmarks.md", import.meta.url);
const START = "<!-- export-bench:start -->";
const END = "<!-- export-bench:end -->";
const MB = 1024 * 1024;

// Titles of realistic length with the characters the CSV must quote (commas, quotes), every kind, and a
// country for most; the same data on every run.
const SEED_SQL = `
  insert into events (type, kind, country, country_boundaries, title, title_source, source_url, source_url_key,
                      date, latitude, longitude, status, created_at, updated_at)
  select case when random() < 0.7 then 'russian' else 'chinese' end,
         (array['sabotage','cyber','airspace','espionage','disinformation','other'])[1 + g % 6],
         (array['PL','DE','LT','LV','EE','FI','SE','NO','DK','NL','FR','GB',null])[1 + g % 13], 1,
         'Benchmark incident ' || g || ': "suspected" sabotage of a rail line, power cable, or port near a city',
         'page', 'https://bench.example.org/news/' || g || '/a-typical-article-path',
         'https://bench.example.org/news/' || g || '/a-typical-article-path',
         date '2020-01-01' + (g % 1800), 35 + random() * 30, -10 + random() * 50, 'approved', now(), now()
    from generate_series(1, $1::int) g`;

/** Resident memory of a process in MB (Linux). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

interface Download {
  bytes: number;
  seconds: number;
  peakRssMb: number;
}

/** One download read to the end as fast as the client can (or slowly: `pauseMs` after each MB). */
async function download(url: string, pid: number, pauseMs = 0): Promise<Download> {
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 10);
  const started = performance.now();
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    let bytes = 0;
    let sincePause = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      sincePause += chunk.byteLength;
      if (pauseMs && sincePause >= MB) {
        sincePause = 0;
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }
    return { bytes, seconds: (performance.now() - started) / 1000, peakRssMb: peak };
  } finally {
    clearInterval(sampler);
  }
}

interface Row {
  name: string;
  megabytes: number;
  mbPerSecond: number;
  seconds: number;
  rss: [before: number, during: number, after: number] | null;
}

async function scenario(name: string, url: string, pid: number, pauseMs = 0, runs = RUNS): Promise<Row> {
  await download(url, pid, pauseMs); // warms the JIT, the pool and PostgreSQL's cache
  const before = rssMb(pid);
  const results: Download[] = [];
  for (let i = 0; i < runs; i++) results.push(await download(url, pid, pauseMs));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const after = rssMb(pid);
  const median = [...results].sort((a, b) => a.seconds - b.seconds)[Math.floor(results.length / 2)]!;
  const row: Row = {
    name,
    megabytes: median.bytes / MB,
    mbPerSecond: median.bytes / MB / median.seconds,
    seconds: median.seconds,
    rss: [before, Math.max(...results.map((r) => r.peakRssMb)), after],
  };
  console.log(
    `  ${row.megabytes.toFixed(1)} MB in ${row.seconds.toFixed(2)} s: ${row.mbPerSecond.toFixed(1)} MB/s; ` +
      `RSS ${row.rss!.map((n) => n.toFixed(0)).join(" → ")} MB`,
  );
  return row;
}

/** The database alone: psql running the export's own COPY statement, its output counted and dropped. */
async function psqlCopy(databaseUrl: string): Promise<Row | null> {
  // from the build: the module's imports reach the entities, whose decorators tsx cannot compile
  const { exportStatement } = (await import(
    new URL("../api/dist/modules/events/exports/event-export.js", import.meta.url).href
  )) as { exportStatement: typeof ExportStatement };
  const sql = exportStatement(
    "csv",
    { sql: ["status = 'approved'"], params: [] },
    "https://bench.example.org",
  );
  const once = () =>
    new Promise<Download>((resolve, reject) => {
      const started = performance.now();
      const child = spawn("psql", ["-X", "-q", databaseUrl, "-c", sql.replace(/\s+/g, " ")], {
        stdio: ["ignore", "pipe", "inherit"],
      });
      let bytes = 0;
      child.stdout.on("data", (chunk: Buffer) => (bytes += chunk.length));
      child.once("error", reject);
      child.once("exit", (code) =>
        code === 0
          ? resolve({ bytes, seconds: (performance.now() - started) / 1000, peakRssMb: 0 })
          : reject(new Error(`psql exited with ${code}`)),
      );
    });
  try {
    await once();
  } catch {
    return null; // no psql on this machine
  }
  const results: Download[] = [];
  for (let i = 0; i < RUNS; i++) results.push(await once());
  const median = [...results].sort((a, b) => a.seconds - b.seconds)[Math.floor(results.length / 2)]!;
  const row: Row = {
    name: "Reference: psql running the same COPY (database only)",
    megabytes: median.bytes / MB,
    mbPerSecond: median.bytes / MB / median.seconds,
    seconds: median.seconds,
    rss: null,
  };
  console.log(
    `  ${row.megabytes.toFixed(1)} MB in ${row.seconds.toFixed(2)} s: ${row.mbPerSecond.toFixed(1)} MB/s`,
  );
  return row;
}

/** The size targets at 100,000 incidents, in MB of 10^6 bytes as the download's length. */
const SIZE_TARGETS_MB: Record<string, number> = { csv: 30, geojson: 60 };
const XLSX_KEPT_TARGET_S = 0.5;
const PANDAS_TARGET_S = 0.4;

interface Sizes {
  /** Bytes of each whole download, uncompressed. */
  bytes: Record<"csv" | "geojson" | "xlsx" | "list", number>;
  /** The whole set's workbook: made on the first download, then sent from its kept copy. */
  xlsxSeconds: [first: number, kept: number];
  /** pandas.read_csv of the CSV, median of five (wall and CPU seconds), when Python has pandas. */
  pandasSeconds: [wall: number, cpu: number] | null;
  /** geopandas.read_file of the GeoJSON, the same way, when Python has geopandas. */
  geopandasSeconds: [wall: number, cpu: number] | null;
}

/** The Python with pandas (and geopandas): BENCH_PYTHON, else python3 on the PATH. */
const PYTHON = process.env.BENCH_PYTHON ?? "python3";
const LOADS = 5;

/**
 * Seconds for Python to read a file (median of five loads, and the CPU seconds of that median's load), or
 * null when `module` is not installed: pandas.read_csv for the CSV, geopandas.read_file for the GeoJSON.
 */
function pythonLoad(module: "pandas" | "geopandas", file: string): [wall: number, cpu: number] | null {
  const read = module === "pandas" ? "pandas.read_csv(sys.argv[1])" : "geopandas.read_file(sys.argv[1])";
  const script = `import sys, time
import ${module}
times = []
for _ in range(${LOADS}):
    wall, cpu = time.perf_counter(), time.process_time(); ${read}
    times.append((time.perf_counter() - wall, time.process_time() - cpu))
times.sort()
print(*times[len(times) // 2])`;
  const run = spawnSync(PYTHON, ["-c", script, file], { encoding: "utf8" });
  if (run.status !== 0) return null;
  const [wall, cpu] = run.stdout.trim().split(" ").map(Number);
  return [wall!, cpu!];
}

/** The whole downloads' sizes, the workbook's first and kept answers, and pandas on the CSV. */
async function measureSizes(appUrl: string, csvFile: string, geojsonFile: string): Promise<Sizes> {
  const length = async (path: string) => (await (await fetch(`${appUrl}${path}`)).arrayBuffer()).byteLength;
  const timed = async (path: string) => {
    const started = performance.now();
    const bytes = await length(path);
    return { bytes, seconds: (performance.now() - started) / 1000 };
  };
  const first = await timed("/api/events/export.xlsx");
  const kept = await timed("/api/events/export.xlsx");
  const sizes: Sizes = {
    bytes: {
      csv: await length("/api/events/export.csv"),
      geojson: await length("/api/events/export.geojson"),
      xlsx: kept.bytes,
      list: await length("/api/events"),
    },
    xlsxSeconds: [first.seconds, kept.seconds],
    pandasSeconds: pythonLoad("pandas", csvFile),
    geopandasSeconds: pythonLoad("geopandas", geojsonFile),
  };
  const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
  console.log(
    `  CSV ${mb(sizes.bytes.csv)}, GeoJSON ${mb(sizes.bytes.geojson)}, XLSX ${mb(sizes.bytes.xlsx)}, ` +
      `list ${mb(sizes.bytes.list)}; XLSX first ${first.seconds.toFixed(2)} s, kept ${kept.seconds.toFixed(2)} s; ` +
      `pandas ${sizes.pandasSeconds === null ? "not installed" : `${sizes.pandasSeconds[0].toFixed(2)} s`}, ` +
      `geopandas ${sizes.geopandasSeconds === null ? "not installed" : `${sizes.geopandasSeconds[0].toFixed(2)} s`}`,
  );
  return sizes;
}

function sizesSection(sizes: Sizes): string[] {
  const mb = (n: number) => (n / 1e6).toFixed(1);
  const verdict = (ok: boolean) => (ok ? "met" : "**missed**");
  const target = (format: "csv" | "geojson") =>
    `≤ ${SIZE_TARGETS_MB[format]} MB — ${verdict(sizes.bytes[format] / 1e6 <= SIZE_TARGETS_MB[format]!)}`;
  const [first, kept] = sizes.xlsxSeconds;
  const pandas =
    sizes.pandasSeconds === null
      ? `not measured: ${PYTHON} on this machine has no pandas`
      : `${sizes.pandasSeconds[0].toFixed(2)} s, median of ${LOADS} (${sizes.pandasSeconds[1].toFixed(2)} s of CPU; ` +
        `target ≤ ${PANDAS_TARGET_S} s — ${verdict(sizes.pandasSeconds[0] <= PANDAS_TARGET_S)})`;
  const geopandas =
    sizes.geopandasSeconds === null
      ? `not measured: ${PYTHON} on this machine has no geopandas`
      : `${sizes.geopandasSeconds[0].toFixed(2)} s, median of ${LOADS} (${sizes.geopandasSeconds[1].toFixed(2)} s of CPU)`;
  return [
    "Sizes of the whole set (MB of 10^6 bytes, uncompressed):",
    "",
    "| download | size | target |",
    "| --- | ---: | --- |",
    `| export.csv | ${mb(sizes.bytes.csv)} MB | ${target("csv")} |`,
    `| export.geojson | ${mb(sizes.bytes.geojson)} MB | ${target("geojson")} |`,
    `| export.xlsx | ${mb(sizes.bytes.xlsx)} MB | — |`,
    `| GET /api/events | ${mb(sizes.bytes.list)} MB | — |`,
    "",
    `The whole set's XLSX: ${first.toFixed(2)} s for the first download (made), ${kept.toFixed(2)} s for ` +
      `the next (its kept copy; target ≤ ${XLSX_KEPT_TARGET_S} s — ${verdict(kept <= XLSX_KEPT_TARGET_S)}). ` +
      `pandas.read_csv of the CSV: ${pandas}. geopandas.read_file of the GeoJSON: ${geopandas}.`,
    "",
  ];
}

function writeReport(rows: Row[], transfers: TransferRow[], load: [number, number], sizes: Sizes) {
  const csv = rows.find((row) => row.name.startsWith("GET /api/events/export.csv"))!;
  const table = [
    "| scenario | size | time (median) | throughput | server RSS before → peak during → after |",
    "| --- | ---: | ---: | ---: | --- |",
    ...rows.map(
      (r) =>
        `| ${r.name} | ${r.megabytes.toFixed(1)} MB | ${r.seconds.toFixed(2)} s | ${r.mbPerSecond.toFixed(1)} MB/s | ` +
        `${r.rss ? `${r.rss.map((n) => n.toFixed(0)).join(" → ")} MB` : "—"} |`,
    ),
  ].join("\n");
  const verdict = csv.mbPerSecond >= TARGET_MB_S ? "met" : "**missed**";
  const section = [
    START,
    `Run of ${new Date().toISOString().slice(0, 10)}: ${EVENTS.toLocaleString("en")} approved incidents, ` +
      `median of ${RUNS} downloads after one warm-up, client on the same machine; ${cpus().length} CPUs, load ` +
      `average (1 min) ${load[0].toFixed(1)} at the start and ${load[1].toFixed(1)} at the end.`,
    "",
    table,
    "",
    `Target: the CSV export streams at least ${TARGET_MB_S} MB/s — ${verdict} (${csv.mbPerSecond.toFixed(1)} MB/s).`,
    "",
    ...sizesSection(sizes),
    "Transfers under load: many clients at once, each reading every answer to its last byte and, when the " +
      "app's admission control refuses it (503 with Retry-After), waiting as told before asking again " +
      "(bench/polite-load.ts); served/s counts the answers with the expected status, refusals are their own " +
      "column. Beside an Express hello-world and the same compressed bytes sent from memory, in the same run.",
    "",
    transfersTable(transfers),
    END,
  ].join("\n");
  const doc = readFileSync(DOC, "utf8");
  const from = doc.indexOf(START);
  const to = doc.indexOf(END);
  if (from < 0 || to < 0) throw new Error("docs/benchmarks.md has no export-bench markers");
  writeFileSync(DOC, doc.slice(0, from) + section + doc.slice(to + END.length));
  console.log(`\n${section}\n`);
}

async function main() {
  installIfNeeded();
  buildIfStale();
  const database = await startDatabaseServer();
  console.log(`▶ seeding ${EVENTS.toLocaleString("en")} incidents and starting the app`);
  // as deployed; one address makes every request, so the limits are lifted to be counted, not refusing
  const app = await startSeededApp(
    database.url,
    async (client) => {
      await client.query("select setseed(0.42)");
      await client.query(SEED_SQL, [EVENTS]);
      await client.query("vacuum analyze events");
    },
    { env: { NODE_ENV: "production", RESEARCH_RATE_LIMIT: "100000000", RATE_LIMIT_FACTOR: "10000" } },
  );
  const scratch = mkdtempSync(join(tmpdir(), "incident-watch-export-"));
  const rows: Row[] = [];
  let transfers: TransferRow[] = [];
  let sizes: Sizes | undefined;
  const loadAtStart = loadavg()[0]!;
  let reference: BenchApp | undefined;
  try {
    const csvUrl = `${app.url}/api/events/export.csv`;
    const file = join(scratch, "export.csv");
    writeFileSync(file, Buffer.from(await (await fetch(csvUrl)).arrayBuffer()));
    reference = await startStaticBytes(file);
    console.log("▶ reference: the same CSV bytes from memory (Express 5)");
    rows.push(
      await scenario("Reference: the same bytes from memory (Express 5)", reference.url, reference.pid!),
    );
    console.log("▶ reference: psql running the export's COPY");
    const databaseOnly = await psqlCopy(app.databaseUrl!);
    if (databaseOnly) rows.push(databaseOnly);
    console.log("▶ GET /api/events/export.csv");
    rows.push(await scenario("GET /api/events/export.csv", csvUrl, app.pid!));
    console.log("▶ GET /api/events/export.geojson");
    rows.push(
      await scenario("GET /api/events/export.geojson", `${app.url}/api/events/export.geojson`, app.pid!),
    );
    console.log("▶ GET /api/events/export.csv?kinds=sabotage,cyber&countries=PL,DE,LT (a filter)");
    rows.push(
      await scenario(
        "GET /api/events/export.csv?kinds=sabotage,cyber&countries=PL,DE,LT",
        `${csvUrl}?kinds=sabotage,cyber&countries=PL,DE,LT`,
        app.pid!,
      ),
    );
    console.log("▶ a slow client (20 ms pause per MB)");
    rows.push(await scenario("export.csv to a slow client (20 ms pause per MB)", csvUrl, app.pid!, 20, 1));
    console.log("▶ sizes, the XLSX's kept copy, pandas and geopandas");
    const geojsonFile = join(scratch, "export.geojson");
    writeFileSync(
      geojsonFile,
      Buffer.from(await (await fetch(`${app.url}/api/events/export.geojson`)).arrayBuffer()),
    );
    sizes = await measureSizes(app.url, file, geojsonFile);
    transfers = await measureTransfers(app, scratch);
  } finally {
    await reference?.close();
    await app.close();
    await database.stop();
    rmSync(scratch, { recursive: true, force: true });
  }
  writeReport(rows, transfers, [loadAtStart, loadavg()[0]!], sizes!);
}

await main();
