import { Field, Float, Int, ObjectType, registerEnumType } from "type-graphql";
import { describedBy } from "../../core/enum-descriptions.js";
import { FieldChange } from "../../core/field-change.js";
import { ID } from "../../core/ids.js";
import { User } from "../users/user.entity.js";
import { ReviewAction } from "./event-review.entity.js";
import { Event } from "../events/event.entity.js";

registerEnumType(ReviewAction, {
  name: "ReviewAction",
  description: "What a moderator did to an event.",
  valuesConfig: describedBy({
    approve: "Published it.",
    reject: "Refused it, or withdrew it from the public, with a reason.",
    update: "Corrected its fields.",
    delete: "Deleted it.",
  }),
});

export const ReviewedStatus = { approved: "approved", rejected: "rejected" } as const;
export type ReviewedStatus = (typeof ReviewedStatus)[keyof typeof ReviewedStatus];
registerEnumType(ReviewedStatus, { name: "ReviewedStatus", description: "A review's outcome." });

@ObjectType({ description: "One moderator action on an event: who, when, what and why." })
export class EventReviewEntry {
  @Field(() => ID, { description: "The entry's id." })
  id!: string;

  @Field(() => ReviewAction, { description: "What the moderator did." })
  action!: ReviewAction;

  /** Resolved through the user loader; null once the reviewer's account is gone. */
  reviewerId!: string | null;

  @Field(() => User, { nullable: true, description: "The moderator; null once their account is gone." })
  reviewer?: User | null;

  @Field(() => Date, { description: "When they did it." })
  createdAt!: Date;

  @Field(() => String, { nullable: true, description: "The rejection reason." })
  reason!: string | null;

  @Field(() => [FieldChange], { description: "The fields a correction changed; empty for other actions." })
  changes!: FieldChange[];
}

@ObjectType({ description: "Another event that may report the same incident." })
export class LikelyDuplicate {
  @Field(() => Event, { description: "The other event." })
  event!: Event;

  @Field(() => Boolean, { description: "The same source page (scheme, www, query and fragment aside)." })
  sameSource!: boolean;

  @Field(() => Float, { description: "Distance between the two locations in kilometres." })
  distanceKm!: number;

  @Field(() => Int, { description: "Days between the two dates." })
  daysApart!: number;
}
