import { Field, InputType } from "type-graphql";

@InputType({ description: "The member's own settings; a field left out stays as it is." })
export class UpdateSettingsInput {
  @Field(() => Boolean, { nullable: true, description: "Show the letter avatar instead of the picture." })
  useDefaultAvatar?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The interface language, one of en, de, fr, it, es, nl, pl, cs, ro, sv, fi, et, lv, lt, uk, ru.",
  })
  language?: string | null;
}
