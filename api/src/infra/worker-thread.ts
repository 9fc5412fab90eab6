import { readFileSync, readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { Worker } from "node:worker_threads";

/**
 * Starts the worker thread whose module is `file` beside `base` (an import.meta.url): the built .js, or
 * from the sources (tests) the .ts compiled as tsx does. `niceness` is handed to the thread, which lowers
 * its own CPU priority with lowerThisThreadPriority; `data` is the rest of its workerData.
 */
export function startWorkerThread(
  base: string,
  file: string,
  niceness = 0,
  data: Record<string, unknown> = {},
): Worker {
  const workerData = { ...data, niceness };
  if (!base.endsWith(".ts")) return new Worker(new URL(`${file}.js`, base), { workerData });
  const body = JSON.stringify(new URL(`${file}.ts`, base).href);
  return new Worker(`import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${body}); })`, {
    eval: true,
    workerData,
  });
}

/**
 * Called inside a worker thread with its workerData: on Linux a nice value belongs to a thread, so a
 * thread whose work may wait yields the core to the event loop whenever the event loop needs it.
 */
export function lowerThisThreadPriority(workerData: unknown): void {
  const { niceness } = (workerData ?? {}) as { niceness?: number };
  if (!niceness) return;
  try {
    setPriority(niceness);
  } catch {
    // not permitted here: the thread's lane still has its own bounded queue
  }
}

/**
 * Where a thread's CPU time can be read: its /proc stat file on Linux, found by the thread itself (a
 * thread's id is not visible from outside it); undefined elsewhere. Sent to the lane with `{ ready }`.
 */
export function thisThreadCpuClock(): string | undefined {
  try {
    const path = `/proc/${readlinkSync("/proc/thread-self")}/stat`;
    return threadCpuMs(path) === undefined ? undefined : path;
  } catch {
    return undefined;
  }
}

// Linux counts a thread's CPU time in ticks of USER_HZ, 100 a second on every architecture Node runs on
const MS_PER_TICK = 10;

/** The CPU time the thread has used, in ms (to the 10 ms tick), or undefined when it cannot be read. */
export function threadCpuMs(clock: string): number | undefined {
  try {
    const stat = readFileSync(clock, "latin1");
    // the fields after the command name, which is in parentheses and may hold spaces: state is the first,
    // utime the 12th and stime the 13th
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * MS_PER_TICK : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Called inside a worker thread as a job starts: the returned function tells the ms the job has cost so
 * far. Wall time, but no more than the thread's CPU time plus a tick: a thread of low priority that waited
 * for a busy core is not charged for the wait.
 */
export function jobStopwatch(cpuClock: string | undefined): () => number {
  const started = performance.now();
  const cpuStarted = cpuClock === undefined ? undefined : threadCpuMs(cpuClock);
  return () => {
    const wallMs = performance.now() - started;
    const cpuNow = cpuClock === undefined ? undefined : threadCpuMs(cpuClock);
    if (cpuStarted === undefined || cpuNow === undefined) return wallMs;
    return Math.min(wallMs, cpuNow - cpuStarted + MS_PER_TICK);
  };
}
