// The flood benchmark (`npm run bench:flood`): everything serving pinned to one core (taskset), the load on
// the other, in two set-ups: one instance reached straight, and deploy/nginx in front of two instances
// (BENCH_SETUPS=straight,proxy). First the capacity: research queries, each with a titleContains of its own
// (no cache can answer), sent back to back by a few clients. Then three floods from 1,000 loopback
// addresses (127.0.x.y), each sending 2 requests a second, one at a time, on a new connection each: research
// queries, anonymous page loads, and sign-in attempts; and one fresh account flooding research queries from
// four addresses, 32 at a time. Beside each, a signed-in member's small GraphQL query every 200 ms, a
// researcher's research query with an API key every 200 ms and /healthz every 100 ms are measured, each on a
// connection opened before the load. The app runs with the production admission limits
// (api/src/config/admission.ts; an ADMISSION_* or READINESS_* setting given to the bench replaces its value),
// and every instance starts on the seeded incidents and is measured once its start-up work on them is done.
// BENCH_SECONDS (default 20) sets each phase's length, BENCH_ADDRESSES (default 1000) and BENCH_RATE
// (default 2 a second) the floods, BENCH_ONLY (research, pages, logins, account) a quick run of some floods,
// BENCH_ANONYMOUS_MAX_CONNS the proxy's anonymous lane per instance (deploy/nginx's otherwise).
// Figures: docs/benchmarks.md.
import { loadavg } from "node:os";
import { buildIfStale, installIfNeeded } from "../scripts/build.mjs";
import { loadConfig } from "../api/src/config.js";
import { solveAltcha } from "../api/test/captcha.js";
import { startDatabaseServer, type BenchApp } from "./bench-app.js";
import { startProxied, startStraight } from "./flood-setups.js";
import { closedLoop, flood, probeOnThread, send, type Answer, type FloodRequest } from "./flood-load.js";
import { writeFloodBenchmark, type Phase } from "./flood-report.js";
import { pin } from "./load.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ADDRESSES = Number(process.env.BENCH_ADDRESSES ?? 1000);
const RATE = Number(process.env.BENCH_RATE ?? 2);
const ONLY = process.env.BENCH_ONLY?.split(",").map((part) => part.trim().toLowerCase());
const SETUPS = (process.env.BENCH_SETUPS ?? "straight,proxy").split(",").map((part) => part.trim());
const EVENTS = 20_000;
/** Clients sending research queries back to back for the capacity: within the anonymous places and queue. */
const CAPACITY_CLIENTS = 16;
/** The signed-in flood: one account's research queries from this many addresses, this many at once. */
const ACCOUNT_ADDRESSES = 4;
const ACCOUNT_WORKERS = 32;

const RESEARCH = `query Research($filter: EventFilter) {
  events(first: 20, filter: $filter) { totalCount edges { node { id title date latitude longitude } } }
}`;
const MEMBER = "query MemberPing { me { username } unseenNotificationCount }";
const LOGIN = "mutation Login($input: LoginInput!) { login(input: $input) { token } }";

const graphql = (query: string, variables: object, headers: Record<string, string> = {}): FloodRequest => ({
  method: "POST",
  path: "/graphql",
  headers,
  body: JSON.stringify({ query, variables }),
});
// a different filter each time, over every address and client ("Benchmark incident 1234" matches a few
// incidents), so no cache can answer one before 20,000 have been sent
let researchCount = 0;
const research = (headers: Record<string, string> = {}) =>
  graphql(RESEARCH, { filter: { titleContains: `incident ${(researchCount++ * 7919) % EVENTS}` } }, headers);

/**
 * The production limits of admission control, given to the app that runs with NODE_ENV=test; an
 * ADMISSION_* or READINESS_* setting in the bench's own environment takes the place of its production value.
 */
