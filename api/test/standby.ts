import { execFile } from "node:child_process";
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./ports.js";
import { onThisMachine } from "./slowness.js";

/**
 * A PostgreSQL primary of its own (initdb, on a free loopback port) and a streaming standby of it
 * (`pg_basebackup -R`, another port), both from Debian's server packages, in a temporary folder: the
 * shared test server allows no replication, and nothing about it changes. As root, they run as the
 * postgres user, as PostgreSQL requires.
 */
export interface PrimaryWithStandby {
  primaryUrl: string;
  standbyUrl: string;
  /** Runs one statement on the standby (as the superuser). */
  onStandby(sql: string): Promise<void>;
  /** Stops both servers and removes their folder. */
  stop(): Promise<void>;
}

/** The newest Debian server binaries (/usr/lib/postgresql/NN/bin). */
function serverBinaries(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, "bin", "pg_basebackup")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error("PostgreSQL's server binaries are missing: apt-get install postgresql");
  return join(root, versions[0]!, "bin");
}

/** The postgres user's ids when we are root (PostgreSQL refuses to run as root); none otherwise. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const line = readFileSync("/etc/passwd", "utf8")
    .split("\n")
    .find((entry) => entry.startsWith("postgres:"));
  if (!line) throw new Error("Running as root needs a postgres user to run PostgreSQL as");
  const [, , uid, gid] = line.split(":");
  return { uid: Number(uid), gid: Number(gid) };
}

export async function startPrimaryWithStandby(): Promise<PrimaryWithStandby> {
  const bin = serverBinaries();
  const user = runAs();
  const folder = mkdtempSync(join(tmpdir(), "iw-standby-"));
  if (user) chownSync(folder, user.uid, user.gid);
  const run = (command: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      execFile(
        join(bin, command),
        args,
        { ...user, cwd: folder, timeout: onThisMachine(120_000) },
        (error, _out, err) => (error ? reject(new Error(`${command}: ${error.message}\n${err}`)) : resolve()),
      );
    });
  const primary = join(folder, "primary");
  const standby = join(folder, "standby");
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  const serverOptions = (port: number) => `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1`;
  const started: string[] = [];
  const stop = async () => {
    for (const data of started.reverse())
      await run("pg_ctl", ["-D", data, "-m", "immediate", "stop"]).catch(() => {});
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await run("initdb", ["-D", primary, "-U", "postgres", "--auth=trust", "--no-sync"]);
    // initdb's pg_hba.conf lets local replication connections in with trust; a test server need not sync
    appendFileSync(primary + "/postgresql.conf", "\nwal_level = replica\nmax_wal_senders = 4\nfsync = off\n");
    await run("pg_ctl", [
      "-D",
      primary,
      "-l",
      `${primary}.log`,
      "-o",
      serverOptions(primaryPort),
      "-w",
      "start",
    ]);
    started.push(primary);
    await run("pg_basebackup", [
      "-h",
      "127.0.0.1",
      "-p",
      String(primaryPort),
      "-U",
      "postgres",
      "-D",
      standby,
      "-R",
      "-X",
      "stream",
      "--no-sync",
    ]);
    // as docs/deployment.md advises: vacuum on the primary keeps what the standby's readers still see
    appendFileSync(`${standby}/postgresql.conf`, "\nhot_standby_feedback = on\n");
    await run("pg_ctl", [
      "-D",
      standby,
      "-l",
      `${standby}.log`,
      "-o",
      serverOptions(standbyPort),
      "-w",
      "start",
    ]);
    started.push(standby);
  } catch (error) {
    await stop();
    throw error;
  }
  const standbyUrl = `postgres://postgres@127.0.0.1:${standbyPort}/postgres`;
  return {
    primaryUrl: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`,
    standbyUrl,
    async onStandby(sql) {
      for (let attempt = 1; ; attempt++) {
        const client = new pg.Client(standbyUrl);
        await client.connect();
        try {
          return void (await client.query(sql));
        } catch (error) {
          // replay resumed after a long pause cancels what conflicts with it, this session's statement too
          if ((error as { code?: string }).code !== "40001" || attempt === 3) throw error;
        } finally {
          await client.end();
        }
      }
    },
    stop,
  };
}
