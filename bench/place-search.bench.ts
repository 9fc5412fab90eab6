// Place search beside the K bar's load (issue 55): `npm run bench:place-search` (run it pinned:
// `taskset -c 1`; the server is moved to core 0). The forum bench's forum (its 100,000-post thread) and the
// gazetteer the migrations load; the built app as deployed. Place searches are sent at a fixed rate
// (open loop: one every 1/RATE s whatever the answers do), each a prefix of a different GeoNames place
// near a different point, first alone, then while autocannon loads page 1 of the deep thread at 32
// connections. Prints each phase's latency percentiles and the thread page's throughput.
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import type pg from "pg";
import type Autocannon from "autocannon";
import {
  loadScenario,
  ONE_ADDRESS_UNLIMITED,
  pin,
  startDatabaseServer,
  startSeededApp,
  webRequire,
  type BenchApp,
} from "./bench-app.js";
import { seedForum } from "./forum-seed.js";
import { graphqlRequest, THREAD_PAGE_QUERY } from "./request-set.js";

const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 32;

const loadAverage = () => execFileSync("cat", ["/proc/loadavg"]).toString().split(" ")[0];
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** Prefixes (3–6 letters) of places with at least 5,000 inhabitants, each with a point near it. */
async function searchesOf(databaseUrl: string): Promise<string[]> {
  const client = new (webRequire("pg") as typeof pg).Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; latitude: number; longitude: number }>(
      `select name, latitude, longitude from gazetteer_places where population >= 5000
        order by md5(name) limit 2000`,
    );
    return rows.map((row, i) => {
      const prefix = row.name.slice(0, 3 + (i % 4));
      const near = `${(row.latitude + ((i % 7) - 3) * 0.5).toFixed(2)},${(row.longitude + ((i % 5) - 2) * 0.5).toFixed(2)}`;
      return `/api/places?q=${encodeURIComponent(prefix)}&near=${near}&first=10`;
    });
  } finally {
    await client.end();
  }
}

/** Sends the searches at RATE a second for `seconds`; the milliseconds each took, and the failures. */
async function searchAtRate(app: BenchApp, paths: string[], seconds: number) {
  const took: number[] = [];
  let failed = 0;
  const pending: Promise<void>[] = [];
  const started = performance.now();
  for (let i = 0; i < RATE * seconds; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    const sent = performance.now();
    pending.push(
      fetch(app.url + paths[i % paths.length]!).then(
        async (response) => {
          await response.arrayBuffer();
          if (response.ok) took.push(performance.now() - sent);
          else failed++;
        },
        () => void failed++,
      ),
    );
  }
  await Promise.all(pending);
  return { sorted: took.sort((a, b) => a - b), failed };
}

const summary = ({ sorted, failed }: Awaited<ReturnType<typeof searchAtRate>>) =>
  `${sorted.length} answered, ${failed} failed; p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
  `p90 ${percentile(sorted, 90).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, ` +
  `max ${sorted.at(-1)!.toFixed(1)} ms`;

async function main() {
  const server = await startDatabaseServer();
  let deepThreadId = "";
  const app = await startSeededApp(
    server.url,
    async (client) => {
      ({ deepThreadId } = await seedForum(client));
    },
    {
      env: {
        ...ONE_ADDRESS_UNLIMITED,
        WEB_DIST: process.env.WEB_DIST ?? resolve("dist"),
      },
    },
  );
  const pinned = pin(0, app.pid);
  try {
    const paths = await searchesOf(app.databaseUrl!);
    console.log(
      `${paths.length} different searches at ${RATE}/s for ${SECONDS} s a phase, ${pinned ? "server on core 0" : "unpinned"}`,
    );
    // warm: the JIT, the pool and the indexes' pages
    await searchAtRate(app, paths.slice(-200), 4);
    let load = loadAverage();
    const alone = await searchAtRate(app, paths, SECONDS);
    console.log(`alone (load ${load}→${loadAverage()}): ${summary(alone)}`);

    const page = graphqlRequest(THREAD_PAGE_QUERY, { id: deepThreadId, page: 1 });
    const pageAlone = await loadScenario(app, page, { connections: CONNECTIONS, seconds: 8 });
    load = loadAverage();
    const autocannon = webRequire("autocannon") as typeof Autocannon;
    const kBar = autocannon({
      url: app.url + page.path,
      method: "POST",
      headers: page.headers,
      body: page.body,
      connections: CONNECTIONS,
      duration: SECONDS + 4,
      // on a thread of its own: the searches' times are the server's, not this process's busy event loop
      workers: 1,
    });
    await new Promise((done) => setTimeout(done, 2000));
    const beside = await searchAtRate(app, paths.toReversed(), SECONDS);
    const loaded = await kBar;
    console.log(
      `beside the thread page at ${CONNECTIONS} connections (load ${load}→${loadAverage()}): ${summary(beside)}; ` +
        `the thread page ${Math.round(loaded.requests.average)}/s (${Math.round(pageAlone.requestsPerSecond)}/s alone), ` +
        `${loaded.non2xx + loaded.errors} errors`,
    );
  } finally {
    await app.close();
    await server.stop();
  }
}

await main();
