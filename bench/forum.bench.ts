// The forum benchmark (`npm run bench:forum`): seeds 20 categories, 20,000 threads and 300,000 posts (one
// thread holding 100,000), starts the built app and an Express 5 hello-world, and loads each scenario with
// autocannon at 64 connections, one after another, sampling the server's RSS meanwhile. BENCH_SECONDS
// (default 20) sets each scenario's length; BENCH_ONLY (names' parts, comma-separated) a quick run of some
// scenarios beside the hello-world, which is printed only. Prints a table and writes it to docs/benchmarks.md,
// with what the app's heap holds after the run (from a heap snapshot).
import { loadavg } from "node:os";
import { buildIfStale, installIfNeeded } from "../scripts/build.mjs";
import {
  residentBytes,
  loadScenario,
  startDatabaseServer,
  startHelloWorld,
  startSeededApp,
  type BenchApp,
  type BenchRequest,
} from "./bench-app.js";
import { BENCH_MEMBER_TOKEN, FORUM_SIZE, seedForum } from "./forum-seed.js";
import { heapSnapshotSummary, takeHeapSnapshot } from "./heap-summary.js";
import { writeForumBenchmark, type ForumMeasured } from "./forum-report.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = 64;
const POSTS_PER_PAGE = 20;
const IDLE_SECONDS = 30;
const ONLY = process.env.BENCH_ONLY?.split(",").map((part) => part.trim().toLowerCase());

const FORUM_DATA_QUERY = `{ forumData {
  categories { id name description position threadCount postCount }
  recentThreads { id title replyCount postCount views lastReplyDate lastActivityAt isPinned isLocked
    category { id name } author { id username profilePicture useDefaultAvatar }
    lastPoster { id username profilePicture useDefaultAvatar } }
  stats { totalThreads totalPosts totalUsers onlineUsers } } }`;
// What a thread page shows: the thread, its page of posts with authors and reactions.
const THREAD_PAGE_QUERY = `query ($id: ID!, $page: Int!) { thread(id: $id) {
  id title isLocked isPinned postCount pageCount viewerCanReply category { id name }
  posts(page: $page) { page pageCount posts { id number html createdAt editedAt isDeleted
    viewerCanEdit viewerCanDelete reactions { kind count reacted }
    author { id username role profilePicture useDefaultAvatar postCount createdAt isOnline } } } } }`;

