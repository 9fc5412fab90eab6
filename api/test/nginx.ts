import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import type { TestApp } from "./app.js";
import { closedPort, startTcpRelay, type TcpRelay } from "./tcp-relay.js";

/** Debian's nginx (`apt-get install nginx`; .ci/run installs it when missing). */
export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** The production proxy configuration this harness runs. */
const DEPLOY_CONFIG = new URL("../../deploy/nginx/incident-watch.conf", import.meta.url);
/** The anonymous lane's bound per instance in that file, which a test may narrow. */
const ANONYMOUS_LANE_BOUND = "max_conns=16;";
/** The compose file's first-start certificate (self-signed), which this harness's nginx serves. */
const FIRST_CERTIFICATE = new URL("../../deploy/certbot/first-certificate.sh", import.meta.url).pathname;
/** nginx's main configuration in production, whose connections per worker this harness's worker gets. */
const DEPLOY_MAIN_CONFIG = new URL("../../deploy/nginx/nginx.conf", import.meta.url);

function deployedWorkerConnections(): number {
  const found = /worker_connections (\d+);/.exec(readFileSync(DEPLOY_MAIN_CONFIG, "utf8"));
  if (!found) throw new Error("deploy/nginx/nginx.conf: expected worker_connections");
  return Number(found[1]);
}

export interface Nginx {
  /** The site: https://localhost:port with `tls`, else plain http://127.0.0.1:port. */
  url: string;
  /** The plain HTTP server, which answers Let's Encrypt's challenges and redirects the rest to HTTPS. */
  httpUrl: string;
  /** The certificate the site serves (self-signed, for "localhost"), for a client to trust. */
  certificate: string;
  /** The folder whose .well-known/acme-challenge/ the HTTP server serves (certbot's webroot). */
  acmeWebroot: string;
  /** The master process; its workers are its children (a benchmark pins them all to one core). */
  pid: number;
  stop(): Promise<void>;
}

/** `text` with `from` replaced by `to`, where `from` must occur `times` times (else the config file changed). */
function replaceOnce(text: string, from: string, to: string, times = 1): string {
  const parts = text.split(from);
  if (parts.length !== times + 1)
    throw new Error(
      `deploy/nginx/incident-watch.conf: expected "${from}" ${times} times, found ${parts.length - 1}`,
    );
  return parts.join(to);
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection(port, "127.0.0.1");
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
  });

/**
 * deploy/nginx/incident-watch.conf run by nginx as the current user, on free loopback ports, in front of
 * `upstreams` ("127.0.0.1:port") in each of its lanes, with its pid, logs, temp files and cache in a folder of its own.
 */
