import type { EntityManager } from "@mikro-orm/postgresql";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import { CAPTURE_JOB } from "./capture-job.js";
import { insertCapture, submittedSources } from "./captures.queries.js";

/**
 * Asks for a capture of a source in the caller's transaction (`tx`, a unit of work's): the job exists
 * exactly when the source does. Called when a source is added, and when a moderator asks again.
 */
export async function queueCapture(tx: EntityManager, uow: UnitOfWork, sourceId: string): Promise<string> {
  const captureId = await insertCapture(tx, sourceId);
  await uow.enqueue(tx, CAPTURE_JOB, { captureId });
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