const graphql = (query: string, variables?: Record<string, unknown>, token?: string) => ({
  method: "POST" as const,
  path: "/graphql",
  headers: {
    "content-type": "application/json",
    accept: "application/json",
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify({ query, variables }),
});

/** Runs one scenario at this benchmark's connections and length. */
const load = (app: BenchApp, request: BenchRequest) =>
  loadScenario(app, request, { connections: CONNECTIONS, seconds: SECONDS });

/** Fails the run early if a scenario's request does not answer what a visitor would see. */
async function check(app: BenchApp, request: ReturnType<typeof graphql> | { path: string }) {
  const response = await fetch(app.url + request.path, "body" in request ? request : undefined);
  const text = await response.text();
  if (!response.ok || text.includes('"errors"'))
    throw new Error(`${request.path} answered ${text.slice(0, 300)}`);
}

async function main() {
  installIfNeeded();
  buildIfStale();
  const database = await startDatabaseServer();
  // As deployed (production, public cache on), except that every request comes from one address: the
  // research API's limit is off and the per-action limits are raised so that requests are counted, not
  // refused; the 64 connections all wait in admission's queue (bench:flood measures its refusals); and the
  // signed-in page's one member stands for 64, so no member's share bounds it (decision 111)
  const env = {
    NODE_ENV: "production",
    RESEARCH_RATE_LIMIT: "0",
    RATE_LIMIT_FACTOR: "10000",
    ADMISSION_ANONYMOUS_QUEUE: "64",
    ADMISSION_MAX_EVENT_LOOP_DELAY_MS: "0",
    ADMISSION_SOJOURN_TARGET_MS: "0",
    ADMISSION_MEMBER_CONCURRENCY: "0",
  };
  const size =
    `${FORUM_SIZE.categories} categories, ${FORUM_SIZE.threads.toLocaleString("en")} threads, ` +
    `${FORUM_SIZE.posts.toLocaleString("en")} posts (${FORUM_SIZE.deepThreadPosts.toLocaleString("en")} in one thread)`;
  console.log(`▶ starting the app and seeding ${size}`);
  let seeded = { deepThreadId: "", middlePostId: "" };
  let seedSeconds = 0;
  const app = await startSeededApp(
    database.url,
    async (client) => {
      const started = performance.now();
      seeded = await seedForum(client);
      seedSeconds = (performance.now() - started) / 1000;
    },
    // a heap snapshot on SIGUSR2 tells what the memory left after the run holds
    { env, nodeArgs: ["--heapsnapshot-signal=SIGUSR2"] },
  );
  console.log(`  seeded in ${seedSeconds.toFixed(1)} s`);
  const hello = await startHelloWorld();
  const lastPage = Math.ceil(FORUM_SIZE.deepThreadPosts / POSTS_PER_PAGE);
  const threadPage = (page: number) => graphql(THREAD_PAGE_QUERY, { id: seeded.deepThreadId, page });
  const all = [
    { name: "Express 5 hello-world", app: hello, request: { path: "/" } },
    { name: "REST GET /api/forum/forum-data", app, request: { path: "/api/forum/forum-data" } },
    { name: "GraphQL forumData", app, request: graphql(FORUM_DATA_QUERY) },
    { name: "thread page 1 (GraphQL)", app, request: threadPage(1) },
    { name: "thread last page (GraphQL)", app, request: threadPage(lastPage) },
    {
      name: "thread page 1, signed in (GraphQL)",
      app,
      request: graphql(THREAD_PAGE_QUERY, { id: seeded.deepThreadId, page: 1 }, BENCH_MEMBER_TOKEN),
    },
    {
      name: "REST page-info, post in the middle",
      app,
      request: { path: `/api/forum/posts/${seeded.middlePostId}/page-info` },
    },
  ];
  const scenarios = ONLY
    ? all.filter((s, i) => i === 0 || ONLY.some((part) => s.name.toLowerCase().includes(part)))
    : all;
  const results: { name: string; measured: ForumMeasured }[] = [];
  let rssAfterBytes = 0;
  let rssIdleBytes = 0;
  let heap = "";
  const loadAtStart = loadavg()[0]!;
  try {
    for (const scenario of scenarios.slice(1)) await check(scenario.app, scenario.request);
    for (const scenario of scenarios) {
      console.log(`▶ ${scenario.name}`);
      const measured = await load(scenario.app, scenario.request);
      console.log(
        `  ${Math.round(measured.requestsPerSecond)} req/s, p50 ${measured.p50} ms, p99 ${measured.p99} ms, ` +
          `errors ${measured.errors}, RSS ${(measured.maxRssBytes / 1024 / 1024).toFixed(0)} MiB`,
      );
      results.push({ name: scenario.name, measured });
    }
    rssAfterBytes = residentBytes(app.pid);
    // V8 gives back the heap it grew under load once the process has been idle for a while
    console.log(`▶ the app idle for ${IDLE_SECONDS} s`);
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
    rssIdleBytes = residentBytes(app.pid);
    if (!ONLY) {
      console.log("▶ heap snapshot of the app");
      heap = heapSnapshotSummary(await takeHeapSnapshot(app.pid));
      console.log(heap);
    }
  } finally {
    await hello.close();
    await app.close();
    await database.stop();
  }
  writeForumBenchmark(results, {
    seconds: SECONDS,
    connections: CONNECTIONS,
    load: [loadAtStart, loadavg()[0]!],
    seedSeconds,
    size,
    rssAfterBytes,
    rssIdleBytes,
    idleSeconds: IDLE_SECONDS,
    heap,
    write: !ONLY,
  });
}

await main();
