import type { EntityManager } from "@mikro-orm/postgresql";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import type { SavedSearchDigest } from "./saved-search.types.js";

/** Matches an approved incident against every saved search and delivers the new matches. */
export const ALERT_JOB = "saved-search-alert";
/** Sends the test alert of a search just saved through each of its channels. */
export const TEST_ALERT_JOB = "saved-search-test";
/** Calls one search's webhook about one incident (or its test). */
export const WEBHOOK_JOB = "saved-search-webhook";
/** Mails the digests of one period that are due. */
export const DIGEST_JOB = "saved-search-digest";

export interface WebhookJob {
  searchId: string;
  /** None for the test call made on saving. */
  eventId: string | null;
}

export interface DigestJob {
  period: Exclude<SavedSearchDigest, "none">;
}

/** In the transaction that makes an incident public: its alerts exist exactly when it was published. */
export function queueSavedSearchAlerts(uow: UnitOfWork, tx: EntityManager, eventId: string): Promise<void> {
  return uow.enqueue(tx, ALERT_JOB, { eventId });
}

/** A way a saved search alerts its member; a test alert goes through some of them. */
export type TestChannel = "bell" | "mail" | "push" | "webhook";

export interface TestAlertJob {
  searchId: string;
  /** The channels to test; every chosen one when absent (a job queued before channels were named). */
  channels?: TestChannel[];
}

export function queueTestAlert(uow: UnitOfWork, tx: EntityManager, job: TestAlertJob): Promise<void> {
  return uow.enqueue(tx, TEST_ALERT_JOB, job);
}

export function queueWebhook(uow: UnitOfWork, tx: EntityManager, job: WebhookJob): Promise<void> {
  return uow.enqueue(tx, WEBHOOK_JOB, job);
}
