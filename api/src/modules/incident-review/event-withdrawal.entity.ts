import { BigIntType, EntitySchema } from "@mikro-orm/core";

/**
 * An incident that was public and no longer is (rejected or deleted after approval): what a researcher
 * needs to remove it from a copy. No foreign key, since a deleted incident's row is gone; the row is
 * dropped again when the incident is approved anew.
 */
export class EventWithdrawal {
  eventId!: string;
  withdrawnAt!: Date;
  /** The public reason: what happened, never the moderator's own words (they may name people). */
  reason!: string;
}

export const EventWithdrawalSchema = new EntitySchema<EventWithdrawal>({
  class: EventWithdrawal,
  tableName: "event_withdrawals",
  properties: {
    eventId: { type: new BigIntType("string"), primary: true },
    withdrawnAt: { type: "datetime", index: "event_withdrawals_withdrawn_at_idx" },
    reason: { type: "text" },
  },
});