export async function startNginx(
  upstreams: string[],
  options: {
    anonymousMaxConns?: number;
    /**
     * Connections a worker may hold, the client's and the upstream's of each request or socket
     * (deploy/nginx/nginx.conf's).
     */
    workerConnections?: number;
    /**
     * The site over TLS as deployed; without, plain HTTP on the same server, for the tests of what lies
     * behind it.
     */
    tls?: boolean;
  } = {},
): Promise<Nginx> {
  if (!existsSync(NGINX_PATH))
    throw new Error(
      `nginx is not installed at ${NGINX_PATH}: install Debian's nginx (apt-get install nginx) ` +
        `or set NGINX_PATH to an nginx binary`,
    );
  const dir = mkdtempSync(join(tmpdir(), "incident-watch-nginx-"));
  const port = await closedPort();
  const httpPort = await closedPort();
  let site = readFileSync(DEPLOY_CONFIG, "utf8");
  // each lane's server line, once for every upstream (a test may narrow the anonymous lane to see it fill)
  const lanes = site.match(/server app:3000 resolve [^;]*;/g) ?? [];
  if (lanes.length !== 3)
    throw new Error(`deploy/nginx/incident-watch.conf: expected 3 lanes, found ${lanes.length}`);
  if (options.anonymousMaxConns !== undefined)
    site = replaceOnce(
      site,
      ANONYMOUS_LANE_BOUND,
      ANONYMOUS_LANE_BOUND.replace(/\d+;$/, `${options.anonymousMaxConns};`),
    );
  site = site.replace(/server app:3000 resolve ([^;]*);/g, (_line, parameters: string) =>
    upstreams.map((address) => `server ${address} ${parameters};`).join("\n    "),
  );
  site = replaceOnce(site, "listen 80;", `listen 127.0.0.1:${httpPort};`);
  site = replaceOnce(site, "listen 443 ssl;", `listen 127.0.0.1:${port}${options.tls ? " ssl" : ""};`);
  site = replaceOnce(site, "/var/cache/nginx/incident-watch", join(dir, "cache"));
  site = replaceOnce(site, "/etc/nginx/certs/", join(dir, "certs") + "/", 2);
  site = replaceOnce(site, "/var/www/certbot", join(dir, "acme"));
  const certificates = spawnSync("sh", [FIRST_CERTIFICATE], {
    env: { ...process.env, CERTIFICATES: join(dir, "certs"), PUBLIC_URL: "https://localhost" },
    encoding: "utf8",
  });
  if (certificates.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`first-certificate.sh failed: ${certificates.stderr}`);
  }
  mkdirSync(join(dir, "acme", ".well-known", "acme-challenge"), { recursive: true });
  writeFileSync(join(dir, "incident-watch.conf"), site);
  for (const temp of ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]) mkdirSync(join(dir, temp));
  const user = userInfo();
  writeFileSync(
    join(dir, "nginx.conf"),
    `# run as root, nginx would hand its workers to "nobody", who cannot read this folder
${user.uid === 0 ? "user root;" : ""}
daemon off;
worker_processes 1;
worker_rlimit_nofile 20000;
pid ${join(dir, "nginx.pid")};
error_log ${join(dir, "error.log")} warn;
events { worker_connections ${options.workerConnections ?? deployedWorkerConnections()}; }
http {
  access_log ${join(dir, "access.log")};
  client_body_temp_path ${join(dir, "client_body")};
  proxy_temp_path ${join(dir, "proxy")};
  fastcgi_temp_path ${join(dir, "fastcgi")};
  uwsgi_temp_path ${join(dir, "uwsgi")};
  scgi_temp_path ${join(dir, "scgi")};
  include ${join(dir, "incident-watch.conf")};
}
`,
  );
  const args = ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")];
  const errorLog = () => {
    const path = join(dir, "error.log");
    return existsSync(path) ? readFileSync(path, "utf8") : "";
  };
  const checked = spawnSync(NGINX_PATH, [...args, "-t", "-q"], { encoding: "utf8" });
  if (checked.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`nginx refused the configuration: ${checked.stderr}`);
  }

  const nginx = spawn(NGINX_PATH, args, { stdio: "ignore" });
  const exited = new Promise<void>((resolve) => nginx.once("exit", () => resolve()));
  let running = true;
  void exited.then(() => (running = false));
  const deadline = Date.now() + 10_000;
  while (!(await answers(port))) {
    if (!running || Date.now() > deadline) {
      nginx.kill("SIGKILL");
      const log = errorLog();
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`nginx did not start on port ${port}: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: options.tls ? `https://localhost:${port}` : `http://127.0.0.1:${port}`,
    httpUrl: `http://127.0.0.1:${httpPort}`,
    certificate: readFileSync(join(dir, "certs", "fullchain.pem"), "utf8"),
    acmeWebroot: join(dir, "acme"),
    pid: nginx.pid!,
    async stop() {
      // SIGTERM: a fast stop, open WebSockets included
      if (running) nginx.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Two instances on one database, the second reaching PostgreSQL through a relay the test can cut (so
 * one instance can lose its database while the other keeps it).
 */
export async function startTwoInstances(
  env: Record<string, string>,
): Promise<{ a: TestApp; b: TestApp; databaseLink: TcpRelay }> {
  // imported here: the tracing test's own process runs startNginx outside vitest, which app.ts needs
  const { startTestApp } = await import("./app.js");
  const a = await startTestApp(env, {}, { management: true });
  const database = new URL(a.config.databaseUrl!);
  const databaseLink = await startTcpRelay(Number(database.port || 5432));
  database.port = new URL(databaseLink.url).port;
  const b = await startTestApp({ ...env, DATABASE_URL: database.href }, {}, { management: true });
  return { a, b, databaseLink };
}
