// Child processes and ports for the browser tests and the benchmark.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { freePort } from "../../api/test/ports.js";
import { onThisMachine } from "../../api/test/slowness.js";

const apiDir = fileURLToPath(new URL("../../api", import.meta.url));
export const webDist = fileURLToPath(new URL("../dist", import.meta.url));
export const apiMain = fileURLToPath(new URL("../../api/dist/main.js", import.meta.url));

/**
 * Waits until the app answers /readyz on its port and holds that port itself; fails at once, with its
 * output, if it exits. The port was free when chosen, but a server of another test started meanwhile
 * may take it and answer in this app's stead while this app exits, refused.
 */
export async function waitForReady(
  url: string,
  server: ChildProcess,
  output: () => string,
  timeoutMs = onThisMachine(60_000),
) {
  const deadline = Date.now() + timeoutMs;
  const port = Number(new URL(url).port);
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app exited during start-up:\n${output()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok && listensOn(server.pid!, port)) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The app did not become ready within ${timeoutMs} ms:\n${output()}`);
}

/** Whether process `pid` holds the socket listening on `port` (from Linux's /proc; elsewhere, assumed). */
function listensOn(pid: number, port: number): boolean {
  if (!existsSync("/proc/net/tcp")) return true;
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  const listening = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      // local address, remote address, state (0A: listening), …, inode
      const columns = line.trim().split(/\s+/);
      if (columns[1]?.endsWith(hexPort) && columns[3] === "0A") listening.add(`socket:[${columns[9]}]`);
    }
  }
  // gone already: it exited
  if (!existsSync(`/proc/${pid}/fd`)) return false;
  return readdirSync(`/proc/${pid}/fd`).some((fd) => {
    try {
      return listening.has(readlinkSync(`/proc/${pid}/fd/${fd}`));
    } catch {
      return false; // closed meanwhile
    }
  });
}

export function stopProcess(child: ChildProcess, timeoutMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

export interface AppProcess {
  url: string;
  /** Its management port (probes and metrics), a free one of its own. */
  managementUrl: string;
  child: ChildProcess;
  /** Everything the app printed so far. */
  output(): string;
}

/**
 * The app on a free port against the given database, as a child process with its output captured, once
 * it answers /readyz. `args` choose how it runs (the built dist/main.js or the source through tsx).
 */
export async function startAppProcess(options: AppProcessOptions): Promise<AppProcess> {
  const portsChosenHere = options.port === undefined && options.env?.MANAGEMENT_PORT === undefined;
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnce(options);
    } catch (error) {
      // a port found free can be taken before the app binds it (by another test's server, or as the local
      // port of an outgoing connection): ports chosen here are chosen again
      const portTaken = error instanceof Error && error.message.includes("EADDRINUSE");
      if (!portTaken || !portsChosenHere || attempt === 3) throw error;
    }
  }
}

interface AppProcessOptions {
  args: string[];
  databaseUrl: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
  /** The port to listen on (a restart keeps its predecessor's); a free one by default. */
  port?: number;
  /** The process as soon as it is spawned, before it is ready (to stop it whatever happens). */
  onSpawn?(child: ChildProcess): void;
}

async function startOnce(options: AppProcessOptions): Promise<AppProcess> {
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // several instances on one host: each its own management port
  const managementPort = Number(options.env?.MANAGEMENT_PORT ?? (await freePort()));
  let log = "";
  const child = spawn(process.execPath, options.args, {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATABASE_URL: options.databaseUrl,
      WEB_DIST: webDist,
      SEED_DEMO: "false",
      ...options.env,
      MANAGEMENT_PORT: String(managementPort),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  options.onSpawn?.(child);
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  // an app that dies under a test leaves only refused connections behind: say why, in the test's output
  child.once("exit", (code, signal) => {
    if (signal === "SIGTERM" || signal === "SIGKILL" || code === 0) return;
    console.error(
      `The app on ${url} exited (code ${code}, signal ${signal}); its last output:\n${log.slice(-8000)}`,
    );
  });
  try {
    await waitForReady(url, child, () => log, options.readyTimeoutMs);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { url, managementUrl: `http://127.0.0.1:${managementPort}`, child, output: () => log };
}
