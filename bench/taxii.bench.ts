// The TAXII benchmark (`npm run bench:taxii`): seeds BENCH_EVENTS (default 100,000) approved incidents,
// starts the built app on core 0, waits for the TAXII index to hold every incident, then measures, with
// the load generator on core 1: the whole "all" collection paged at limit=1000 (time and the server's RSS
// before and after), one page under load (p50/p99), and an added_after poll with nothing new, each beside
// an Express hello-world measured in the same run. Prints Markdown for docs/benchmarks.md.
import { loadavg } from "node:os";
import { setTimeout as delay } from "node:timers/promises";
import type pg from "pg";
import { buildIfStale, installIfNeeded } from "../scripts/build.mjs";
import { startBenchApp, startDatabaseServer, webRequire } from "./bench-app.js";
import { loadScenario, pin, residentBytes, startHelloWorld, type Measured } from "./load.js";

const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TAXII = "application/taxii+json;version=2.1";
const pgModule = webRequire("pg") as typeof pg;
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

interface Envelope {
  more: boolean;
  next?: string;
  objects?: unknown[];
}

async function taxii<T>(url: string): Promise<{ body: T; headers: Headers }> {
  const answer = await fetch(url, { headers: { accept: TAXII } });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}: ${await answer.text()}`);
  return { body: (await answer.json()) as T, headers: answer.headers };
}

const row = (name: string, measured: Measured, hello: Measured) =>
  `| ${name} | ${Math.round(measured.requestsPerSecond)} | ${measured.p50} | ${measured.p99} | ` +
  `1/${(hello.requestsPerSecond / measured.requestsPerSecond).toFixed(1)} | ${measured.errors} |`;

async function main() {
  installIfNeeded();
  buildIfStale();
  console.log(`load average before: ${load()}`);
  const database = await startDatabaseServer();
  const app = await startBenchApp(database.url, EVENTS, {
    env: { RESEARCH_RATE_LIMIT: "0", RATE_LIMIT_FACTOR: "10000" },
  });
  const hello = await startHelloWorld();
  const client = new pgModule.Client({ connectionString: app.databaseUrl });
  await client.connect();
  try {
    const pinned = pin(0, app.pid) && pin(0, hello.pid) && pin(1, process.pid);
    const indexStarted = performance.now();
    // the seed's versions are recorded by the ledger's trigger; the index's sweep finds them
    for (let waited = 0; ; waited += 1) {
      const { rows } = await client.query<{ n: number }>(
        "select count(distinct object_id)::int as n from taxii_objects where object_type = 'incident'",
      );
      if (rows[0]!.n >= EVENTS) break;
      if (waited > 1800)
        throw new Error(`the index holds ${rows[0]!.n} of ${EVENTS} incidents after 30 minutes`);
      await delay(1000);
    }
    const indexSeconds = (performance.now() - indexStarted) / 1000;
    const {
      body: { collections },
    } = await taxii<{ collections: Array<{ id: string }> }>(`${app.url}/taxii2/api/collections/`);
    const objects = `${app.url}/taxii2/api/collections/${collections[0]!.id}/objects/`;

    const rssBefore = residentBytes(app.pid);
    let pages = 0;
    let count = 0;
    let last = "";
    const pagingStarted = performance.now();
    for (let next: string | undefined = ""; next !== undefined;) {
      const page: { body: Envelope; headers: Headers } = await taxii<Envelope>(
        `${objects}?limit=1000${next ? `&next=${encodeURIComponent(next)}` : ""}`,
      );
      pages += 1;
      count += page.body.objects?.length ?? 0;
      last = page.headers.get("x-taxii-date-added-last") ?? last;
      next = page.body.more ? page.body.next : undefined;
    }
    const pagingSeconds = (performance.now() - pagingStarted) / 1000;
    const rssAfter = residentBytes(app.pid);
    // what the paging leaves once the instance is idle a while (V8 gives back what a burst grew)
    await delay(30_000);
    const rssSettled = residentBytes(app.pid);

    const helloFigures = await loadScenario(hello, { path: "/" }, { connections: 16, seconds: SECONDS });
    const onePage = await loadScenario(
      app,
      { path: `${objects.slice(app.url.length)}?limit=1000`, headers: { accept: TAXII } },
      { connections: 4, seconds: SECONDS },
    );
    const emptyPoll = await loadScenario(
      app,
      {
        path: `${objects.slice(app.url.length)}?added_after=${encodeURIComponent(last)}`,
        headers: { accept: TAXII },
      },
      { connections: 16, seconds: SECONDS },
    );
    // one poller's own wait, as a TAXII client polls: one request at a time
    const onePoller = await loadScenario(
      app,
      {
        path: `${objects.slice(app.url.length)}?added_after=${encodeURIComponent(last)}`,
        headers: { accept: TAXII },
      },
      { connections: 1, seconds: SECONDS },
    );

    console.log(`\n### TAXII at ${EVENTS.toLocaleString("en")} incidents${pinned ? "" : " (not pinned)"}\n`);
    console.log(`- index filled in ${indexSeconds.toFixed(0)} s after start`);
    console.log(
      `- whole collection: ${count.toLocaleString("en")} objects in ${pages} pages of 1,000 in ` +
        `${pagingSeconds.toFixed(1)} s; server RSS ${mib(rssBefore)} MiB before, ${mib(rssAfter)} MiB right ` +
        `after, ${mib(rssSettled)} MiB after 30 s idle`,
    );
    console.log("\n| scenario | requests/s | p50 ms | p99 ms | share of hello-world | errors |");
    console.log("| --- | --- | --- | --- | --- | --- |");
    console.log(row("Express hello-world (16 connections)", helloFigures, helloFigures));
    console.log(row("one page of 1,000 (4 connections)", onePage, helloFigures));
    console.log(row("added_after with nothing new (16 connections)", emptyPoll, helloFigures));
    console.log(row("added_after with nothing new (1 connection)", onePoller, helloFigures));
  } finally {
    await client.end();
    await hello.close();
    await app.close();
    await database.stop();
  }
  console.log(`\nload average after: ${load()}`);
}

await main();
