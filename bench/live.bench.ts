// The live-broadcast benchmark (`npm run bench:live`): visitor sockets following incidentChanged, as open
// maps do, on one instance pinned to core 0 while this process (the clients) runs on core 1. For each size
// (BENCH_SOCKETS, default 1000,5000,10000) the server's RSS per socket, then BENCH_ROUNDS corrections written
// to the outbox as a moderator's transaction writes them: the time from the commit to each socket's message,
// and what never arrived. Then 1,000 members' idle sockets with one notificationAdded subscription each
// (BENCH_MEMBERS): RSS per socket. The load average is printed before and after: a run that starts above 2
// is no result. Figures: docs/benchmarks.md.
import { createRequire } from "node:module";
import { loadavg } from "node:os";
import { readFileSync } from "node:fs";
import type pg from "pg";
import type WebSocketType from "ws";
import { buildIfStale, installIfNeeded } from "../scripts/build.mjs";
import { createTestDatabase } from "../api/test/database.js";
import { startAppProcess, stopProcess, type AppProcess } from "../web/e2e/processes.js";
import { startDatabaseServer, webRequire } from "./bench-app.js";
import { seedFixture } from "../api/test/notification-fixture.js";
import { pin } from "./load.js";

const apiRequire = createRequire(new URL("../api/package.json", import.meta.url));
const WebSocket = apiRequire("ws") as typeof WebSocketType;
const { Client } = webRequire("pg") as typeof pg;

const SIZES = (process.env.BENCH_SOCKETS ?? "1000,5000,10000").split(",").map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
const TARGETS = { broadcastP99At10k: 250, bytesPerVisitorSocket: 30 * 1024, bytesPerMemberSocket: 40 * 1024 };
const INCIDENT_CHANGED = `subscription { incidentChanged { change id changedAt
  incident { id type kind country title sourceUrl date latitude longitude } } }`;
const NOTIFICATION_ADDED = `subscription { notificationAdded { unseenCount notification { id type createdAt
  actor { username } relatedPost { id } relatedThread { id title } } } }`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rss = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) * 1024;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

interface Socket {
  ws: WebSocketType;
  /** Milliseconds from the change's commit to its arrival here, by change id. */
  latencies: Map<string, number>;
}

/** A graphql-transport-ws socket, subscribed to `query`, once the server acknowledged it. */
function open(url: string, query: string, token?: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url.replace("http", "ws") + "/graphql", "graphql-transport-ws");
    const socket: Socket = { ws, latencies: new Map() };
    ws.once("error", reject);
    ws.once("open", () =>
      ws.send(
        JSON.stringify({
          type: "connection_init",
          payload: token ? { authorization: `Bearer ${token}` } : {},
        }),
      ),
    );
    ws.on("message", (data) => {
      const message = JSON.parse(String(data)) as {
        type: string;
        payload?: { data?: { incidentChanged?: { id: string; changedAt: string } } };
      };
      if (message.type === "connection_ack") {
        ws.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query } }));
        return resolve(socket);
      }
      const change = message.payload?.data?.incidentChanged;
      if (change) socket.latencies.set(change.id, Date.now() - Date.parse(change.changedAt));
    });
  });
}

async function openMany(count: number, make: (n: number) => Promise<Socket>): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let start = 0; start < count; start += 250) {
    const batch = Array.from({ length: Math.min(250, count - start) }, (_, n) => make(start + n));
    sockets.push(...(await Promise.all(batch)));
  }
  await sleep(3000); // every subscribe handled, and the collector given a moment
  return sockets;
}

/** A correction as a moderator's transaction writes it into the outbox; changedAt is the commit's moment. */
async function correct(db: pg.Client, id: string) {
  const payload = {
    change: "corrected",
    id,
    incident: {
      id: "1",
      type: "russian",
      kind: "sabotage",
      country: "PL",
      title: "Benchmark correction of a cable cut near Gdańsk",
      titleSource: "manual",
      sourceUrl: "https://bench.example.org/1",
      date: "2026-11-01",
      latitude: 54.4,
      longitude: 18.6,
    },
    previous: null,
    changedAt: new Date().toISOString(),
  };
  await db.query(`insert into live_events (topic, payload) values ('incidentChanged', $1)`, [payload]);
}

