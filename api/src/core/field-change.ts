import { Field, ObjectType } from "type-graphql";

/** One field a change altered, before and after: a moderator's review and an incident's version list them. */
@ObjectType({ description: "One field a change altered, its values as text." })
export class FieldChange {
  @Field(() => String)
  field!: string;

  @Field(() => String, { nullable: true })
  from!: string | null;

  @Field(() => String, { nullable: true })
  to!: string | null;
}
