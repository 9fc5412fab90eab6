import { Field, InputType } from "type-graphql";

@InputType({ description: "The member's own settings; a field left out stays as it is." })
export class UpdateSettingsInput {
  @Field(() => Boolean, { nullable: true, description: "Show the letter avatar instead of the picture." })
  useDefaultAvatar?: boolean | null;
}
