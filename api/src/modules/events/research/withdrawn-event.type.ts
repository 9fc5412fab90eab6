import { Field, ObjectType } from "type-graphql";
import { ID } from "../../../core/ids.js";

@ObjectType({
  description:
    "An incident that was public and no longer is (rejected or deleted after publication): remove it from a copy.",
})
export class WithdrawnEvent {
  @Field(() => ID, { description: "The incident's id, as `Event.id` had it." })
  id!: string;

  @Field(() => Date, { description: "When it was withdrawn." })
  withdrawnAt!: Date;

  @Field(() => String, { description: "Why, publicly: rejected after publication, or deleted." })
  reason!: string;
}
