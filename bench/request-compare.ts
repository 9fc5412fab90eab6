// Issue 42's four requests, two builds side by side: `tsx bench/request-compare.ts BEFORE_API_DIR
// AFTER_API_DIR` (each an `api/` folder with its dist built). One seeded database (the forum bench's
// forum with its 100,000-post thread, 10,000 events); then ROUNDS rounds, each measuring the hello-world
// and every request on the before build, then the after build, so that both see the same machine. Run it
// pinned (`taskset -c 1`): each server is moved to core 0. Prints each figure as a share of the
// hello-world measured in the same round.
import { execFileSync, spawn } from "node:child_process";
import { resolve } from "node:path";
import type pg from "pg";
import { createTestDatabase } from "../api/test/database.js";
import { freePort } from "../web/e2e/processes.js";
import {
  loadScenario,
  startHelloWorld,
  startDatabaseServer,
  webRequire,
  type BenchApp,
} from "./bench-app.js";
import { seedForum } from "./forum-seed.js";
import { requestsOf, seedEvents } from "./request-set.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

const pin = (pid: number | undefined) => pid && execFileSync("taskset", ["-pc", "0", String(pid)]);
const loadAverage = () => execFileSync("cat", ["/proc/loadavg"]).toString().split(" ")[0];

/** The built app of `apiDir` on the seeded database, on core 0. */
async function startBuild(
  apiDir: string,
  databaseUrl: string,
  env: Record<string, string>,
): Promise<BenchApp> {
  const port = await freePort();
  const child = spawn(process.execPath, ["dist/main.js"], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MANAGEMENT_PORT: String(await freePort()),
      SEED_DEMO: "false",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  pin(child.pid);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if ((await fetch(`${url}/healthz`).catch(() => null))?.ok) break;
    if (i > 600) throw new Error(`${apiDir} did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid,
    close: () =>
      new Promise<void>((done) => {
        child.once("exit", () => done());
        child.kill("SIGTERM");
      }),
  };
}

async function main() {
  const [before, after] = process.argv.slice(2).map((dir) => resolve(dir));
  const server = await startDatabaseServer();
  const database = await createTestDatabase(server.url);
  const env = {
    NODE_ENV: "production",
    RESEARCH_RATE_LIMIT: "0",
    RATE_LIMIT_FACTOR: "10000",
    ADMISSION_ANONYMOUS_QUEUE: "64",
    ADMISSION_MAX_EVENT_LOOP_DELAY_MS: "0",
    WEB_DIST: process.env.WEB_DIST ?? resolve("web/dist"),
    LOG_LEVEL: "error",
  };
  try {
    const migrating = await startBuild(before!, database.url, env);
    await migrating.close();
    const client = new (webRequire("pg") as typeof pg).Client({ connectionString: database.url });
    await client.connect();
    const seeded = await seedForum(client);
    await seedEvents(client);
    await client.end();
    const requests = requestsOf(seeded);
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [label, dir] of [
        ["before", before!],
        ["after", after!],
      ] as const) {
        const load = loadAverage();
        const hello = await startHelloWorld();
        pin(hello.pid);
        const reference = await loadScenario(
          hello,
          { path: "/" },
          { connections: CONNECTIONS, seconds: SECONDS },
        );
        await hello.close();
        const app = await startBuild(dir, database.url, env);
        const shares: string[] = [];
        for (const [name, request] of requests) {
          const measured = await loadScenario(app, request, { connections: CONNECTIONS, seconds: SECONDS });
          const share = reference.requestsPerSecond / measured.requestsPerSecond;
          shares.push(
            `${name} 1/${share.toFixed(2)} (${Math.round(measured.requestsPerSecond)}/s, ${measured.errors} err)`,
          );
        }
        await app.close();
        console.log(
          `round ${round} ${label}: load ${load}→${loadAverage()}, hello-world ${Math.round(reference.requestsPerSecond)}/s; ${shares.join("; ")}`,
        );
      }
    }
  } finally {
    await database.drop();
    await server.stop();
  }
}

await main();
