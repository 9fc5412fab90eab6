// Several processes of the built app (api/dist, built first when its sources are newer) on one database,
// carrying live events between them through Redis, behind deploy/nginx; any of them can be stopped with
// SIGTERM and started again on its ports while what a load balancer would see is watched: /readyz on the
// management port and the public port.
import { execFileSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createConnection } from "node:net";
import { Redis } from "ioredis";
import { buildApiIfStale } from "../../scripts/build.mjs";
import { loadConfig } from "../src/config.js";
import { startAppProcess, stopProcess, type AppProcess } from "../../web/e2e/processes.js";
import { freePort } from "./ports.js";
import { startNginx, type Nginx } from "./nginx.js";

export interface ClusterOptions {
  /** A database the instances share (the first to start migrates it, unless `migrated`). */
  databaseUrl: string;
  /** The database is migrated already: every instance starts at once. */
  migrated?: boolean;
  instances: number;
  /** Settings for every instance, beside Redis, its prefix, one trusted proxy hop and the shared keys. */
  env?: Record<string, string>;
  /** Arguments to node before the app's script, e.g. a CPU profile's (`--cpu-prof`). */
  nodeArgs?: string[];
  /** nginx's connections per worker: two per request or socket it carries. */
  workerConnections?: number;
  /** Every process the cluster starts (each instance, nginx and its worker), e.g. to pin it to a core. */
  onProcess?(pid: number): void;
}

/** What one instance showed from its SIGTERM to its exit, and its start again; times from the SIGTERM. */
export interface StopSeen {
  instance: number;
  /** The first 503 from /readyz on the management port (never: undefined). */
  notReadyMs?: number;
  /** The public port's first refused connection. */
  portClosedMs: number;
  /** The process's exit, with its code (0: it drained and closed everything). */
  exitMs: number;
  exitCode: number | null;
  /** From starting it again to /readyz answering 200. */
  startMs: number;
}

/** Readiness said false before the public port stopped taking connections. */
export const readinessFirst = (seen: StopSeen) =>
  seen.notReadyMs !== undefined && seen.notReadyMs < seen.portClosedMs;

export interface Cluster {
  /** nginx's address. */
  url: string;
  instances: AppProcess[];
  /** Stops instance `index` with SIGTERM, watching it, and starts it again on the same ports once it exited. */
  restart(index: number): Promise<StopSeen>;
  close(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  buildApiIfStale();
  const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
  const prefix = `iw-test-${randomBytes(4).toString("hex")}:`;
  const env = {
    LOG_LEVEL: "error",
    TRUST_PROXY: "1",
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    // a stopping instance still serves as deployed (none by default in tests)
    SHUTDOWN_DELAY_MS: String(loadConfig({ NODE_ENV: "production" }).shutdownDelayMs),
    // keys every instance of a deployment shares
    CAPTCHA_HMAC_KEY: randomBytes(32).toString("hex"),
    MAIL_LINK_KEY: randomBytes(32).toString("hex"),
    ...options.env,
  };
  const instances: AppProcess[] = [];
  // every process spawned, ready or not: all are stopped at the end, whatever was under way
  const children = new Set<ChildProcess>();
  let closed = false;
  let nginx: Nginx | undefined;
  const start = async (port?: number, managementPort?: number) => {
    const started = await startAppProcess({
      args: [...(options.nodeArgs ?? []), "dist/main.js"],
      databaseUrl: options.databaseUrl,
      env: { ...env, MANAGEMENT_PORT: String(managementPort ?? (await freePort())) },
      readyTimeoutMs: 120_000,
      port,
      onSpawn: (child) => {
        if (closed) child.kill("SIGKILL");
        children.add(child);
        child.once("exit", () => children.delete(child));
      },
    });
    options.onProcess?.(started.child.pid!);
    return started;
  };
  const close = async () => {
    closed = true;
    await nginx?.stop();
    await Promise.all([...children].map((child) => stopProcess(child)));
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  };
  try {
    // the first alone when it has migrations to apply
    if (!options.migrated) instances.push(await start());
    const rest = options.instances - instances.length;
    instances.push(...(await Promise.all(Array.from({ length: rest }, () => start()))));
    nginx = await startNginx(
      instances.map((instance) => new URL(instance.url).host),
      { workerConnections: options.workerConnections },
    );
    const workers = execFileSync("pgrep", ["-P", String(nginx.pid)], { encoding: "utf8" });
    for (const pid of [nginx.pid, ...workers.split("\n").filter(Boolean).map(Number)])
      options.onProcess?.(pid);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    url: nginx.url,
    instances,
    async restart(index) {
      const stopping = instances[index]!;
      const port = Number(new URL(stopping.url).port);
      const managementPort = Number(new URL(stopping.managementUrl).port);
      const watch = watchStop(stopping.managementUrl, port);
      const signalledAt = Date.now();
      await stopProcess(stopping.child, 60_000);
      const exitMs = Date.now() - signalledAt;
      const { notReadyMs, portClosedMs } = await watch.until(signalledAt);
      const startedAt = Date.now();
      instances[index] = await start(port, managementPort);
      return {
        instance: index,
        notReadyMs,
        portClosedMs,
        exitMs,
        exitCode: stopping.child.exitCode,
        startMs: Date.now() - startedAt,
      };
    },
    close,
  };
}

/**
 * Asks /readyz and opens a connection to the public port, each as often as it can (a few milliseconds
 * apart), until the port refuses a connection and the instance's process has gone.
 */
function watchStop(managementUrl: string, port: number) {
  let notReadyAt: number | undefined;
  let portClosedAt: number | undefined;
  let watching = true;
  const readiness = (async () => {
    while (watching && notReadyAt === undefined) {
      try {
        const answer = await fetch(`${managementUrl}/readyz`, { signal: AbortSignal.timeout(2000) });
        if (answer.status === 503) notReadyAt ??= Date.now();
      } catch {
        // the management port closed, or no answer in time: readiness was not seen saying false
      }
      await sleep(2);
    }
  })();
  const refuses = () =>
    new Promise<boolean>((resolve) => {
      const socket = createConnection(port, "127.0.0.1");
      socket.once("connect", () => (socket.destroy(), resolve(false)));
      socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
    });
  const publicPort = (async () => {
    while (portClosedAt === undefined) {
      if (await refuses()) portClosedAt = Date.now();
      else await sleep(2);
    }
  })();
  return {
    /** Once the process has exited: what was seen, in milliseconds after `since`. */
    async until(since: number) {
      await publicPort;
      watching = false;
      await readiness;
      return {
        notReadyMs: notReadyAt === undefined ? undefined : notReadyAt - since,
        portClosedMs: portClosedAt! - since,
      };
    },
  };
}
