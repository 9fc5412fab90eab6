import { apiMessages } from "@incident-watch/schema";
import type { Event } from "../events/event.entity.js";

/** The two moderators a waiting confirmation already has: the incident's approver and its proposer. */
export interface ConfirmationParties {
  approverId: string | null;
  proposerId: string | null;
}

/**
 * Why this moderator may not agree to a confirmation (decision 121), or null when they may: the second
 * moderator is neither the approver nor the proposer. Refusing and offering follow this one rule.
 */
export function confirmationRefusal(parties: ConfirmationParties, moderatorId: string): string | null {
  if (parties.approverId === moderatorId) return apiMessages.approverCannotConfirm;
  if (parties.proposerId === moderatorId) return apiMessages.proposerCannotConfirm;
  return null;
}

/** Whether a confirmation waits on the incident for a second moderator to agree to. */
export const confirmationWaits = (event: Pick<Event, "confirmationMethod" | "evidenceStatus">) =>
  event.confirmationMethod != null && event.evidenceStatus !== "confirmed";
