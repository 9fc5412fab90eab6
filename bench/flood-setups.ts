// The two set-ups the flood benchmark measures: one instance reached straight, and deploy/nginx in front of
// two instances on one database. Either way everything serving runs on core 0 and the load on core 1.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { startNginx } from "../api/test/nginx.js";
import { startAppProcess, stopProcess } from "../web/e2e/processes.js";
import { settled, startBenchApp, type BenchApp } from "./bench-app.js";
import { pin } from "./load.js";

/** The built app with `events` incidents, on core 0, once its start-up work on them is done. */
export async function startStraight(serverUrl: string, events: number, env: Record<string, string>) {
  const app = await startBenchApp(serverUrl, events, { env, startAgain: true });
  pin(0, app.pid);
  await announceSettled(app.databaseUrl!).catch(async (error: unknown) => {
    await app.close();
    throw error;
  });
  return app;
}

async function announceSettled(databaseUrl: string) {
  const seconds = await settled(databaseUrl);
  console.log(`  the instances' start-up work on the seeded incidents took ${seconds.toFixed(0)} s`);
}

/**
 * deploy/nginx/incident-watch.conf in front of two instances of the built app sharing one database, nginx's
 * master, its worker and both instances on core 0: the proxy's work counts against the same core as the
 * app's. The instances trust the proxy's X-Forwarded-For (TRUST_PROXY=1), as deployed. The probes reach the
 * members' lane through nginx and /healthz on the first instance's management port.
 */
export async function startProxied(
  serverUrl: string,
  events: number,
  env: Record<string, string>,
): Promise<BenchApp> {
  // shared secrets, as every instance of a deployment has: a challenge made by one is checked by the other
  const proxiedEnv = { ...env, TRUST_PROXY: "1", CAPTCHA_HMAC_KEY: randomBytes(32).toString("hex") };
  const first = await startBenchApp(serverUrl, events, { env: proxiedEnv, startAgain: true });
  const second = await startAppProcess({
    args: ["dist/main.js"],
    databaseUrl: first.databaseUrl!,
    env: { LOG_LEVEL: "error", ...proxiedEnv },
    readyTimeoutMs: 120_000,
  }).catch(async (error: unknown) => {
    await first.close();
    throw error;
  });
  const lane = process.env.BENCH_ANONYMOUS_MAX_CONNS;
  const nginx = await startNginx([new URL(first.url).host, new URL(second.url).host], {
    anonymousMaxConns: lane ? Number(lane) : undefined,
  }).catch(async (error: unknown) => {
    await stopProcess(second.child);
    await first.close();
    throw error;
  });
  const workers = execFileSync("pgrep", ["-P", String(nginx.pid)], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .map(Number);
  for (const pid of [first.pid!, second.child.pid!, nginx.pid, ...workers]) pin(0, pid);
  const close = async () => {
    await nginx.stop();
    await stopProcess(second.child);
    await first.close();
  };
  await announceSettled(first.databaseUrl!).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return {
    url: nginx.url,
    managementUrl: first.managementUrl,
    databaseUrl: first.databaseUrl,
    pid: first.pid,
    close,
  };
}
