// The live-notification benchmark (`npm run bench:notifications`): 1,000 signed-in members hold a
// subscription; a reply that notifies all of them is posted through the API; the time from the reply's
// transaction to each client's message is measured on one instance, then across two through Redis, during
// and after a Redis cut, and across a restart of the instance the clients are on (clients that reconnect
// and catch up as the page does) and across an outage of it (killed, down BENCH_OUTAGE_SECONDS, default
// 60); and the server's memory per idle subscription. BENCH_MEMBERS and BENCH_ROUNDS change the size;
// BENCH_ONLY (one, two, cut, restart, outage; comma-separated) runs only those phases. Figures:
// docs/benchmarks.md.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { randomBytes } from "node:crypto";
import type { ChildProcess } from "node:child_process";
import { buildIfStale, installIfNeeded } from "../scripts/build.mjs";
import { createTestDatabase } from "../api/test/database.js";
import { freePort } from "../api/test/ports.js";
import { startAppProcess, stopProcess, type AppProcess } from "../web/e2e/processes.js";
import { cpuProfileArgs, startDatabaseServer } from "./bench-app.js";
import { seedFixture, type Fixture } from "../api/test/notification-fixture.js";
import { startTcpRelay } from "../api/test/tcp-relay.js";
import { closeAll, openAll, sentTwice, socketCloses, type Subscriber } from "./notification-clients.js";
import { pin } from "./load.js";

const apiRequire = createRequire(new URL("../api/package.json", import.meta.url));
const WebSocket = apiRequire("ws") as typeof globalThis.WebSocket;
const Redis = (apiRequire("ioredis") as { Redis: new (url: string) => RedisClient }).Redis;
interface RedisClient {
  keys(pattern: string): Promise<string[]>;
  del(...keys: string[]): Promise<number>;
  disconnect(): void;
}

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const OUTAGE_SECONDS = Number(process.env.BENCH_OUTAGE_SECONDS ?? 60);
const PHASES = ["one", "two", "cut", "restart", "outage"] as const;
const ONLY = process.env.BENCH_ONLY?.split(",").map((part) => part.trim().toLowerCase());
const unknownPhase = ONLY?.find((part) => !(PHASES as readonly string[]).includes(part));
if (unknownPhase) throw new Error(`BENCH_ONLY: no phase "${unknownPhase}" (${PHASES.join(", ")})`);
const runs = (phase: (typeof PHASES)[number]) => !ONLY || ONLY.includes(phase);
const TARGETS = {
  oneInstanceP99: 100,
  twoInstancesP99: 200,
  fromAnswerP99: 200,
  bytesPerSubscription: 50 * 1024,
  /** After an outage of any length, every page's socket is back this soon after the instance is ready. */
  socketBackAfterOutage: 10_000,
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rssBytes = (child: ChildProcess) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, "utf8"))![1]) * 1024;

/**
 * The server's live JavaScript heap after a full collection, asked through its inspector (the instance
 * runs with --inspect on loopback): unlike the RSS, it does not count memory the collector has not
 * returned yet.
 */
