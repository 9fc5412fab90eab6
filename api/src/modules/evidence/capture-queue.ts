import type { EntityManager } from "@mikro-orm/postgresql";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import type { Following } from "../app-module.js";
import type { Changes } from "../changes.js";
import { queueJob, queueJobs } from "../job-topics.js";
import { insertCapture, insertEventCaptures, submittedSources } from "./captures.queries.js";
import { bookHostStarts, hostOf } from "./host-pace.js";

/**
 * Asks for a capture of a source in the caller's transaction (`tx`, a unit of work's): the job exists
 * exactly when the source does. Called when a source is added, and when a moderator asks again.
 */
export async function queueCapture(tx: EntityManager, uow: UnitOfWork, sourceId: string): Promise<string> {
  const captureId = await insertCapture(tx, sourceId);
  await queueJob(uow, tx, "capture-source", { captureId });
  return captureId;
}

/** Captures of every source a new submission brought (its URL, added to the ledger by the database). */
export async function queueSubmissionCaptures(
  tx: EntityManager,
  uow: UnitOfWork,
  eventId: string,
): Promise<void> {
  for (const sourceId of await submittedSources(tx, eventId)) await queueCapture(tx, uow, sourceId);
}

/**
 * Captures of every source of the incidents an import created, in the import's batch transaction
 * (decision 133): three statements however large the batch. Each host's captures start `gapSeconds`
 * apart, after those already booked for it, so a large import never floods one site. Returns how many.
 */
export async function queueImportedCaptures(
  tx: EntityManager,
  uow: UnitOfWork,
  gapSeconds: number,
  eventIds: readonly string[],
): Promise<number> {
  if (eventIds.length === 0) return 0;
  const captures = await insertEventCaptures(tx, eventIds);
  const byHost = new Map<string, string[]>();
  for (const { id, url } of captures) {
    const host = hostOf(url);
    const ids = byHost.get(host) ?? [];
    if (ids.length === 0) byHost.set(host, ids);
    ids.push(id);
  }
  const counts = new Map([...byHost].map(([host, ids]) => [host, ids.length]));
  const firstStart = await bookHostStarts(tx, counts, gapSeconds);
  const toSend = [...byHost].flatMap(([host, ids]) =>
    ids.map((captureId, k) => ({
      data: { captureId, host },
      seconds: firstStart.get(host)! + k * gapSeconds,
    })),
  );
  await queueJobs(uow, tx, "capture-source", toSend);
  return captures.length;
}

/**
 * Follows sourcesAdded (a submission, an import, the ledger), in the transaction that added them: each
 * new source's capture exists exactly when the source does. An import's are paced per host.
 */
export async function queueAddedSourceCaptures(
  { tx, uow, deps }: Following,
  added: Changes["sourcesAdded"],
): Promise<void> {
  if ("sourceIds" in added) {
    for (const sourceId of added.sourceIds) await queueCapture(tx, uow, sourceId);
  } else if (added.pacedByHost) {
    await queueImportedCaptures(tx, uow, deps.config.importCaptureHostSeconds, added.eventIds);
  } else {
    for (const eventId of added.eventIds) await queueSubmissionCaptures(tx, uow, eventId);
  }
}
