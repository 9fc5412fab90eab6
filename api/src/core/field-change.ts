import { Field, ObjectType } from "type-graphql";

/** One field a change altered, before and after: a moderator's review and an incident's version list them. */
@ObjectType({ description: "One field a change altered, its values as text." })
export class FieldChange {
  @Field(() => String, { description: "The field's name, as the API calls it (e.g. `title`, `date`)." })
  field!: string;

  @Field(() => String, { nullable: true, description: "Its value before, as text; null when it had none." })
  from!: string | null;

  @Field(() => String, { nullable: true, description: "Its value after, as text; null when it was cleared." })
  to!: string | null;
}