async function liveHeapBytes(inspectorPort: number): Promise<number> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as Array<{
    webSocketDebuggerUrl: string;
  }>;
  const socket = new (WebSocket as unknown as new (url: string) => InspectorSocket)(
    target!.webSocketDebuggerUrl,
  );
  await new Promise((resolve, reject) => (socket.once("open", resolve), socket.once("error", reject)));
  let id = 0;
  const call = (method: string) =>
    new Promise<Record<string, number>>((resolve) => {
      const mine = ++id;
      const onMessage = (data: Buffer) => {
        const message = JSON.parse(String(data)) as { id?: number; result?: Record<string, number> };
        if (message.id !== mine) return;
        socket.off("message", onMessage);
        resolve(message.result ?? {});
      };
      socket.on("message", onMessage);
      socket.send(JSON.stringify({ id: mine, method }));
    });
  try {
    await call("HeapProfiler.collectGarbage");
    await call("HeapProfiler.collectGarbage");
    return (await call("Runtime.getHeapUsage")).usedSize!;
  } finally {
    socket.close();
  }
}
interface InspectorSocket {
  once(event: "open" | "error", listener: (value?: unknown) => void): void;
  on(event: "message", listener: (data: Buffer) => void): void;
  off(event: "message", listener: (data: Buffer) => void): void;
  send(data: string): void;
  close(): void;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function reply(url: string, fixture: Fixture, label: string, round: number) {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${fixture.poster}` },
    body: JSON.stringify({
      query: `mutation ($input: CreatePostInput!) { createPost(input: $input) { id } }`,
      variables: { input: { threadId: fixture.threadId, body: `Benchmark reply ${label} number ${round}` } },
    }),
  });
  const body = (await response.json()) as { errors?: unknown };
  if (body.errors) throw new Error(`reply failed: ${JSON.stringify(body.errors)}`);
  return Date.now();
}

/** ROUNDS replies, one at a time; every subscriber must hear of each. */
async function measure(label: string, postUrl: string, fixture: Fixture, subscribers: Subscriber[]) {
  const before = subscribers.map((s) => s.latencies.size);
  const arrivalsBefore = subscribers.map((s) => s.arrivals.length);
  const answeredAt: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    answeredAt.push(await reply(postUrl, fixture, label, round));
    const deadline = Date.now() + 10_000;
    while (subscribers.some((s, i) => s.latencies.size < before[i]! + round) && Date.now() < deadline)
      await sleep(20);
    await sleep(500);
  }
  const latencies = subscribers
    .flatMap((s) => [...s.latencies.values()].slice(-ROUNDS))
    .sort((a, b) => a - b);
  const lost = subscribers.reduce((sum, s, i) => sum + (before[i]! + ROUNDS - s.latencies.size), 0);
  // the measure: from the reply's answer reaching its poster to each bell (0 when the bell was first)
  const fromAnswer = subscribers
    .flatMap((s, i) =>
      answeredAt.flatMap((at, round) => {
        const arrival = s.arrivals[arrivalsBefore[i]! + round];
        return arrival === undefined ? [] : [Math.max(0, arrival - at)];
      }),
    )
    .sort((a, b) => a - b);
  const result = {
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1)!,
    lost,
    fromAnswerP50: percentile(fromAnswer, 0.5),
    fromAnswerP99: percentile(fromAnswer, 0.99),
  };
  console.log(label, JSON.stringify(result));
  return result;
}

/**
 * The instance the clients are on stops (`label`: a restart, or an outage); ROUNDS replies are posted
 * meanwhile through the other; it starts again on the same port. Each client reconnects by itself and
 * catches up: the time from the instance being ready again to the client's socket being acknowledged and
 * to its holding every reply's notification, and what never arrived.
 */
async function acrossRestart(
  label: string,
  restart: (whileDown: () => Promise<void>) => Promise<void>,
  postUrl: string,
  fixture: Fixture,
  subscribers: Subscriber[],
) {
  socketCloses.clear();
  // each client first holds one notification, as the page holds its list: the cursor it catches up from
  await reply(postUrl, fixture, `before the ${label}`, 0);
  while (subscribers.some((s) => s.ids.size === 0)) await sleep(20);
  const before = subscribers.map((s) => s.ids.size);
  await restart(async () => {
    for (let round = 1; round <= ROUNDS; round += 1)
      await reply(postUrl, fixture, `during the ${label}`, round);
  });
  const backAt = Date.now();
  const caughtUp = new Map<number, number>();
  const afterSocket: number[] = [];
  const deadline = backAt + 60_000;
  while (caughtUp.size < subscribers.length && Date.now() < deadline) {
    subscribers.forEach((s, i) => {
      if (caughtUp.has(i) || s.ids.size < before[i]! + ROUNDS) return;
      caughtUp.set(i, Date.now() - backAt);
      afterSocket.push(Date.now() - (s.reconnectedAt ?? backAt));
    });
    await sleep(20);
  }
  const times = [...caughtUp.values()].sort((a, b) => a - b);
  const socketBack = subscribers
    .map((s) => (s.reconnectedAt ?? Number.NaN) - backAt)
    .filter((ms) => !Number.isNaN(ms))
    .sort((a, b) => a - b);
  afterSocket.sort((a, b) => a - b);
  const lost = subscribers.reduce((sum, s, i) => sum + Math.max(0, before[i]! + ROUNDS - s.ids.size), 0);
  const result = {
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    max: times.at(-1)!,
    lost,
    duplicates: subscribers.reduce((sum, s) => sum + sentTwice(s), 0),
    /** From each client's socket being acknowledged again to its holding every missed notification. */
    afterSocketP50: percentile(afterSocket, 0.5),
    afterSocketP99: percentile(afterSocket, 0.99),
    /** From the instance being ready to each client's socket being acknowledged again. */
    socketBackP50: percentile(socketBack, 0.5),
    socketBackP99: percentile(socketBack, 0.99),
    socketBackMax: socketBack.at(-1)!,
    /** Clients whose socket was acknowledged again within 10 s of the instance being ready. */
    socketBackWithin10s: socketBack.filter((ms) => ms <= 10_000).length,
    /** Clients whose socket never came back (within the minute the catch-up is waited for). */
    socketNeverBack: subscribers.length - socketBack.length,
  };
  console.log(`across the ${label}`, JSON.stringify(result));
  console.log(`socket closes during the ${label}, by code`, JSON.stringify(Object.fromEntries(socketCloses)));
  return result;
}

/** Milliseconds until every app's /readyz says `status` (30 s at most). */
async function untilReady(apps: AppProcess[], status: "ready" | "degraded"): Promise<number> {
  const started = Date.now();
  for (const app of apps) {
    while (Date.now() - started < 30_000) {
      const body = (await (await fetch(`${app.url}/readyz`)).json()) as { status: string };
      if (body.status === status) break;
      await sleep(50);
    }
  }
  return Date.now() - started;
}

async function main() {
  installIfNeeded();
  buildIfStale();
  pin(1, process.pid);
  const server = await startDatabaseServer();
  const database = await createTestDatabase(server.url);
  const prefix = `iw-bench-${randomBytes(4).toString("hex")}:`;
  // Redis is reached through a relay the benchmark can cut, as a network fault would
  const relay = await startTcpRelay(Number(new URL(REDIS_URL).port || 6379));
  const env = { LOG_LEVEL: "error", RATE_LIMIT_FACTOR: "1000", REDIS_URL: relay.url, REDIS_PREFIX: prefix };
  const apps: AppProcess[] = [];
  try {
    const start = async (nodeArgs: string[] = [], port?: number) => {
      const app = await startAppProcess({
        // BENCH_CPU_PROFILE=<dir> writes a V8 profile per instance and thread (bench/cpuprofile-summary.mjs)
        args: [...nodeArgs, ...cpuProfileArgs(), "dist/main.js"],
        databaseUrl: database.url,
        env,
        readyTimeoutMs: 120_000,
        port,
      });
      apps.push(app);
      pin(0, app.child.pid);
      return app;
    };
    const inspectorPort = await freePort();
    const a = await start([`--inspect=127.0.0.1:${inspectorPort}`]);
    const fixture = await seedFixture(database.url, MEMBERS);
    const ms = (value: number) => `${Math.round(value)} ms`;
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const rows: string[] = [];
    const checks: [string, boolean][] = [];

    // One instance: memory of idle subscriptions, then latency
    if (runs("one")) {
      await fetch(`${a.url}/readyz`);
      await sleep(2000);
      const idleRss = rssBytes(a.child);
      const idleHeap = await liveHeapBytes(inspectorPort);
      const subscribers = await openAll(a.url, fixture.tokens);
      await sleep(10_000); // idle, so the collector can run
      const perSubscription = (rssBytes(a.child) - idleRss) / MEMBERS;
      const heapPerSubscription = ((await liveHeapBytes(inspectorPort)) - idleHeap) / MEMBERS;
      console.log(
        `server RSS ${(idleRss / 1048576).toFixed(0)} MB idle, +${(perSubscription / 1024).toFixed(1)} KB per subscription; ` +
          `live heap ${(idleHeap / 1048576).toFixed(0)} MB idle, +${(heapPerSubscription / 1024).toFixed(1)} KB per subscription`,
      );
      const one = await measure("one instance", a.url, fixture, subscribers);
      await closeAll(subscribers);
      rows.push(
        `| one instance | ${ms(one.p50)} | ${ms(one.p99)} | ${ms(one.max)} | ${one.lost} | ${kb(heapPerSubscription)} / ${kb(perSubscription)} | ${ms(one.fromAnswerP50)} / ${ms(one.fromAnswerP99)} |`,
      );
      checks.push(
        [`p99 ≤ ${TARGETS.oneInstanceP99} ms on one instance`, one.p99 <= TARGETS.oneInstanceP99],
        [
          `p99 ≤ ${TARGETS.fromAnswerP99} ms from the reply's answer to each bell, one instance`,
          one.fromAnswerP99 <= TARGETS.fromAnswerP99,
        ],
        [`≤ 50 KB per idle subscription (RSS)`, perSubscription <= TARGETS.bytesPerSubscription],
        ["nothing lost on one instance", one.lost === 0],
      );
    }

    // Two instances: subscribers on B, replies posted through A, events through Redis
    let b = await start();
    if (runs("two") || runs("cut")) {
      const subscribers = await openAll(b.url, fixture.tokens);
      if (runs("two")) {
        const two = await measure("two instances", a.url, fixture, subscribers);
        rows.push(
          `| two instances (Redis) | ${ms(two.p50)} | ${ms(two.p99)} | ${ms(two.max)} | ${two.lost} | | ${ms(two.fromAnswerP50)} / ${ms(two.fromAnswerP99)} |`,
        );
        checks.push(
          [`p99 ≤ ${TARGETS.twoInstancesP99} ms across two instances`, two.p99 <= TARGETS.twoInstancesP99],
          ["nothing lost across two instances", two.lost === 0],
        );
      }

      // Redis cut: replies through A still reach B's subscribers (read from the outbox), then Redis returns
      if (runs("cut")) {
        await relay.cut();
        await untilReady([a, b], "degraded");
        const cut = await measure("during a Redis cut", a.url, fixture, subscribers);
        await relay.restore();
        const backAfter = await untilReady([a, b], "ready");
        const restored = await measure("after Redis returns", a.url, fixture, subscribers);
        rows.push(
          `| two instances, Redis cut | ${ms(cut.p50)} | ${ms(cut.p99)} | ${ms(cut.max)} | ${cut.lost} | |`,
          `| two instances, Redis back (both ready ${ms(backAfter)} after it returned) | ${ms(restored.p50)} | ${ms(restored.p99)} | ${ms(restored.max)} | ${restored.lost} | |`,
        );
        checks.push(
          ["nothing lost across a Redis cut", cut.lost === 0 && restored.lost === 0],
          ["both instances on Redis again within 5 s of its return", backAfter <= 5000],
        );
      }
      await closeAll(subscribers);
    }

    // Clients that behave as the page does, on B, which goes away and starts again on the same port (each
    // would say once in its console that it lost the socket and again that it is back: a thousand pages'
    // consoles)
    console.warn = () => {};
    const startAgain = async (stopped: AppProcess) => {
      apps.splice(apps.indexOf(stopped), 1);
      b = await start([], Number(new URL(stopped.url).port));
    };

    // Restart: B stops with SIGTERM (its sockets closed with 1012, "Service Restart")
    if (runs("restart")) {
      const subscribers = await openAll(b.url, fixture.tokens, true);
      const restart = await acrossRestart(
        "restart",
        async (whileDown) => {
          const stoppingAt = Date.now();
          await stopProcess(b.child);
          const stopped = b;
          await whileDown();
          await startAgain(stopped);
          // past the pages' restart window (RESTART_GRACE_MS) they are back on the failure backoff
          console.log(`the instance was away ${Date.now() - stoppingAt} ms from its stop to ready`);
        },
        a.url,
        fixture,
        subscribers,
      );
      await closeAll(subscribers);
      rows.push(
        `| restart of the clients' instance: from ready again to caught up (the clients' backoff included) | ${ms(restart.p50)} | ${ms(restart.p99)} | ${ms(restart.max)} | ${restart.lost} (${restart.duplicates} twice) | |`,
        `| restart: from the instance ready again to each client's socket back | ${ms(restart.socketBackP50)} | ${ms(restart.socketBackP99)} | ${ms(restart.socketBackMax)} | | |`,
        `| restart: from each client's socket back to caught up | ${ms(restart.afterSocketP50)} | ${ms(restart.afterSocketP99)} | | | |`,
      );
      checks.push(
        [
          "every client caught up within 2 s (p99) of the instance's return, nothing lost",
          restart.p99 <= 2000 && restart.lost === 0,
        ],
        [
          "every client caught up within 2 s (p99) of its own socket's return",
          restart.afterSocketP99 <= 2000,
        ],
      );
    }

    // Outage: B is killed without warning (SIGKILL: no 1012, the clients' failure backoff runs), stays down
    // BENCH_OUTAGE_SECONDS while replies are posted through A, then starts again
    if (runs("outage")) {
      const subscribers = await openAll(b.url, fixture.tokens, true);
      const outage = await acrossRestart(
        "outage",
        async (whileDown) => {
          const stopped = b;
          const killedAt = Date.now();
          await new Promise(
            (resolve) => (stopped.child.once("exit", resolve), stopped.child.kill("SIGKILL")),
          );
          await whileDown();
          await sleep(killedAt + OUTAGE_SECONDS * 1000 - Date.now());
          await startAgain(stopped);
        },
        a.url,
        fixture,
        subscribers,
      );
      await closeAll(subscribers);
      rows.push(
        `| outage of ${OUTAGE_SECONDS} s (killed): from the instance ready again to each client's socket back, ${outage.socketBackWithin10s} of ${MEMBERS} within 10 s | ${ms(outage.socketBackP50)} | ${ms(outage.socketBackP99)} | ${ms(outage.socketBackMax)} | ${outage.lost} (${outage.duplicates} twice) | |`,
        `| outage: from the instance ready again to caught up | ${ms(outage.p50)} | ${ms(outage.p99)} | ${ms(outage.max)} | | |`,
      );
      checks.push([
        `every client's socket back within ${TARGETS.socketBackAfterOutage / 1000} s of the instance's return after a ${OUTAGE_SECONDS} s outage, nothing lost`,
        outage.socketNeverBack === 0 &&
          outage.socketBackMax <= TARGETS.socketBackAfterOutage &&
          outage.lost === 0,
      ]);
    }

    console.log(`\n${MEMBERS} subscribers, ${ROUNDS} replies each notifying all of them\n`);
    console.log(
      "| setup | p50 | p99 | max | lost | memory per idle subscription: live heap / RSS | p50 / p99 from the reply's answer |",
    );
    console.log("|---|---:|---:|---:|---:|---:|---:|");
    for (const row of rows) console.log(row);
    console.log("");
    for (const [name, ok] of checks) console.log(`${ok ? "✓" : "✗"} ${name}`);
    if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
  } finally {
    for (const app of apps) await stopProcess(app.child);
    await database.drop();
    await server.stop();
    await relay.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