async function broadcast(app: AppProcess, db: pg.Client, size: number) {
  const before = rss(app.child.pid!);
  const sockets = await openMany(size, () => open(app.url, INCIDENT_CHANGED));
  const perSocket = (rss(app.child.pid!) - before) / size;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const id = `${size}-${round}`;
    await correct(db, id);
    const deadline = Date.now() + 15_000;
    while (sockets.some((s) => !s.latencies.has(id)) && Date.now() < deadline) await sleep(10);
    await sleep(300);
  }
  const latencies = sockets.flatMap((s) => [...s.latencies.values()]).sort((a, b) => a - b);
  const lost = size * ROUNDS - latencies.length;
  await Promise.all(
    sockets.map((s) => new Promise((resolve) => (s.ws.once("close", resolve), s.ws.close()))),
  );
  await sleep(2000);
  const result = { size, p50: percentile(latencies, 0.5), p99: percentile(latencies, 0.99), lost, perSocket };
  console.log("broadcast", JSON.stringify(result));
  return result;
}

async function main() {
  installIfNeeded();
  buildIfStale();
  const loadAtStart = loadavg()[0]!;
  const server = await startDatabaseServer();
  const database = await createTestDatabase(server.url);
  let app: AppProcess | undefined;
  const db = new Client({ connectionString: database.url });
  try {
    app = await startAppProcess({
      args: ["dist/main.js"],
      databaseUrl: database.url,
      readyTimeoutMs: 120_000,
      env: {
        LOG_LEVEL: "error",
        RATE_LIMIT_FACTOR: "1000",
        // every client comes from 127.0.0.1
        LIVE_VISITOR_SOCKETS_PER_ADDRESS: "10000",
        LIVE_VISITOR_SUBSCRIPTIONS_PER_ADDRESS: "100000",
      },
    });
    pin(0, app.child.pid);
    pin(1, process.pid);
    await db.connect();
    const fixture = await seedFixture(database.url, MEMBERS);
    await sleep(2000);

    const results = [];
    for (const size of SIZES) results.push(await broadcast(app, db, size));

    const before = rss(app.child.pid!);
    const members = await openMany(MEMBERS, (n) => open(app!.url, NOTIFICATION_ADDED, fixture.tokens[n]));
    const perMemberSocket = (rss(app.child.pid!) - before) / MEMBERS;
    for (const member of members) member.ws.close();

    const loadAtEnd = loadavg()[0]!;
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    console.log(`\nload average (1 min): ${loadAtStart.toFixed(2)} before, ${loadAtEnd.toFixed(2)} after`);
    if (loadAtStart > 2)
      console.log("the run started above load 2: no result, to be measured on a quiet machine");
    console.log(`\n| visitor sockets | p50 | p99 | lost | RSS per socket |`);
    console.log("|---:|---:|---:|---:|---:|");
    for (const r of results)
      console.log(`| ${r.size} | ${r.p50} ms | ${r.p99} ms | ${r.lost} | ${kb(r.perSocket)} |`);
    console.log(
      `\n${MEMBERS} members' idle sockets, one notificationAdded each: ${kb(perMemberSocket)} RSS per socket\n`,
    );
    const largest = results.at(-1)!;
    const checks: [string, boolean][] = [
      [
        `p99 ≤ ${TARGETS.broadcastP99At10k} ms at ${largest.size} sockets, none lost`,
        largest.p99 <= TARGETS.broadcastP99At10k && largest.lost === 0,
      ],
      [
        `≤ 30 KiB RSS per visitor socket at ${largest.size}`,
        largest.perSocket <= TARGETS.bytesPerVisitorSocket,
      ],
      [`≤ 40 KiB RSS per member socket`, perMemberSocket <= TARGETS.bytesPerMemberSocket],
    ];
    for (const [name, ok] of checks) console.log(`${ok ? "✓" : "✗"} ${name}`);
    if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
  } finally {
    await db.end().catch(() => {});
    if (app) await stopProcess(app.child);
    await database.drop();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
