import { readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface ProcessTimes {
  parent: number;
  name: string;
  /** its own processor time and its reaped children's, in clock ticks */
  ticks: number;
}

function processTimes(pid: string): ProcessTimes | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // the name is in parentheses and may hold spaces; the fields after it are space-separated
    const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // state ppid … utime(14) stime(15) cutime(16) cstime(17), counted from pid as field 1
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number) as [
      number,
      number,
      number,
      number,
    ];
    return { parent: Number(fields[1]), name, ticks: utime + stime + cutime + cstime };
  } catch {
    return undefined; // it ended meanwhile
  }
}

/**
 * The processor seconds Chromium has used so far under this test worker: every Chromium process descended
 * from it, with the processes each has already reaped. A worker runs one file at a time with its own
 * Chromium (e2e/harness.ts), so the difference across a file is that file's. Linux only; 0 elsewhere.
 */
export function chromiumSeconds(): number {
  let entries: string[];
  try {
    entries = readdirSync("/proc").filter((entry) => /^\d+$/.test(entry));
  } catch {
    return 0;
  }
  const all = new Map<number, ProcessTimes>();
  for (const pid of entries) {
    const times = processTimes(pid);
    if (times) all.set(Number(pid), times);
  }
  const underWorker = (pid: number): boolean => {
    for (let at = all.get(pid)?.parent; at !== undefined && at > 1; at = all.get(at)?.parent)
      if (at === process.pid) return true;
    return false;
  };
  let ticks = 0;
  for (const [pid, times] of all) if (/chrom/i.test(times.name) && underWorker(pid)) ticks += times.ticks;
  return ticks / TICKS_PER_SECOND;
}
