// The password thread's body: argon2 hashes and checks, one at a time (passwords.ts sends the work).
import { hashSync, verifySync } from "@node-rs/argon2";
import { parentPort, workerData } from "node:worker_threads";
import { lowerThisThreadPriority, thisThreadCpuClock } from "../../infra/worker-thread.js";

// argon2id (the library's default algorithm) with OWASP's parameters: 19 MiB, 2 passes, 1 lane.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export type PasswordJob = { hash: string } | { verify: string; against: string };

lowerThisThreadPriority(workerData);

parentPort!.on("message", ({ id, job }: { id: number; job: PasswordJob }) => {
  try {
    if ("hash" in job) parentPort!.postMessage({ id, hash: hashSync(job.hash, ARGON2) });
    else parentPort!.postMessage({ id, matches: verifySync(job.against, job.verify) });
  } catch (error) {
    // a stored hash that is not argon2's matches nothing
    if ("verify" in job) parentPort!.postMessage({ id, matches: false });
    else parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
parentPort!.postMessage({ ready: true, cpuClock: thisThreadCpuClock() });
