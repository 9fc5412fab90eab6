import { randomBytes } from "node:crypto";
import { messages } from "@incident-watch/schema";
import { ServiceUnavailableError } from "../../core/errors.js";
import { LaneDeadlineError, LaneFullError, WorkerLane } from "../../infra/worker-lane.js";
import { startWorkerThread } from "../../infra/worker-thread.js";
import type { PasswordJob } from "./password-worker.js";

/**
 * argon2 is CPU work by design: a flood of sign-in attempts ran it on every thread of libuv's pool, where
 * it took the core from the event loop, which then stopped accepting connections. It runs on one thread
 * of its own instead, at a lower CPU priority (niceness 5: about a quarter of a core the event loop needs,
 * all of one it does not), behind a short queue in which addresses take turns; past the queue the request
 * is refused at once (503 with Retry-After), never left to wait.
 */
const PASSWORD_LANE = { queueLimit: 16, perKeyLimit: 16, deadlineMs: 10_000, niceness: 5 };
const BUSY_RETRY_AFTER_SECONDS = 2;

let lane: WorkerLane | undefined;

async function run(job: PasswordJob, key: string): Promise<Record<string, unknown>> {
  const { niceness, ...queue } = PASSWORD_LANE;
  lane ??= new WorkerLane({
    start: () => startWorkerThread(import.meta.url, "./password-worker", niceness),
    ...queue,
  });
  try {
    const answer = await lane.run(key, job);
    if (typeof answer.error === "string") throw new Error(answer.error);
    return answer;
  } catch (error) {
    if (error instanceof LaneFullError || error instanceof LaneDeadlineError)
      throw new ServiceUnavailableError(messages.siteBusy, BUSY_RETRY_AFTER_SECONDS);
    throw error;
  }
}

/** `key` is who asks (an address, a member): keys take turns in the queue. */
export async function hashPassword(password: string, key = ""): Promise<string> {
  return (await run({ hash: password }, key)).hash as string;
}

let decoy: Promise<string> | undefined;

/** The hash an unknown name is checked against, made once (again, if making it was refused). */
async function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString("hex"));
  try {
    return await decoy;
  } catch (error) {
    decoy = undefined;
    throw error;
  }
}

/** False for a wrong password or no account; both take one argon2 run, so timing does not reveal names. */
export async function verifyPassword(
  passwordHash: string | undefined,
  password: string,
  key = "",
): Promise<boolean> {
  const target = passwordHash ?? (await decoyHash());
  const { matches } = await run({ verify: password, against: target }, key);
  return matches === true && passwordHash !== undefined;
}

/** A password for generated accounts (first admin, demo accounts), shown once in the start-up log. */
export function randomPassword(bytes = 15): string {
  return randomBytes(bytes).toString("base64url");
}
