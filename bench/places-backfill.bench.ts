// The places backfill benchmark (`npm run bench:places`): seeds 100,000 approved incidents with the
// benchmarks' seed (bench-app.ts), which the first instance started before they were stored, then starts a
// second instance on the same database, as a release with the places' migration does: it queues the
// backfill at start (decision 151). Measures the time until every incident has its place, and a visitor's
// research request on the first instance meanwhile, against the same request before. BENCH_EVENTS sets the
// number of incidents. Then weighs what the place columns add to the CSV download. Prints Markdown for
// docs/benchmarks.md.
import { setTimeout as delay } from "node:timers/promises";
import { loadavg } from "node:os";
import type pg from "pg";
import { buildIfStale, installIfNeeded } from "../scripts/build.mjs";
import { csvRows } from "../api/test/csv-rows.js";
import { startAppProcess, stopProcess } from "../web/e2e/processes.js";
import { startBenchApp, startDatabaseServer, webRequire } from "./bench-app.js";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const pgModule = webRequire("pg") as typeof pg;

/** Milliseconds of one uncached visitor's request: a page of the research list, with its count and places. */
async function visitorRequest(url: string, n: number): Promise<number> {
  const dateTo = `2024-${String((n % 12) + 1).padStart(2, "0")}-${String((n % 28) + 1).padStart(2, "0")}`;
  const started = performance.now();
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      query: `query ($to: String) { events(filter: { dateTo: $to }, first: 20) {
        totalCount edges { node { id place { name regionCode } } } } }`,
      variables: { to: dateTo },
    }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`POST /graphql answered ${response.status}`);
  return performance.now() - started;
}

/**
 * What the place columns (export revision 7) add to the current CSV download: their bytes, as written
 * with their commas and quotes, against the bytes of the other columns.
 */
async function csvGrowth(url: string): Promise<{ bytes: number; placeBytes: number }> {
  const response = await fetch(`${url}/api/events/export.csv`);
  if (!response.ok) throw new Error(`GET /api/events/export.csv answered ${response.status}`);
  const text = await response.text();
  const [header, ...rows] = csvRows(text).rows;
  const first = header!.indexOf("location");
  if (first < 0) throw new Error("The CSV has no location column");
  const written = (value: string) =>
    /[",\n]/.test(value) ? value.replace(/"/g, '""').length + 2 : value.length;
  let placeBytes = header!.slice(first).reduce((sum, name) => sum + written(name) + 1, 0);
  for (const row of rows) placeBytes += row.slice(first).reduce((sum, value) => sum + written(value) + 1, 0);
  return { bytes: Buffer.byteLength(text), placeBytes };
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

async function main() {
  installIfNeeded();
  buildIfStale();
  const database = await startDatabaseServer();
  const first = await startBenchApp(database.url, EVENTS);
  const client = new pgModule.Client({ connectionString: first.databaseUrl });
  await client.connect();
  const unplaced = async () =>
    (await client.query<{ n: number }>("select count(*)::int as n from events where place_gazetteer = 0"))
      .rows[0]!.n;
  try {
    const load = loadavg()[0]!.toFixed(2);
    const before: number[] = [];
    for (let n = 0; n < 20; n++) before.push(await visitorRequest(first.url, n));
    const started = performance.now();
    const second = await startAppProcess({
      args: ["dist/main.js"],
      databaseUrl: first.databaseUrl,
      env: { LOG_LEVEL: "error" },
      readyTimeoutMs: 120_000,
    });
    const during: number[] = [];
    try {
      let n = 20;
      while ((await unplaced()) > 0) {
        if (performance.now() - started > 15 * 60_000) throw new Error("The backfill took over 15 minutes");
        during.push(await visitorRequest(first.url, n++));
        await delay(200);
      }
    } finally {
      await stopProcess(second.child);
    }
    const seconds = (performance.now() - started) / 1000;
    const csv = await csvGrowth(first.url);
    const others = csv.bytes - csv.placeBytes;
    // a version published before revision 7 names no place until the incident's next change: the columns
    // as they will be once every incident's current version names its place
    const full = (
      await client.query<{ bytes: string }>(
        `select sum(octet_length(coalesce(place_name, '')) + octet_length(coalesce(place_region, ''))
                  + octet_length(coalesce(place_region_code, '')) + octet_length(to_char(place_distance_km, 'FM99990.0'))
                  + 4)::text as bytes
           from events where status = 'approved'`,
      )
    ).rows[0]!.bytes;
    const fullBytes = Number(full);
    console.log(`### Places backfill at ${EVENTS.toLocaleString("en")} incidents — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, load average ${load} before

| measure | value |
| --- | --- |
| every incident placed, from the second instance's start | ${seconds.toFixed(1)} s |
| a visitor's page of 20 with its count, before: median / p95 | ${percentile(before, 50).toFixed(0)} / ${percentile(before, 95).toFixed(0)} ms |
| the same during the backfill (${during.length} requests): median / p95 | ${percentile(during, 50).toFixed(0)} / ${percentile(during, 95).toFixed(0)} ms |
| the CSV download: the place columns' bytes against the others', as downloaded | ${(csv.placeBytes / 1e6).toFixed(2)} MB / ${(others / 1e6).toFixed(2)} MB (+${((csv.placeBytes / others) * 100).toFixed(1)} %) |
| the same once every incident's version names its place | ${(fullBytes / 1e6).toFixed(2)} MB / ${(others / 1e6).toFixed(2)} MB (+${((fullBytes / others) * 100).toFixed(1)} %) |
`);
  } finally {
    await client.end();
    await first.close();
    await database.stop();
  }
}

await main();
