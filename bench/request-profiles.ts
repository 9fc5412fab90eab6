// CPU profiles of the four requests whose cost issue 42 names (`tsx bench/request-profiles.ts DIR`):
// `{ __typename }`, page 1 of a 100,000-post thread, a post's page-info and REST /api/events. One seeded
// database (the forum bench's forum, 10,000 events); for each request a fresh instance of the built app
// under `node --cpu-prof` is loaded at 8 connections for BENCH_SECONDS (default 8) and stopped, so each
// profile holds one kind of request (and the instance's start). The figures it prints are no benchmark:
// read where the time goes with `node bench/cpuprofile-summary.mjs DIR/<request>/*.cpuprofile`.
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import type pg from "pg";
import { createTestDatabase } from "../api/test/database.js";
import { startAppProcess, stopProcess } from "../web/e2e/processes.js";
import { loadScenario, startDatabaseServer, webRequire } from "./bench-app.js";
import { seedRequests } from "./request-set.js";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
async function main() {
  const dir = resolve(process.argv[2] ?? "/tmp/request-profiles");
  const server = await startDatabaseServer();
  const database = await createTestDatabase(server.url);
  // as deployed, but every request from one address: the limits that count per address are lifted
  const env = {
    NODE_ENV: "production",
    RESEARCH_RATE_LIMIT: "0",
    RATE_LIMIT_FACTOR: "10000",
    ADMISSION_ANONYMOUS_QUEUE: "64",
    ADMISSION_MAX_EVENT_LOOP_DELAY_MS: "0",
    ADMISSION_SOJOURN_TARGET_MS: "0",
    WEB_DIST: process.env.WEB_DIST ?? resolve("web/dist"),
  };
  try {
    // a first instance migrates the database; then the forum and the events are seeded
    const migrating = await startAppProcess({ args: ["dist/main.js"], databaseUrl: database.url, env });
    await stopProcess(migrating.child);
    const client = new (webRequire("pg") as typeof pg).Client({ connectionString: database.url });
    await client.connect();
    const requests = await seedRequests(client);
    await client.end();

    for (const [name, request] of requests) {
      const out = join(dir, name);
      mkdirSync(out, { recursive: true });
      const app = await startAppProcess({
        args: ["--cpu-prof", `--cpu-prof-dir=${out}`, "dist/main.js"],
        databaseUrl: database.url,
        env,
      });
      try {
        const measured = await loadScenario(
          { url: app.url, pid: app.child.pid, close: async () => {} },
          request,
          { connections: 8, seconds: SECONDS },
        );
        console.log(`${name}: ${measured.errors} errors; profile in ${out}`);
      } finally {
        await stopProcess(app.child);
      }
    }
  } finally {
    await database.drop();
    await server.stop();
  }
}

await main();
