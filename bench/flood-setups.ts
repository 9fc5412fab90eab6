// The two set-ups the flood benchmark measures: one instance reached straight, and deploy/nginx in front of
// two instances on one database. Either way everything serving runs on core 0 and the load on core 1.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { startNginx } from "../api/test/nginx.js";
import { startAppProcess, stopProcess } from "../web/e2e/processes.js";
import { startBenchApp, type BenchApp } from "./bench-app.js";
import { pin } from "./load.js";

/** The built app with `events` incidents, on core 0. */
export async function startStraight(serverUrl: string, events: number, env: Record<string, string>) {
  const app = await startBenchApp(serverUrl, events, { env });
  pin(0, app.pid);
  return app;
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
  const first = await startBenchApp(serverUrl, events, { env: proxiedEnv });
  const second = await startAppProcess({
    args: ["dist/main.js"],
    databaseUrl: first.databaseUrl!,
    env: { LOG_LEVEL: "error", ...proxiedEnv },
    readyTimeoutMs: 120_000,
  }).catch(async (error: unknown) => {
    await first.close();
    throw error;
  });
  const nginx = await startNginx([new URL(first.url).host, new URL(second.url).host]).catch(
    async (error: unknown) => {
      await stopProcess(second.child);
      await first.close();
      throw error;
    },
  );
  const workers = execFileSync("pgrep", ["-P", String(nginx.pid)], { encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
    .map(Number);
  for (const pid of [first.pid!, second.child.pid!, nginx.pid, ...workers]) pin(0, pid);
  return {
    url: nginx.url,
    managementUrl: first.managementUrl,
    databaseUrl: first.databaseUrl,
    pid: first.pid,
    async close() {
      await nginx.stop();
      await stopProcess(second.child);
      await first.close();
    },
  };
}