function productionAdmission(): Record<string, string> {
  const config = loadConfig({ NODE_ENV: "production" });
  const overrides = Object.entries(process.env).filter(
    (entry): entry is [string, string] => /^(ADMISSION|READINESS)_/.test(entry[0]) && entry[1] !== undefined,
  );
  return {
    ADMISSION_ANONYMOUS_CONCURRENCY: String(config.admissionAnonymousConcurrency),
    ADMISSION_ANONYMOUS_QUEUE: String(config.admissionAnonymousQueue),
    ADMISSION_WRITE_CONCURRENCY: String(config.admissionWriteConcurrency),
    ADMISSION_WRITE_QUEUE: String(config.admissionWriteQueue),
    ADMISSION_PAGE_CONCURRENCY: String(config.admissionPageConcurrency),
    ADMISSION_PAGE_QUEUE: String(config.admissionPageQueue),
    ADMISSION_QUEUE_WAIT_MS: String(config.admissionQueueWaitMs),
    ADMISSION_MAX_EVENT_LOOP_DELAY_MS: String(config.admissionMaxEventLoopDelayMs),
    ADMISSION_MEMBER_CONCURRENCY: String(config.admissionMemberConcurrency),
    ADMISSION_MEMBER_HEAVY_PER_MINUTE: String(config.admissionMemberHeavyPerMinute),
    ADMISSION_MEMBER_QUEUE_WAIT_MS: String(config.admissionMemberQueueWaitMs),
    ADMISSION_SOJOURN_TARGET_MS: String(config.admissionSojournTargetMs),
    ADMISSION_SOJOURN_INTERVAL_MS: String(config.admissionSojournIntervalMs),
    READINESS_MAX_EVENT_LOOP_DELAY_MS: String(config.readinessMaxEventLoopDelayMs),
    ...Object.fromEntries(overrides),
  };
}

