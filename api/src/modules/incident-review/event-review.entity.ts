import { BigIntType, EntitySchema, OptionalProps } from "@mikro-orm/core";
import { type User, UserSchema } from "../users/user.entity.js";

export const ReviewAction = {
  approve: "approve",
  reject: "reject",
  update: "update",
  delete: "delete",
} as const;
export type ReviewAction = (typeof ReviewAction)[keyof typeof ReviewAction];

/**
 * One moderator action on an event: who, when, what, and the changes ({ field: { from, to } }, the
 * rejection reason, or the deleted event). Kept when the event itself is deleted, so no foreign key.
 */
export class EventReview {
  [OptionalProps]?: "createdAt";
  id!: string;
  eventId!: string;
  reviewer!: User | null;
  action!: ReviewAction;
  changes!: Record<string, unknown>;
  createdAt!: Date;
}

export const EventReviewSchema = new EntitySchema<EventReview>({
  class: EventReview,
  tableName: "event_reviews",
  properties: {
    id: { type: new BigIntType("string"), primary: true, autoincrement: true },
    eventId: { type: new BigIntType("string"), index: "event_reviews_event_id_idx" },
    reviewer: { kind: "m:1", entity: () => UserSchema, nullable: true, deleteRule: "set null", index: true },
    action: { enum: true, items: () => Object.values(ReviewAction) },
    changes: { type: "json" },
    createdAt: { type: "datetime", onCreate: () => new Date() },
  },
});
