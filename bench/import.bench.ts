// The bulk import benchmark (`npm run bench:import`): a 100,000-row CSV in ACLED's columns (each row its
// own source, spread over Europe and two years), uploaded to the real app on its own database, then a dry
// run and an import, each timed from the mutation to the run's end. Target: each within 2 minutes on the
// project's machine. BENCH_ROWS changes the row count, BENCH_STORED stores that many published incidents
// first (none near the file's rows); TEST_DATABASE_URL names the PostgreSQL server.
// Prints the load average beside the figures: the machine is shared, so each step also prints the CPU
// seconds of the app's process and of the database's backends (a wall clock includes waiting for a core).
// Figures: docs/benchmarks.md.
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { startTestApp } from "../api/test/app.js";
import { createMigratedTemplate } from "../api/test/database.js";
import { accountWithRole, bearer } from "../api/test/events.js";
import { importWhenDone, uploadFile } from "../api/test/imports.js";
import { databaseCpu } from "./database-cpu.js";

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
/** Incidents stored before the run (published, far from the file's rows and dates), as a live site has. */
const STORED = Number(process.env.BENCH_STORED ?? 0);
const HEADER = "event_id_cnty,event_date,latitude,longitude,source,notes,geo_precision,time_precision";

/** The file: every row valid, none near another (a 0.02° grid), so each would be created. */
function acledFile(rows: number): Buffer {
  const lines = [HEADER];
  for (let i = 0; i < rows; i++) {
    const latitude = (40 + (i % 1000) * 0.02).toFixed(4);
    const longitude = (-5 + Math.floor(i / 1000) * 0.3).toFixed(4);
    const day = new Date(Date.UTC(2023, 0, 1) + (i % 700) * 86_400_000).toISOString().slice(0, 10);
    lines.push(
      `EUR${i},${day},${latitude},${longitude},https://bench.example/articles/${i},"Cable cut, row ${i}",1,1`,
    );
  }
  return Buffer.from(lines.join("\r\n") + "\r\n");
}

/** `count` published incidents south-east of the file's rows, years earlier: none is a duplicate of a row. */
async function storeIncidents(app: Awaited<ReturnType<typeof startTestApp>>, count: number) {
  const started = performance.now();
  await app.orm.em.fork().execute(
    `insert into events (type, kind, country, country_boundaries, title, title_source, title_language, source_url,
       source_url_key, date, time_precision, latitude, longitude, place_precision, status, created_at, updated_at,
       reviewed_at, published_at)
     select 'russian', 'sabotage', null, 2, 'Stored incident ' || i, 'page', 'en', 'https://stored.example/' || i,
            'https://stored.example/' || i, date '2019-01-01' + i % 1400, 'day', 30 + i % 500 * 0.01,
            30 + i / 500 * 0.01, 'exact', 'approved', now(), now(), now(), now()
       from generate_series(1, ?) as i`,
    [count],
  );
  await app.orm.em.fork().execute("vacuum analyze events");
  console.log(`${count} incidents stored first, in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" / ");

/** The CPU seconds of this process (the app, and the bench's few requests) since the last call. */
let appCpuBefore = process.cpuUsage();
function appCpuSeconds(): number {
  const used = process.cpuUsage(appCpuBefore);
  appCpuBefore = process.cpuUsage();
  return (used.user + used.system) / 1e6;
}

async function main() {
  const server = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const database = await createMigratedTemplate(server);
  // a local upload of the whole file (nginx buffers it in production) may outlast the default request timeout on a loaded machine
  const app = await startTestApp({
    DATABASE_URL: database.url,
    IMPORT_MAX_BYTES: String(512 * 1024 * 1024),
    REQUEST_TIMEOUT_MS: "600000",
  });
  const cpu = databaseCpu(app.orm.em.fork(), database.name);
  const cpuUsed = async () => {
    const db = await cpu.lap();
    return `CPU: app ${appCpuSeconds().toFixed(1)} s, database ${db === null ? "not readable" : `${db.toFixed(1)} s`}`;
  };
  try {
    const staff = bearer(await accountWithRole(app, "moderator"));
    if (STORED > 0) await storeIncidents(app, STORED);
    await cpu.start();
    await cpuUsed();
    const file = acledFile(ROWS);
    console.log(`${ROWS} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB; load average ${load()}`);
    let started = performance.now();
    const uploaded = await uploadFile(app, staff, file, "csv", "acled.csv");
    if (uploaded.status !== 200) throw new Error(`upload: ${JSON.stringify(uploaded.body)}`);
    console.log(`upload   ${((performance.now() - started) / 1000).toFixed(1)} s; ${await cpuUsed()}`);
    const id = uploaded.body.id;
    started = performance.now();
    const dryRun = await app.graphql(
      `mutation ($id: ID!) { dryRunImport(id: $id, preset: acled, mapping: [
        { field: sourceUrl, column: "source" }, { field: date, column: "event_date" },
        { field: latitude, column: "latitude" }, { field: longitude, column: "longitude" },
        { field: title, column: "notes" }, { field: titleLanguage, value: "en" }, { field: placePrecision, column: "geo_precision" },
        { field: timePrecision, column: "time_precision" }, { field: type, value: "russian" },
        { field: kind, value: "other" }]) { id } }`,
      { id },
      staff,
    );
    if (dryRun.errors) throw new Error(JSON.stringify(dryRun.errors));
    const checked = await importWhenDone(app, staff, id, 30 * 60_000);
    console.log(
      `dry run  ${((performance.now() - started) / 1000).toFixed(1)} s  ${JSON.stringify(checked.counts)}; ${await cpuUsed()}; load average ${load()}`,
    );
    started = performance.now();
    await app.graphql(`mutation ($id: ID!) { startImport(id: $id) { id } }`, { id }, staff);
    const done = await importWhenDone(app, staff, id, 30 * 60_000);
    console.log(
      `import   ${((performance.now() - started) / 1000).toFixed(1)} s  ${JSON.stringify(done.counts)}; ${await cpuUsed()}; load average ${load()}`,
    );
    const [queued] = await app.orm.em.fork().execute<{ captures: number; hosts: number; days: number }[]>(
      `select count(distinct data->>'captureId')::int as captures, count(distinct data->>'host')::int as hosts,
              coalesce(extract(epoch from max(start_after) - now()) / 86400, 0)::float8 as days
         from pgboss.job where name = 'capture-source' and data->>'host' is not null`,
    );
    console.log(
      `captures queued ${queued!.captures} for ${queued!.hosts} host(s), the last due in ${queued!.days.toFixed(1)} days`,
    );
  } finally {
    cpu.stop();
    await app.close();
    await database.drop();
  }
}

await main();
