import { createHash } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { AppDeps } from "../../deps.js";
import type { JobContext } from "../app-module.js";
import { queueJob } from "../job-topics.js";
import { capturePage } from "../../infra/capture/page-capture.js";
import { captureOptions } from "./capture-job.js";
import { hostOf } from "./host-pace.js";
import {
  capturedBodySha256,
  dueChecks,
  recordCheck,
  type DueCheck,
  type LiveCheckStatus,
} from "./source-checks.queries.js";

/** How often each instance asks for a sweep of the due checks (a job: one sweep at a time in all). */
const SWEEP_EVERY_MS = 15 * 60_000;
/** A sweep stops taking new sources after this long (well inside the job's expiry); the rest wait. */
const SWEEP_BUDGET_MS = 5 * 60_000;
const SWEEP_BATCH = 500;

type Deps = Pick<AppDeps, "config" | "logger">;
type Answer = { status: LiveCheckStatus; httpStatus: number | null } | null;

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The due sources reordered host by host in turn, so one busy host does not hold up the others. */
function interleaveHosts(due: DueCheck[]): DueCheck[] {
  const byHost = new Map<string, DueCheck[]>();
  for (const check of due) byHost.set(hostOf(check.url), [...(byHost.get(hostOf(check.url)) ?? []), check]);
  const queues = [...byHost.values()];
  const order: DueCheck[] = [];
  for (let round = 0; order.length < due.length; round++)
    for (const queue of queues) if (queue[round]) order.push(queue[round]!);
  return order;
}

/** The live page through the capture's outbound guard, compared with the body the capture kept. */
async function checkPage(em: EntityManager, config: Deps["config"], check: DueCheck): Promise<Answer> {
  const result = await capturePage(check.url, captureOptions(config));
  if (result.ok) {
    const last = result.exchanges.at(-1)!;
    const kept = await capturedBodySha256(em, check.captureId);
    const status = sha256(last.body) === kept ? "unchanged" : "changed";
    return { status, httpStatus: last.status };
  }
  if (result.reason !== "gone") return null; // no answer: the last known one stands
  const httpStatus = /^http-(\d+)$/.exec(result.detail)?.[1];
  return { status: "gone", httpStatus: httpStatus ? Number(httpStatus) : null };
}

/**
 * Checks the sources whose last check (or capture) is older than `dueBefore` (decision 130), at most
 * one request per host per SOURCE_CHECK_HOST_SECONDS, counted from the end of the last one; ends only
 * once that gap has passed, so the next sweep, wherever it runs, keeps the bound too.
 */
export async function checkSources(
  { em, deps }: Pick<JobContext, "em"> & { deps: Deps },
  dueBefore: Date,
): Promise<number> {
  const gapMs = deps.config.sourceCheckHostSeconds * 1000;
  const lastFetch = new Map<string, number>();
  const started = Date.now();
  let checked = 0;
  for (const check of interleaveHosts(await dueChecks(em, dueBefore, SWEEP_BATCH))) {
    if (Date.now() - started > SWEEP_BUDGET_MS) break;
    const host = hostOf(check.url);
    await sleep((lastFetch.get(host) ?? 0) + gapMs - Date.now());
    const answer = await checkPage(em, deps.config, check);
    lastFetch.set(host, Date.now());
    await recordCheck(em, check.captureId, new Date(), answer);
    checked++;
  }
  await sleep(Math.max(0, ...lastFetch.values()) + gapMs - Date.now());
  return checked;
}

/** A sweep's job: the checks due after the configured interval (none asked for when it is 0). */
export async function sweepSources(context: JobContext): Promise<void> {
  const hours = context.deps.config.sourceCheckIntervalHours;
  if (hours > 0) await checkSources(context, new Date(Date.now() - hours * 3_600_000));
}

/** Asks for a sweep every quarter of an hour, in a job context's unit of work; nothing when the interval is 0. */
export function askForSourceChecks(deps: Deps, context: () => JobContext): () => Promise<void> {
  if (deps.config.sourceCheckIntervalHours === 0) return async () => {};
  const ask = () => {
    const { uow } = context();
    uow
      .run((tx) => queueJob(uow, tx, "check-sources", {}))
      .catch((error: unknown) => deps.logger.error("Source check not queued", { error: String(error) }));
  };
  const timer = setInterval(ask, SWEEP_EVERY_MS);
  timer.unref();
  return async () => clearInterval(timer);
}
