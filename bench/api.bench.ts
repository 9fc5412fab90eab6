// The API benchmark (`npm run bench:api`): seeds 100,000 approved incidents, starts the built app twice
// (response cache on and off) and an Express 5 hello-world, and loads each scenario with autocannon at 64
// connections, one after another. BENCH_SECONDS (default 10) sets each scenario's length, BENCH_EVENTS the
// number of incidents, BENCH_ONLY (names' parts, comma-separated) a quick run of some scenarios beside the
// hello-world, which is printed only. Prints a table and writes it to docs/benchmarks.md. Figures: docs/benchmarks.md.
import { loadavg } from "node:os";
import { buildIfStale, installIfNeeded } from "../scripts/build.mjs";
import {
  loadScenario,
  startBenchApp,
  startDatabaseServer,
  startHelloWorld,
  type BenchApp,
  type BenchRequest,
} from "./bench-app.js";
import { writeApiBenchmark, type Scenario, type Measured } from "./api-report.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 100_000);
const CONNECTIONS = 64;
const ONLY = process.env.BENCH_ONLY?.split(",").map((part) => part.trim().toLowerCase());

const EVENTS_QUERY = `{ events(first: 100) { totalCount pageInfo { hasNextPage endCursor }
  edges { node { id type title sourceUrl date latitude longitude } } } }`;
const graphql = (query: string) => ({
  method: "POST" as const,
  path: "/graphql",
  headers: { "content-type": "application/json", accept: "application/json" },
  body: JSON.stringify({ query }),
});

/** Runs one scenario at this benchmark's connections and length. */
const load = (app: BenchApp, request: BenchRequest) =>
  loadScenario(app, request, { connections: CONNECTIONS, seconds: SECONDS });

async function main() {
  installIfNeeded();
  buildIfStale();
  const database = await startDatabaseServer();
  // As deployed (graphql-js skips its development checks in production). Every scenario comes from one
  // address: the research API's limit is lifted so that it is counted, not refusing.
  const env = { NODE_ENV: "production", RESEARCH_RATE_LIMIT: "100000000" };
  const nodeArgs = process.env.BENCH_CPU_PROF
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  console.log(`▶ seeding ${EVENTS.toLocaleString("en")} events and starting the app (cache on, then off)`);
  const cached = await startBenchApp(database.url, EVENTS, { env, nodeArgs });
  const uncached = await startBenchApp(database.url, EVENTS, {
    env: { ...env, PUBLIC_CACHE_SECONDS: "0" },
    nodeArgs,
  });
  const hello = await startHelloWorld();
  const all: Scenario[] = [
    { name: "Express 5 hello-world", run: () => load(hello, { path: "/" }) },
    { name: "GET /healthz", run: () => load(cached, { path: "/healthz" }) },
    { name: "GraphQL { __typename }", run: () => load(uncached, graphql("{ __typename }")) },
    { name: "events(first: 100), cache off", run: () => load(uncached, graphql(EVENTS_QUERY)) },
    { name: "events(first: 100), cached", run: () => load(cached, graphql(EVENTS_QUERY)) },
    {
      name: "mapPoints, cached",
      run: () => load(cached, graphql("{ mapPoints { ids types coordinates } }")),
    },
    { name: "REST GET /api/events", run: () => load(cached, { path: "/api/events" }) },
  ];
  const scenarios = ONLY
    ? all.filter((s, i) => i === 0 || ONLY.some((part) => s.name.toLowerCase().includes(part)))
    : all;
  const results: { name: string; measured: Measured }[] = [];
  const loadAtStart = loadavg()[0]!;
  try {
    for (const scenario of scenarios) {
      console.log(`▶ ${scenario.name}`);
      const measured = await scenario.run();
      console.log(
        `  ${Math.round(measured.requestsPerSecond)} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms, errors ${measured.errors}`,
      );
      results.push({ name: scenario.name, measured });
    }
  } finally {
    await hello.close();
    await uncached.close();
    await cached.close();
    await database.stop();
  }
  writeApiBenchmark(results, {
    events: EVENTS,
    seconds: SECONDS,
    connections: CONNECTIONS,
    load: [loadAtStart, loadavg()[0]!],
    write: !ONLY,
  });
}

await main();
