import type { EntityManager } from "@mikro-orm/postgresql";
import type { UnitOfWork } from "../infra/unit-of-work.js";
import type { CaptureJob } from "./evidence/capture-job.js";
import type { BanExpiryJob } from "./members/ban-expiry.js";
import type { PushJob } from "./push/push-queue.js";
import type { IncidentNoticeJob } from "./notifications/incident-follows.js";
import type { DigestJob, TestAlertJob, WebhookJob } from "./saved-searches/saved-search-jobs.js";

/**
 * Every background job's queue and what its job carries, in one place beside the live topics: modules
 * queue through queueJob and declare their workers in defineModule's `jobs`, so both sides agree on the
 * data's type. The names are pg-boss's queue names: jobs stored before a release still find their worker.
 */
export interface JobTopics {
  /** An approved incident's title into the other languages (title-translations). */
  "translate-incident-title": { eventId: string };
  /** A data version's checksums, asked for by an address (releases). */
  "version-checksums": { version: string; address: string };
  /** A post's unseen mentions and replies, mailed after a while (notifications). */
  "notification-missed-mail": { postId: string };
  /** A followed incident's change, told to its followers (notifications). */
  "incident-follow-notice": IncidentNoticeJob;
  /** Those notices still unseen, mailed after a while (notifications). */
  "incident-notice-mail": { ids: string[] };
  /** Web Push to members' devices (push). */
  "web-push": PushJob;
  /** An upload's rows into incidents, resumable between batches (imports). */
  "data-import": { importId: string };
  /** A timed ban lifted at its end (members). */
  "ban-expiry": BanExpiryJob;
  /** A published incident matched against every saved search (saved-searches). */
  "saved-search-alert": { eventId: string };
  /** A search just saved, tested through its channels (saved-searches). */
  "saved-search-test": TestAlertJob;
  /** One call of a search's webhook (saved-searches). */
  "saved-search-webhook": WebhookJob;
  /** The due digests of one period (saved-searches). */
  "saved-search-digest": DigestJob;
  /** A sweep of the captured sources' live checks (evidence). */
  "check-sources": Record<string, never>;
  /** One step of a source's capture (evidence). */
  "capture-source": CaptureJob;
  /** The public versions not yet in the TAXII index, added to it (taxii). */
  "taxii-index": Record<string, never>;
  /** Every stored incident without a place of the current gazetteer given one (places). */
  "place-incidents": Record<string, never>;
}

export type JobTopic = keyof JobTopics;

/** One job and its delay in seconds from the transaction's start. */
export interface Timed<T extends JobTopic> {
  data: JobTopics[T];
  seconds: number;
}

/**
 * The one way to queue background work: a job of `topic` stored in `tx`, the transaction of a unit of
 * work, so it exists exactly when its change committed; it runs on some instance after `seconds`.
 */
export function queueJob<T extends JobTopic>(
  uow: UnitOfWork,
  tx: EntityManager,
  topic: T,
  data: JobTopics[T],
  seconds = 0,
): Promise<void> {
  return uow.enqueue(tx, topic, [{ data, seconds }]);
}

/** queueJob for many jobs of a topic, each with its own delay, stored in one statement. */
export function queueJobs<T extends JobTopic>(
  uow: UnitOfWork,
  tx: EntityManager,
  topic: T,
  jobs: readonly Timed<T>[],
): Promise<void> {
  return jobs.length === 0 ? Promise.resolve() : uow.enqueue(tx, topic, jobs);
}
