import { Field, Float, InputType } from "type-graphql";
import type { AttackType, IncidentKind, PlacePrecision, TimePrecision } from "@incident-watch/schema";
import {
  AttackTypeEnum,
  IncidentKindEnum,
  PlacePrecisionEnum,
  TimePrecisionEnum,
} from "../events/event.entity.js";

const PLACE_PRECISION =
  "How precisely the place is known: exact (the default), town, region or country; the point stands for it.";
const TIME_PRECISION =
  "How precisely the day is known: day (the default), month or year; the date is then kept as the period's first day.";

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

  @Field(() => PlacePrecisionEnum, { nullable: true, description: PLACE_PRECISION })
  placePrecision?: PlacePrecision | null;

  @Field(() => TimePrecisionEnum, { nullable: true, description: TIME_PRECISION })
  timePrecision?: TimePrecision | null;

  @Field(() => String, {
    nullable: true,
    description: "The language the source's title is written in: one of the site's languages (default en).",
  })
  language?: string | null;

  @Field(() => String, { description: "The captcha widget's token." })
  captchaToken!: string;
}

@InputType({ description: "A moderator's corrections; only the fields given change." })
export class UpdateEventInput {
  @Field(() => AttackTypeEnum, { nullable: true })
  type?: AttackType | null;

  @Field(() => IncidentKindEnum, { nullable: true })
  kind?: IncidentKind | null;

  @Field(() => String, { nullable: true })
  title?: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The language the title is written in (one of the site's); its translations become stale.",
  })
  titleLanguage?: string | null;

  @Field(() => String, { nullable: true })
  sourceUrl?: string | null;

  @Field(() => String, { nullable: true })
  date?: string | null;

  @Field(() => Float, { nullable: true })
  latitude?: number | null;

  @Field(() => Float, { nullable: true })
  longitude?: number | null;

  @Field(() => PlacePrecisionEnum, { nullable: true, description: PLACE_PRECISION })
  placePrecision?: PlacePrecision | null;

  @Field(() => TimePrecisionEnum, { nullable: true, description: TIME_PRECISION })
  timePrecision?: TimePrecision | null;

  @Field(() => String, {
    nullable: true,
    description: "Why, in public words: shown in the incident's public history (at most 1,000 characters).",
  })
  reason?: string | null;
}
