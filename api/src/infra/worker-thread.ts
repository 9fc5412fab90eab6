import { setPriority } from "node:os";
import { Worker } from "node:worker_threads";

/**
 * Starts the worker thread whose module is `file` beside `base` (an import.meta.url): the built .js, or
 * from the sources (tests) the .ts compiled as tsx does. `niceness` is handed to the thread, which lowers
 * its own CPU priority with lowerThisThreadPriority.
 */
export function startWorkerThread(base: string, file: string, niceness = 0): Worker {
  const workerData = { niceness };
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
