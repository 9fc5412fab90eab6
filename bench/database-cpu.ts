// CPU seconds spent by a database's PostgreSQL backends, read from /proc: on a shared machine the wall
// clock includes time spent waiting for a core, CPU time does not. Only when the server runs on this
// machine (and /proc is readable); otherwise every reading is null.
import { readFileSync } from "node:fs";
import type { EntityManager } from "@mikro-orm/postgresql";

const TICKS_PER_SECOND = 100;

/** A PostgreSQL process's user and system CPU so far, in ticks; null when there is no such process here. */
function cpuTicks(pid: number): number | null {
  try {
    const stat = /^\d+ \((.*)\) (.*)$/s.exec(readFileSync(`/proc/${pid}/stat`, "utf8"));
    if (stat?.[1] !== "postgres") return null;
    const fields = stat[2]!.split(" ");
    return Number(fields[11]) + Number(fields[12]); // utime + stime
  } catch {
    return null;
  }
}

/**
 * Samples the backends connected to `database` every second, so connections opened meanwhile count from
 * their beginning and closed ones up to their last sample; `lap()` is the CPU they used since the last lap.
 */
export function databaseCpu(em: EntityManager, database: string) {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  let started = false;
  let readable = false;
  let lapped = 0;
  const sample = async () => {
    const rows = await em.execute<{ pid: number }[]>(
      "select pid from pg_stat_activity where datname = ? and backend_type = 'client backend'",
      [database],
    );
    for (const { pid } of rows) {
      const ticks = cpuTicks(pid);
      if (ticks === null) continue; // ended since it was listed, or /proc is not this server's
      readable = true;
      if (!first.has(pid)) first.set(pid, started ? 0 : ticks);
      last.set(pid, ticks);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  return {
    async start() {
      await sample();
      started = true;
      timer = setInterval(() => void sample().catch(() => undefined), 1000);
    },
    async lap(): Promise<number | null> {
      await sample();
      if (!readable) return null;
      let ticks = 0;
      for (const [pid, end] of last) ticks += end - first.get(pid)!;
      const seconds = ticks / TICKS_PER_SECOND - lapped;
      lapped += seconds;
      return seconds;
    },
    stop: () => clearInterval(timer),
  };
}