async function registerMember(app: BenchApp, role: string): Promise<string> {
  const name = `flood_${role}_${process.pid}`;
  // a busy instance refuses anonymous writes for a moment after start-up: the member tries again
  for (let attempt = 0; attempt < 50; attempt++) {
    const answer = await send(
      app.url,
      graphql("mutation Register($input: RegisterInput!) { register(input: $input) { token } }", {
        input: {
          username: name,
          email: `${name}@example.com`,
          password: "correct horse",
          captchaToken: await solveAltcha(app.url),
          ageConfirmed: true,
        },
      }),
      { keepBody: true },
    );
    const token = (JSON.parse(answer.body!) as { data?: { register: { token: string } } }).data?.register
      .token;
    if (token) return token;
    if (answer.status !== 503) throw new Error(`registration failed: ${answer.body}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("registration was refused as busy 50 times");
}

/** A research key of the member's (issue 56): keyed research is admitted ahead of anonymous research. */
async function createResearchKey(app: BenchApp, token: string): Promise<string> {
  const answer = await send(
    app.url,
    graphql(
      "mutation CreateKey($name: String!) { createApiKey(input: { name: $name }) { secret } }",
      { name: "flood bench" },
      { authorization: `Bearer ${token}` },
    ),
    { keepBody: true },
  );
  const secret = (JSON.parse(answer.body!) as { data?: { createApiKey: { secret: string } } }).data
    ?.createApiKey.secret;
  if (!secret) throw new Error(`no key: ${answer.body}`);
  return secret;
}

/** The member's query, a keyed research query and /healthz (management port), measured while `load` runs. */
async function withProbes(
  app: BenchApp,
  { token, key }: { token: string; key: string },
  load: () => Promise<Answer[]>,
) {
  // each on a thread of its own: the flood's thousand connections keep this thread's event loop busy
  const member = probeOnThread(
    app.url,
    graphql(MEMBER, {}, { authorization: `Bearer ${token}` }),
    200,
    '{"data":{"me":',
  );
  const keyed = probeOnThread(
    app.url,
    research({ authorization: `Bearer ${key}` }),
    200,
    '{"data":{"events":',
  );
  const health = probeOnThread(app.managementUrl ?? app.url, { method: "GET", path: "/healthz" }, 100);
  // each probe's kept-alive connection is open before the load begins
  await Promise.all([member.ready, keyed.ready, health.ready]);
  const started = performance.now();
  const answers = await load();
  const seconds = (performance.now() - started) / 1000;
  return {
    answers,
    seconds,
    member: await member.stop(),
    keyed: await keyed.stop(),
    health: await health.stop(),
  };
}

/** The capacity, then each flood in turn, on one set-up; each phase's name starts with `label`. */
async function measureSetup(app: BenchApp, label: string, withCapacity: boolean): Promise<Phase[]> {
  const phases: Phase[] = [];
  const token = await registerMember(app, "member");
  const probes = { token, key: await createResearchKey(app, token) };
  const account = await registerMember(app, "account");
  await closedLoop(app.url, { workers: 4, seconds: 2 }, () => research()); // warms the JIT and the pool
  if (withCapacity) {
    console.log(`▶ ${label}capacity: ${CAPACITY_CLIENTS} clients sending research queries back to back`);
    phases.push({
      name: `${label}capacity (research, no flood)`,
      kind: "capacity",
      offered: undefined,
      ...(await withProbes(app, probes, () =>
        closedLoop(app.url, { workers: CAPACITY_CLIENTS, seconds: SECONDS }, () => research()),
      )),
    });
  }
  console.log(`▶ ${label}no load`);
  phases.push({
    name: `${label}no flood`,
    kind: "idle",
    offered: 0,
    ...(await withProbes(app, probes, async () => {
      await new Promise((resolve) => setTimeout(resolve, Math.min(SECONDS, 10) * 1000));
      return [];
    })),
  });
  const floods: Array<[string, string, (address: number, i: number) => FloodRequest]> = [
    ["research", "research queries", () => research()],
    ["pages", "anonymous page loads", () => ({ method: "GET", path: "/", headers: { accept: "text/html" } })],
    [
      "logins",
      "sign-in attempts (wrong passwords)",
      (address, i) => graphql(LOGIN, { input: { username: `someone${address}`, password: `guess ${i}` } }),
    ],
  ];
  for (const [key, name, next] of floods) {
    if (ONLY && !ONLY.includes(key)) continue;
    console.log(`▶ ${label}${ADDRESSES} addresses × ${RATE}/s: ${name}`);
    phases.push({
      name: `${label}${ADDRESSES.toLocaleString("en")} addresses × ${RATE}/s, ${name}`,
      kind: "flood",
      offered: ADDRESSES * RATE,
      research: key === "research",
      ...(await withProbes(app, probes, () =>
        flood(app.url, { addresses: ADDRESSES, perSecond: RATE, seconds: SECONDS }, next),
      )),
    });
    // the sockets of the flood leave TIME_WAIT and the app's queues drain before the next
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
  if (!ONLY || ONLY.includes("account")) {
    console.log(
      `▶ ${label}one account from ${ACCOUNT_ADDRESSES} addresses, ${ACCOUNT_WORKERS} research queries at once`,
    );
    const signedIn = { authorization: `Bearer ${account}` };
    phases.push({
      name: `${label}one new account from ${ACCOUNT_ADDRESSES} addresses, ${ACCOUNT_WORKERS} research queries at once`,
      kind: "account",
      offered: undefined,
      ...(await withProbes(app, probes, () =>
        closedLoop(
          app.url,
          { workers: ACCOUNT_WORKERS, seconds: SECONDS, addresses: ACCOUNT_ADDRESSES },
          () => research(signedIn),
        ),
      )),
    });
  }
  return phases;
}

async function main() {
  installIfNeeded();
  buildIfStale();
  const loadAtStart = loadavg()[0]!;
  console.log(
    `load average before: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  if (loadAtStart > 2) console.log("✗ the machine is busy (load above 2): the figures below are no result");
  pin(1, process.pid);
  const database = await startDatabaseServer();
  const phases: Phase[] = [];
  try {
    for (const setup of SETUPS) {
      const proxied = setup === "proxy";
      const app = await (proxied ? startProxied : startStraight)(database.url, EVENTS, productionAdmission());
      try {
        const label = proxied ? "nginx, two instances: " : "";
        phases.push(...(await measureSetup(app, label, phases.length === 0)));
      } finally {
        await app.close();
      }
    }
  } finally {
    await database.stop();
  }
  writeFloodBenchmark(phases, {
    seconds: SECONDS,
    events: EVENTS,
    load: [loadAtStart, loadavg()[0]!],
    admission: productionAdmission(),
    write: !ONLY && SETUPS.length === 2,
  });
}

await main();
