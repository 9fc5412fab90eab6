// Issue 42's four requests, two builds side by side: `tsx bench/request-compare.ts BEFORE_API_DIR
// AFTER_API_DIR` (each an `api/` folder with its dist built). One seeded database (the forum bench's
// forum with its 100,000-post thread, 10,000 events); then ROUNDS rounds, each measuring the hello-world
// and every request on the before build, then the after build, so that both see the same machine. Run it
// pinned (`taskset -c 1`): each server is moved to core 0. Prints each figure as a share of the
// hello-world measured in the same round, by requests a second and by the server's processor time per answer.
import { execFileSync, spawn } from "node:child_process";
import { resolve } from "node:path";
import type pg from "pg";
import { createTestDatabase } from "../api/test/database.js";
import { freePort } from "../api/test/ports.js";
import {
  loadScenario,
  startHelloWorld,
  startDatabaseServer,
  webRequire,
  type BenchApp,
} from "./bench-app.js";
import { seedRequests } from "./request-set.js";
import { ONE_ADDRESS_UNLIMITED, pin } from "./load.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

const loadAverage = () => execFileSync("cat", ["/proc/loadavg"]).toString().split(" ")[0];

/** The built app of `apiDir` on the seeded database, on core 0. */
async function startBuild(
  apiDir: string,
  databaseUrl: string,
  env: Record<string, string>,
): Promise<BenchApp> {
  const port = await freePort();
  const managementPort = await freePort();
  const child = spawn(process.execPath, ["dist/main.js"], {
    cwd: apiDir,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MANAGEMENT_PORT: String(managementPort),
      SEED_DEMO: "false",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  pin(0, child.pid);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    // probes answer on the management port only (decision 111)
    if ((await fetch(`http://127.0.0.1:${managementPort}/healthz`).catch(() => null))?.ok) break;
    if (i > 1800) throw new Error(`${apiDir} did not start`);
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

/** " (503 ×12)": the answers other than 2xx, when there were any. */
const errorStatuses = (statuses: Record<string, number>) => {
  const other = Object.entries(statuses).filter(([code, count]) => !code.startsWith("2") && count > 0);
  return other.length ? ` (${other.map(([code, count]) => `${code} ×${count}`).join(", ")})` : "";
};

async function main() {
  const [before, after] = process.argv.slice(2).map((dir) => resolve(dir));
  const server = await startDatabaseServer();
  const database = await createTestDatabase(server.url);
  const env = {
    // as the issue's one-address figures were measured
    ...ONE_ADDRESS_UNLIMITED,
    WEB_DIST: process.env.WEB_DIST ?? resolve("web/dist"),
    LOG_LEVEL: "error",
  };
  try {
    const migrating = await startBuild(before!, database.url, env);
    await migrating.close();
    const client = new (webRequire("pg") as typeof pg).Client({ connectionString: database.url });
    await client.connect();
    const requests = await seedRequests(client);
    await client.end();
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [label, dir] of [
        ["before", before!],
        ["after", after!],
      ] as const) {
        const load = loadAverage();
        const hello = await startHelloWorld();
        pin(0, hello.pid);
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
          // the same share by processor time per answer, which a busy machine moves less
          const cost = measured.processorMicrosPerAnswer / reference.processorMicrosPerAnswer;
          shares.push(
            `${name} 1/${share.toFixed(2)} (${Math.round(measured.requestsPerSecond)}/s, ${measured.errors} err${errorStatuses(measured.statuses)}; ` +
              `${Math.round(measured.processorMicrosPerAnswer)} µs a request, 1/${cost.toFixed(2)} by processor time)`,
          );
        }
        await app.close();
        console.log(
          `round ${round} ${label}: load ${load}→${loadAverage()}, hello-world ${Math.round(reference.requestsPerSecond)}/s ${Math.round(reference.processorMicrosPerAnswer)} µs a request; ${shares.join("; ")}`,
        );
      }
    }
  } finally {
    await database.drop();
    await server.stop();
  }
}

await main();
