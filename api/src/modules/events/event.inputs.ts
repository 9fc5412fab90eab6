import { Field, Float, InputType, registerEnumType } from "type-graphql";
import type {
  AttackType,
  AttributionParty,
  Attributor,
  ConfidenceLevel,
  EvidenceStatus,
  IncidentKind,
  PlacePrecision,
  TimePrecision,
} from "@incident-watch/schema";
import { AttributorEnum, ConfidenceEnum, PartyEnum } from "../incidents-read/attribution.enums.js";
import {
  AttackTypeEnum,
  EvidenceStatusEnum,
  IncidentKindEnum,
  PlacePrecisionEnum,
  TimePrecisionEnum,
} from "./event.entity.js";
import { filterFieldDescription } from "./research/research-parameters.js";

/** The orders the research API pages events in. */
export const EventOrder = { date: "date", id: "id", published: "published" } as const;
export type EventOrder = (typeof EventOrder)[keyof typeof EventOrder];
registerEnumType(EventOrder, {
  name: "EventOrder",
  description: "The order events are paged in.",
  valuesConfig: {
    date: {
      description:
        "Newest day first, then by id, highest first (the default). A moderator's date correction moves an " +
        "incident in this order, so a long paging run may see it twice or not at all.",
    },
    id: {
      description:
        "By id, lowest first. An incident's id never changes, so paging through all of them while they are " +
        "edited loses and repeats none; afterwards, `filter.updatedSince` gives what changed meanwhile.",
    },
    published: {
      description:
        "Newest publication (approval) first, then by id, highest first: the site's Latest page. An " +
        "incident published while paging comes before the first page, never inside a later one.",
    },
  },
});

@InputType({ description: "A rectangle in degrees; west > east crosses the antimeridian." })
export class BoundingBox {
  @Field(() => Float, { description: "Western edge, longitude in degrees (−180 … 180)." })
  west!: number;

  @Field(() => Float, { description: "Southern edge, latitude in degrees (−90 … 90)." })
  south!: number;

  @Field(() => Float, { description: "Eastern edge, longitude in degrees (−180 … 180)." })
  east!: number;

  @Field(() => Float, { description: "Northern edge, latitude in degrees (−90 … 90)." })
  north!: number;
}

@InputType({ description: "Narrows the research API's event list; all given conditions must hold." })
export class EventFilter {
  @Field(() => [AttackTypeEnum], { nullable: true, description: filterFieldDescription("types") })
  types?: AttackType[] | null;

  @Field(() => [IncidentKindEnum], { nullable: true, description: filterFieldDescription("kinds") })
  kinds?: IncidentKind[] | null;

  @Field(() => [String], { nullable: true, description: filterFieldDescription("countries") })
  countries?: string[] | null;

  @Field(() => [String], { nullable: true, description: filterFieldDescription("regionCodes") })
  regionCodes?: string[] | null;

  @Field(() => String, { nullable: true, description: filterFieldDescription("dateFrom") })
  dateFrom?: string | null;

  @Field(() => String, { nullable: true, description: filterFieldDescription("dateTo") })
  dateTo?: string | null;

  @Field(() => BoundingBox, { nullable: true, description: filterFieldDescription("bbox") })
  bbox?: BoundingBox | null;

  @Field(() => String, { nullable: true, description: filterFieldDescription("titleContains") })
  titleContains?: string | null;

  @Field(() => String, { nullable: true, description: filterFieldDescription("updatedSince") })
  updatedSince?: string | null;

  @Field(() => [ConfidenceEnum], { nullable: true, description: filterFieldDescription("confidences") })
  confidences?: ConfidenceLevel[] | null;

  @Field(() => [AttributorEnum], { nullable: true, description: filterFieldDescription("attributedBy") })
  attributedBy?: Attributor[] | null;

  @Field(() => [PartyEnum], { nullable: true, description: filterFieldDescription("parties") })
  parties?: AttributionParty[] | null;

  @Field(() => [PlacePrecisionEnum], {
    nullable: true,
    description: filterFieldDescription("placePrecisions"),
  })
  placePrecisions?: PlacePrecision[] | null;

  @Field(() => [TimePrecisionEnum], { nullable: true, description: filterFieldDescription("timePrecisions") })
  timePrecisions?: TimePrecision[] | null;

  @Field(() => [EvidenceStatusEnum], {
    nullable: true,
    description: filterFieldDescription("evidenceStatuses"),
  })
  evidenceStatuses?: EvidenceStatus[] | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      "The map's own filter, not a research parameter (no REST path or export takes it): true for only the " +
      "incidents whose discussion has members' posts, false for only those without.",
  })
  discussed?: boolean | null;
}
