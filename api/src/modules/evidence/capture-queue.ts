import type { EntityManager } from "@mikro-orm/postgresql";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import type { Following } from "../app-module.js";
import type { AddedSource, Changes } from "../changes.js";
import { queueJob, queueJobs } from "../job-topics.js";
import { insertCapture, insertCaptures } from "./captures.queries.js";
import { bookHostStarts, hostOf } from "./host-pace.js";

/**
 * Asks for a capture of a source in the caller's transaction (`tx`, a unit of work's): the job exists
 * exactly when the source does. Called when a source is added, and when a moderator asks again.
 */
export async function queueCapture(tx: EntityManager, uow: UnitOfWork, source: AddedSource): Promise<string> {
  const captureId = await insertCapture(tx, source);
  await queueJob(uow, tx, "capture-source", { captureId });
  return captureId;
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
  sources: readonly AddedSource[],
): Promise<number> {
  if (sources.length === 0) return 0;
  const captures = await insertCaptures(tx, sources);
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
  if (added.pacedByHost) {
    await queueImportedCaptures(tx, uow, deps.config.importCaptureHostSeconds, added.sources);
  } else {
    for (const source of added.sources) await queueCapture(tx, uow, source);
  }
}
