import { Field, Float, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import type {
  AttackType,
  EvidenceStatus,
  IncidentKind,
  PlacePrecision,
  TimePrecision,
} from "@incident-watch/schema";
import { ID } from "../../core/ids.js";
import {
  AttackTypeEnum,
  EvidenceStatusEnum,
  IncidentKindEnum,
  PlacePrecisionEnum,
  TimePrecisionEnum,
} from "../events/event.entity.js";
import { EventFilter } from "../events/event.inputs.js";

/** How often a saved search's matches are mailed together, if at all. */
export const SavedSearchDigest = { none: "none", daily: "daily", weekly: "weekly" } as const;
export type SavedSearchDigest = (typeof SavedSearchDigest)[keyof typeof SavedSearchDigest];
registerEnumType(SavedSearchDigest, {
  name: "SavedSearchDigest",
  description: "A mail with every new match of the period, or none.",
  valuesConfig: {
    none: { description: "No digest." },
    daily: { description: "Once a day, when there were matches." },
    weekly: { description: "Once a week, when there were matches." },
  },
});

/** How a webhook call ended. */
export const WebhookCallOutcome = { delivered: "delivered", refused: "refused", failed: "failed" } as const;
export type WebhookCallOutcome = (typeof WebhookCallOutcome)[keyof typeof WebhookCallOutcome];
registerEnumType(WebhookCallOutcome, {
  name: "WebhookCallOutcome",
  description: "How a webhook call ended.",
  valuesConfig: {
    delivered: { description: "Answered with a 2xx." },
    refused: {
      description:
        "Not made: the address is not public (it resolved to a loopback, private or reserved one).",
    },
    failed: { description: "Answered with another status, or not reached at all (no status); retried." },
  },
});

@ObjectType({ description: "A saved search's last webhook call to its address." })
export class WebhookCall {
  @Field(() => Date)
  at!: Date;

  @Field(() => Boolean, { description: "The test call made on saving, not a match." })
  test!: boolean;

  @Field(() => WebhookCallOutcome)
  outcome!: WebhookCallOutcome;

  @Field(() => Int, {
    nullable: true,
    description: "The status the address answered with, when it answered.",
  })
  status!: number | null;
}

@ObjectType({ description: "A rectangle in degrees; west > east crosses the antimeridian." })
export class SavedBoundingBox {
  @Field(() => Float)
  west!: number;
  @Field(() => Float)
  south!: number;
  @Field(() => Float)
  east!: number;
  @Field(() => Float)
  north!: number;
}

/** A circle around a place: where a saved search looks instead of the map view's box (decision 154). */
@ObjectType({ description: "A circle around a place, in which a saved search looks." })
export class SavedArea {
  @Field(() => String, { description: "The place's name, as the member chose it." })
  placeName!: string;
  @Field(() => Float, { description: "The centre's latitude in degrees." })
  latitude!: number;
  @Field(() => Float, { description: "The centre's longitude in degrees." })
  longitude!: number;
  @Field(() => Float, { description: "Kilometres from the centre." })
  radiusKm!: number;
}

@InputType({
  description: "A circle around a place, in which a saved search looks: instead of `filter.bbox`.",
})
export class SavedAreaInput {
  @Field(() => String, { description: "The place's name, 1 to 200 characters (as `places` gives it)." })
  placeName!: string;
  @Field(() => Float, { description: "The centre's latitude in degrees, -90 to 90." })
  latitude!: number;
  @Field(() => Float, { description: "The centre's longitude in degrees, -180 to 180." })
  longitude!: number;
  @Field(() => Float, { description: "Kilometres from the centre, 1 to 500." })
  radiusKm!: number;
}

/** The saved filter as stored: EventFilter's fields that a new incident can be matched against. */
@ObjectType({ description: "A saved search's filter: the fields of EventFilter it was saved with." })
export class SavedFilter {
  @Field(() => [AttackTypeEnum], { nullable: true })
  types?: AttackType[] | null;
  @Field(() => [IncidentKindEnum], { nullable: true })
  kinds?: IncidentKind[] | null;
  @Field(() => [String], { nullable: true })
  countries?: string[] | null;
  @Field(() => String, { nullable: true })
  dateFrom?: string | null;
  @Field(() => String, { nullable: true })
  dateTo?: string | null;
  @Field(() => SavedBoundingBox, { nullable: true })
  bbox?: SavedBoundingBox | null;
  @Field(() => String, { nullable: true })
  titleContains?: string | null;
  @Field(() => [PlacePrecisionEnum], { nullable: true })
  placePrecisions?: PlacePrecision[] | null;
  @Field(() => [TimePrecisionEnum], { nullable: true })
  timePrecisions?: TimePrecision[] | null;
  @Field(() => [EvidenceStatusEnum], { nullable: true })
  evidenceStatuses?: EvidenceStatus[] | null;
}

@ObjectType({ description: "A member's saved search and how they hear of new incidents that match it." })
export class SavedSearch {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  name!: string;

  @Field(() => SavedFilter)
  filter!: SavedFilter;

  @Field(() => SavedArea, { nullable: true, description: "The circle it looks in; none for anywhere." })
  area!: SavedArea | null;

  @Field(() => Boolean, { description: "A notification in the bell for each new match." })
  bell!: boolean;

  @Field(() => Boolean, { description: "A mail for each new match, at once." })
  mailAtOnce!: boolean;

  @Field(() => Boolean, { description: "A Web Push to the member's devices with push for each new match." })
  push!: boolean;

  @Field(() => SavedSearchDigest)
  digest!: SavedSearchDigest;

  @Field(() => String, {
    description: "The search's Atom feed, at a secret address: whoever has it reads the matches.",
  })
  feedUrl!: string;

  @Field(() => String, { nullable: true, description: "Where each new match is POSTed as JSON." })
  webhookUrl!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The key of the webhook's X-IncidentWatch-Signature: sha256=HMAC-SHA256(key, timestamp + '.' + body).",
  })
  webhookSecret!: string | null;

  @Field(() => WebhookCall, {
    nullable: true,
    description: "How the last call to the webhook's address ended; none before the first (or no webhook).",
  })
  webhookLastCall!: WebhookCall | null;

  @Field(() => Date)
  createdAt!: Date;
}

