import { Field, InputType } from "type-graphql";
import { ID } from "../../core/ids.js";
import { BanDuration } from "./ban.entity.js";

@InputType({ description: "Who to ban, for how long, and why (the member sees the reason)." })
export class BanUserInput {
  @Field(() => ID)
  userId!: string;

  @Field(() => BanDuration)
  duration!: BanDuration;

  @Field(() => String, { description: "Required; at most 1,000 characters." })
  reason!: string;
}
