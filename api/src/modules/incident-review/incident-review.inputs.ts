import { Field, Float, InputType } from "type-graphql";
import type { AttackType, IncidentKind } from "@incident-watch/schema";
import { AttackTypeEnum, IncidentKindEnum } from "../events/event.entity.js";

@InputType({ description: "A new incident; it waits for review before it is shown." })
export class SubmitEventInput {
  @Field(() => AttackTypeEnum)
  type!: AttackType;

  @Field(() => IncidentKindEnum, { description: "The kind of attack." })
  kind!: IncidentKind;

  @Field(() => String, { description: "http(s) address of the article, at most 2,048 characters." })
  sourceUrl!: string;

  @Field(() => String, { description: "yyyy-mm-dd, not in the future." })
  date!: string;

  @Field(() => Float)
  latitude!: number;

  @Field(() => Float)
  longitude!: number;

  @Field(() => String, { description: "The captcha widget's token." })
  captchaToken!: string;
}