@InputType({ description: "A search to save, or a saved search's new settings (all of them)." })
export class SavedSearchInput {
  @Field(() => String, { description: "1 to 100 characters." })
  name!: string;

  @Field(() => EventFilter, {
    description: "The map's or the research API's filter; updatedSince and the ledger's fields are refused.",
  })
  filter!: EventFilter;

  @Field(() => SavedAreaInput, {
    nullable: true,
    description: "Only incidents within a circle around a place; not together with `filter.bbox`.",
  })
  area?: SavedAreaInput | null;

  @Field(() => Boolean, { nullable: true, defaultValue: true, description: "On unless given (null: on)." })
  bell?: boolean | null;

  @Field(() => Boolean, { nullable: true, defaultValue: false, description: "Off unless given." })
  mailAtOnce?: boolean | null;

  @Field(() => Boolean, { nullable: true, defaultValue: false, description: "Off unless given." })
  push?: boolean | null;

  @Field(() => SavedSearchDigest, { nullable: true, defaultValue: SavedSearchDigest.none })
  digest?: SavedSearchDigest | null;

  @Field(() => String, { nullable: true, description: "An http(s) address; none for no webhook." })
  webhookUrl?: string | null;
}

@ObjectType({ description: "An incident a digest preview lists." })
export class DigestPreviewIncident {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: "Its title as written (not translated)." })
  title!: string;

  @Field(() => String, { description: "The day of the incident, yyyy-mm-dd." })
  date!: string;

  @Field(() => TimePrecisionEnum)
  timePrecision!: TimePrecision;

  @Field(() => Date, { description: "When it was published." })
  publishedAt!: Date;
}

@ObjectType({ description: "What a weekly digest of a filter would have held, sent now." })
export class DigestPreview {
  @Field(() => Int, { description: "How many incidents published in the last 7 days the filter matches." })
  count!: number;

  @Field(() => Boolean, {
    description:
      "False when more than 5,000 incidents were published in the week: only the first 5,000 were matched.",
  })
  complete!: boolean;

  @Field(() => [DigestPreviewIncident], { description: "The first 10 of them, oldest publication first." })
  incidents!: DigestPreviewIncident[];
}
