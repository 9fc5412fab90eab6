// The as-of benchmark (`npm run bench:as-of`): seeds 100,000 approved incidents with the benchmarks' seed
// (bench-app.ts, one version each), starts the built app, and measures what a past data version costs:
// EXPLAIN (ANALYZE, BUFFERS) of the check that a version was published and of the whole CSV rebuilt as
// of it, the first answer of its record, the time its checksums take in the background, and an as-of
// download. BENCH_EVENTS sets the number of incidents. Prints Markdown for docs/benchmarks.md.
import { setTimeout as delay } from "node:timers/promises";
import { loadavg } from "node:os";
import type pg from "pg";
import { buildIfStale, installIfNeeded } from "../scripts/build.mjs";
import type { exportStatement as ExportStatement } from "../api/src/modules/events/exports/event-export.js";
import type { parseAsOf as ParseAsOf } from "../api/src/modules/incidents-read/as-of.queries.js";
import type { VersionRecord } from "../api/src/modules/releases/releases.service.js";
import { startBenchApp, startDatabaseServer, webRequire } from "./bench-app.js";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const pgModule = webRequire("pg") as typeof pg;

/** The statement a COPY runs, for EXPLAIN (which takes no COPY). */
const copied = (statement: string) => statement.replace(/^copy \(/, "").replace(/\)\s*to stdout[\s\S]*$/, "");

async function explain(client: pg.Client, sql: string, params: unknown[] = []): Promise<string> {
  const { rows } = await client.query<{ "QUERY PLAN": string }>(
    `explain (analyze, buffers, costs off, timing on) ${sql}`,
    params,
  );
  return rows.map((row) => row["QUERY PLAN"]).join("\n");
}

/** From the build: the modules' imports reach the entities, whose decorators tsx cannot compile. */
const built = async <T>(path: string) =>
  (await import(new URL(`../api/dist/${path}`, import.meta.url).href)) as T;

async function main() {
  installIfNeeded();
  buildIfStale();
  const { exportStatement } = await built<{ exportStatement: typeof ExportStatement }>(
    "modules/events/exports/event-export.js",
  );
  const { parseAsOf } = await built<{ parseAsOf: typeof ParseAsOf }>(
    "modules/incidents-read/as-of.queries.js",
  );
  const database = await startDatabaseServer();
  const app = await startBenchApp(database.url, EVENTS);
  const client = new pgModule.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    await client.query("vacuum analyze events, incident_versions");
    const versions = await client.query<{ n: number }>("select count(*)::int as n from incident_versions");
    const answer = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ dataVersion }" }),
    });
    const version = ((await answer.json()) as { data: { dataVersion: string } }).data.dataVersion;
    const asOf = parseAsOf(version);
    const load = loadavg()[0]!.toFixed(2);

    const published = await explain(
      client,
      `select count(*)::int as n
         from (select distinct on (event_id) snapshot is not null as public
                 from incident_versions where created_at < $1::timestamptz + interval '1 millisecond'
                order by event_id, number desc) latest
        where public`,
      [asOf.time],
    );
    const where = { sql: ["status = 'approved'"], params: [] };
    const csv = await explain(
      client,
      copied(exportStatement("csv", where, "https://bench.example", asOf.time)),
    );

    let started = performance.now();
    const first = await fetch(`${app.url}/api/versions/${version}`);
    const firstMs = performance.now() - started;
    const pending = ((await first.json()) as VersionRecord).checksumsPending;
    let record: VersionRecord;
    for (;;) {
      record = (await (await fetch(`${app.url}/api/versions/${version}`)).json()) as VersionRecord;
      if (record.checksumsPending.length === 0) break;
      await delay(250);
    }
    const backgroundS = (performance.now() - started) / 1000;
    started = performance.now();
    const again = await fetch(`${app.url}/api/versions/${version}`);
    await again.arrayBuffer();
    const againMs = performance.now() - started;
    started = performance.now();
    const download = await fetch(`${app.url}/api/events/export.csv?asOf=${version}`);
    const bytes = (await download.arrayBuffer()).byteLength;
    const downloadS = (performance.now() - started) / 1000;

    console.log(`### As-of rebuilds at ${EVENTS.toLocaleString("en")} incidents — ${new Date().toISOString().slice(0, 16).replace("T", " ")} UTC, load average ${load} before

${EVENTS.toLocaleString("en")} incidents, ${versions.rows[0]!.n.toLocaleString("en")} versions, version \`${version}\`.

| measure | value |
| --- | --- |
| first answer of \`/api/versions/{version}\` (checksums pending: ${pending.join(", ")}) | ${firstMs.toFixed(0)} ms |
| its ${pending.length} checksums computed in the background, one job | ${backgroundS.toFixed(1)} s |
| the complete record asked again | ${againMs.toFixed(0)} ms |
| the whole CSV as of the version (${(bytes / 1024 / 1024).toFixed(1)} MB), streamed | ${downloadS.toFixed(1)} s |

Whether the version was published (its count):

\`\`\`text
${published}
\`\`\`

The whole CSV rebuilt as of the version (the COPY's statement):

\`\`\`text
${csv}
\`\`\``);
  } finally {
    await client.end();
    await app.close();
    await database.stop();
  }
}

await main();
