import type { EntityManager } from "@mikro-orm/postgresql";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import type { Following } from "../app-module.js";
import type { Changes } from "../changes.js";
import { queueJob } from "../job-topics.js";
import type { SavedSearchDigest } from "./saved-search.types.js";

export interface WebhookJob {
  searchId: string;
  /** None for the test call made on saving. */
  eventId: string | null;
}

export interface DigestJob {
  period: Exclude<SavedSearchDigest, "none">;
}

/**
 * Follows incidentPublished, in the transaction that makes an incident public: its alerts exist exactly
 * when it was published (a correction alerts nobody again).
 */
export async function queueSavedSearchAlerts(
  { tx, uow }: Pick<Following, "tx" | "uow">,
  { eventId, change }: Changes["incidentPublished"],
): Promise<void> {
  if (change === "published") await queueJob(uow, tx, "saved-search-alert", { eventId });
}

/** A way a saved search alerts its member; a test alert goes through some of them. */
export type TestChannel = "bell" | "mail" | "push" | "webhook";

export interface TestAlertJob {
  searchId: string;
  /** The channels to test; every chosen one when absent (a job queued before channels were named). */
  channels?: TestChannel[];
}

export function queueTestAlert(uow: UnitOfWork, tx: EntityManager, job: TestAlertJob): Promise<void> {
  return queueJob(uow, tx, "saved-search-test", job);
}

export function queueWebhook(uow: UnitOfWork, tx: EntityManager, job: WebhookJob): Promise<void> {
  return queueJob(uow, tx, "saved-search-webhook", job);
}
