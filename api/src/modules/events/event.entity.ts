import { BigIntType, EntitySchema, OptionalProps } from "@mikro-orm/core";
import { Field, Float, ObjectType, registerEnumType } from "type-graphql";
import { describedBy } from "../../core/enum-descriptions.js";
import { ID } from "../../core/ids.js";
import { Heavy } from "../../core/heavy-fields.js";
import {
  ATTACK_TYPES,
  EVIDENCE_STATUSES,
  GEOLOCATION_METHODS,
  evidenceStatusMeanings,
  geolocationMethodMeanings,
  type EvidenceStatus,
  type GeolocationMethod,
  INCIDENT_KINDS,
  PLACE_PRECISIONS,
  TIME_PRECISIONS,
  incidentKindMeanings,
  placePrecisionMeanings,
  timePrecisionMeanings,
  type AttackType,
  type IncidentKind,
  type PlacePrecision,
  type TimePrecision,
} from "@incident-watch/schema";
import { type User, UserSchema } from "../users/user.entity.js";
import { sourcePageSql } from "./source-page.js";

export const AttackTypeEnum = Object.fromEntries(ATTACK_TYPES.map((t) => [t, t])) as {
  [K in AttackType]: K;
};
registerEnumType(AttackTypeEnum, {
  name: "AttackType",
  description: "Who an incident is attributed to.",
  valuesConfig: describedBy({
    russian: "Russia, its services or groups said to act for it.",
    chinese: "China, its services or groups said to act for it.",
  }),
});

export const IncidentKindEnum = Object.fromEntries(INCIDENT_KINDS.map((k) => [k, k])) as {
  [K in IncidentKind]: K;
};
registerEnumType(IncidentKindEnum, {
  name: "IncidentKind",
  description:
    "The kind of attack: sabotage, cyber attack, airspace and drones, espionage, disinformation, other.",
  valuesConfig: describedBy(incidentKindMeanings),
});

export const PlacePrecisionEnum = Object.fromEntries(PLACE_PRECISIONS.map((p) => [p, p])) as {
  [K in PlacePrecision]: K;
};
registerEnumType(PlacePrecisionEnum, {
  name: "PlacePrecision",
  description: "How precisely an incident's place is known; its point stands for the place (decision 099).",
  valuesConfig: describedBy(placePrecisionMeanings),
});

export const TimePrecisionEnum = Object.fromEntries(TIME_PRECISIONS.map((p) => [p, p])) as {
  [K in TimePrecision]: K;
};
registerEnumType(TimePrecisionEnum, {
  name: "TimePrecision",
  description: "How precisely an incident's day is known; its date is the first day of the period.",
  valuesConfig: describedBy(timePrecisionMeanings),
});

export const EvidenceStatusEnum = Object.fromEntries(EVIDENCE_STATUSES.map((s) => [s, s])) as {
  [K in EvidenceStatus]: K;
};
registerEnumType(EvidenceStatusEnum, {
  name: "EvidenceStatus",
  description: "How well an incident is verified (decision 121); `confirmed` takes two moderators.",
  valuesConfig: describedBy(evidenceStatusMeanings),
});

export const GeolocationMethodEnum = Object.fromEntries(GEOLOCATION_METHODS.map((m) => [m, m])) as {
  [K in GeolocationMethod]: K;
};
registerEnumType(GeolocationMethodEnum, {
  name: "GeolocationMethod",
  description: "How an incident's place was established.",
  valuesConfig: describedBy(geolocationMethodMeanings),
});

export const EventStatus = { pending: "pending", approved: "approved", rejected: "rejected" } as const;
export type EventStatus = (typeof EventStatus)[keyof typeof EventStatus];
registerEnumType(EventStatus, {
  name: "EventStatus",
  description: "Where a submission is in review.",
  valuesConfig: describedBy({
    pending: "Waiting for a moderator; not public.",
    approved: "Published: on the map and in every research answer.",
    rejected: "Refused (or withdrawn after publication); not public.",
  }),
});

import type { TitleSource } from "../incidents-read/published-incidents.queries.js";

/** Where the title came from (kept with the incident's shared reads). */
export type { TitleSource };

/**
 * An incident on the map. Only approved events are public; the review fields are resolved for staff
 * only (see incident-review/event-review.resolver.ts), and the submitter's hashed address never leaves
 * the server.
 */
// Plain data fields resolve with graphql's default resolver, without type-graphql's wrapper per field
@ObjectType({
  description: "An incident attributed to Russia or China, as shown on the map.",
  simpleResolvers: true,
})
export class Event {
  [OptionalProps]?:
    | "titleSource"
    | "titleLanguage"
    | "status"
    | "kind"
    | "country"
    | "placePrecision"
    | "timePrecision"
    | "evidenceStatus"
    | "geolocationMethod"
    | "confirmationProposedBy"
    | "confirmationProposedAt"
    | "confirmationMethod"
    | "confirmedBy"
    | "countryBoundaries"
    | "placeId"
    | "placeName"
    | "placeCountry"
    | "placeRegionCode"
    | "placeRegion"
    | "placeDistanceKm"
    | "placeGazetteer"
    | "createdAt"
    | "updatedAt"
    | "publishedAt"
    | "changedAt";

  @Field(() => ID, { description: "The incident's id: a whole number as text, never reused." })
  id!: string;

  @Field(() => AttackTypeEnum, {
    description: "`russian` or `chinese`: the state of its strongest attribution (see the codebook).",
  })
  type!: AttackType;

  @Field(() => IncidentKindEnum, { description: "The kind of attack; 'other' until a moderator sets it." })
  kind!: IncidentKind;

  @Field(() => String, {
    nullable: true,
    description:
      "The European state where it happened (ISO 3166-1 alpha-2; XK for Kosovo), computed from the " +
      "coordinates; points at sea count for the nearest coast within 25 km. Null when none.",
  })
  country!: string | null;

  /** Which version of the boundary data computed `country` (BOUNDARIES_VERSION); older ones are redone. */
  countryBoundaries!: number;

  /**
   * The nearest populated place of the gazetteer (GeoNames' id and name), its country and first-level
   * region (ISO 3166-2 and English name), and the distance to it; stored on approval and by the places
   * module's backfill (decision 151), null before. `Event.place` shows them.
   */
  placeId!: number | null;
  placeName!: string | null;
  placeCountry!: string | null;
  placeRegionCode!: string | null;
  placeRegion!: string | null;
  placeDistanceKm!: number | null;
  /** Which version of the gazetteer chose the place (GAZETTEER_VERSION); 0 before any, older ones are redone. */
  placeGazetteer!: number;

  @Heavy()
  @Field(() => String, { description: "Read by the server from the source page; editable by moderators." })
  title!: string;

  titleSource!: TitleSource;

  @Field(() => String, {
    description:
      "The language the title was written in (ISO 639-1, one of the site's languages); translations are in `translations`.",
  })
  titleLanguage!: string;

  // up to 4,096 characters once encoded: 500 of them are a large page
  @Heavy()
  @Field(() => String, { description: "The address of the report it was submitted with (its first source)." })
  sourceUrl!: string;

  /** The source URL with a lower-case host and no fragment; unique (by its hash), so a source is submitted once. */
  sourceUrlKey!: string;

  @Field(() => String, {
    description:
      "The day of the incident, yyyy-mm-dd; with a time precision of month or year, the period's first day.",
  })
  date!: string;

  @Field(() => TimePrecisionEnum, { description: "How precisely the day is known: day, month or year." })
  timePrecision!: TimePrecision;

  @Field(() => Float, { description: "Where it happened: degrees north (WGS 84), -90 to 90." })
  latitude!: number;

  @Field(() => Float, { description: "Where it happened: degrees east (WGS 84), -180 to 180." })
  longitude!: number;

  @Field(() => PlacePrecisionEnum, {
    description:
      "How precisely the place is known: exact, town (about 5 km), region (about 50 km) or country.",
  })
  placePrecision!: PlacePrecision;

  @Field(() => EvidenceStatusEnum, {
    description: "How well it is verified: reported, corroborated or confirmed (by two moderators).",
  })
  evidenceStatus!: EvidenceStatus;

  @Field(() => GeolocationMethodEnum, {
    nullable: true,
    description: "How its place was established; null until a moderator sets it.",
  })
  geolocationMethod!: GeolocationMethod | null;

  /** A confirmation one moderator proposed, waiting for another to agree (decision 121). */
  confirmationProposedBy!: User | null;
  confirmationProposedAt!: Date | null;

  @Field(() => GeolocationMethodEnum, {
    nullable: true,
    description:
      "A confirmation a moderator proposed, waiting for a second moderator to agree: the method of " +
      "geolocation it names. Null when none waits.",
  })
  confirmationMethod!: GeolocationMethod | null;
  /** The moderator who agreed to the confirmation in force. */
  confirmedBy!: User | null;

  status!: EventStatus;
  reviewedBy!: User | null;
  reviewedAt!: Date | null;
  rejectionReason!: string | null;

  /** HMAC of the submitter's address (abuse handling); cleared after the retention period. */
  submitterHash!: string | null;

  createdAt!: Date;
  updatedAt!: Date;

  /**
   * When it was first made public (approved); null before. Rows loaded outside the app may lack it: read
   * through PUBLISHED_AT (incidents-read/incidents-read.queries.ts), which falls back to the review time.
   */
  publishedAt!: Date | null;
  /** Its last public change: an approval or a moderator's correction while approved (PUBLIC_UPDATED_AT). */
  changedAt!: Date | null;
}

export const EventSchema = new EntitySchema<Event>({
  class: Event,
  tableName: "events",
  properties: {
    id: { type: new BigIntType("string"), primary: true, autoincrement: true },
    type: { enum: true, items: () => [...ATTACK_TYPES] },
    kind: { enum: true, items: () => [...INCIDENT_KINDS], default: "other" },
    country: { type: "string", length: 2, nullable: true },
    countryBoundaries: { type: "smallint", default: 0 },
    placeId: { type: "integer", nullable: true },
    placeName: { type: "text", nullable: true },
    placeCountry: { type: "string", length: 2, nullable: true },
    placeRegionCode: { type: "text", nullable: true },
    placeRegion: { type: "text", nullable: true },
    placeDistanceKm: { type: "float", nullable: true },
    placeGazetteer: { type: "smallint", default: 0 },
    title: { type: "text" },
    titleSource: { enum: true, items: () => ["page", "fallback", "moderator"], default: "fallback" },
    titleLanguage: { type: "string", length: 2, default: "en" },
    sourceUrl: { type: "text" },
    sourceUrlKey: { type: "text" },
    date: { type: "date" },
    latitude: { type: "double" },
    longitude: { type: "double" },
    placePrecision: { enum: true, items: () => [...PLACE_PRECISIONS], default: "exact" },
    timePrecision: { enum: true, items: () => [...TIME_PRECISIONS], default: "day" },
    evidenceStatus: { enum: true, items: () => [...EVIDENCE_STATUSES], default: "reported" },
    geolocationMethod: { enum: true, items: () => [...GEOLOCATION_METHODS], nullable: true },
    confirmationProposedBy: { kind: "m:1", entity: () => UserSchema, nullable: true, deleteRule: "set null" },
    confirmationProposedAt: { type: "datetime", nullable: true },
    confirmationMethod: { enum: true, items: () => [...GEOLOCATION_METHODS], nullable: true },
    confirmedBy: { kind: "m:1", entity: () => UserSchema, nullable: true, deleteRule: "set null" },
    status: { enum: true, items: () => Object.values(EventStatus), default: EventStatus.pending },
    reviewedBy: { kind: "m:1", entity: () => UserSchema, nullable: true, deleteRule: "set null" },
    reviewedAt: { type: "datetime", nullable: true },
    rejectionReason: { type: "text", nullable: true },
    submitterHash: { type: "string", length: 64, nullable: true },
    createdAt: { type: "datetime", onCreate: () => new Date() },
    updatedAt: { type: "datetime", onCreate: () => new Date(), onUpdate: () => new Date() },
    publishedAt: { type: "datetime", nullable: true },
    changedAt: { type: "datetime", nullable: true },
  },
  // Written the way PostgreSQL prints them back, so the migration generator sees no difference
  checks: [
    {
      name: "events_latitude_check",
      expression: "latitude >= -90::double precision and latitude <= 90::double precision",
    },
    {
      name: "events_longitude_check",
      expression: "longitude >= -180::double precision and longitude <= 180::double precision",
    },
  ],
  indexes: [
    // A source is submitted only once; the hash keeps the index entry small however long the URL
    {
      name: "events_source_url_key_hash_unique",
      expression: "create unique index events_source_url_key_hash_unique on events (md5(source_url_key))",
    },
    // The research API's order (date desc, id desc), with or without a type filter
    {
      name: "events_status_date_idx",
      expression: "create index events_status_date_idx on events (status, date desc, id desc)",
    },
    {
      name: "events_status_type_date_idx",
      expression: "create index events_status_type_date_idx on events (status, type, date desc, id desc)",
    },
    // The research filters by kind and by country, in the list's order
    {
      name: "events_status_kind_date_idx",
      expression: "create index events_status_kind_date_idx on events (status, kind, date desc, id desc)",
    },
    {
      name: "events_status_country_date_idx",
      expression:
        "create index events_status_country_date_idx on events (status, country, date desc, id desc)",
    },
    // The research filter by region (ISO 3166-2), in the list's order
    {
      name: "events_status_region_date_idx",
      expression:
        "create index events_status_region_date_idx on events (status, place_region_code, date desc, id desc)",
    },
    // Bounding-box filter: point(longitude, latitude) <@ box(...)
    {
      name: "events_location_idx",
      expression: "create index events_location_idx on events using gist (point(longitude, latitude))",
    },
    // The research filter by evidence status, in the list's order
    {
      name: "events_status_evidence_date_idx",
      expression:
        "create index events_status_evidence_date_idx on events (status, evidence_status, date desc, id desc)",
    },
    // The moderators' queue, oldest first
    {
      name: "events_pending_idx",
      expression: "create index events_pending_idx on events (created_at, id) where status = 'pending'",
    },
    // Finds submitter hashes past their retention period
    {
      name: "events_submitter_hash_idx",
      expression:
        "create index events_submitter_hash_idx on events (created_at) where submitter_hash is not null",
    },
    // Likely duplicates of a submission: the same source page
    {
      name: "events_source_page_idx",
      expression: `create index events_source_page_idx on events (${sourcePageSql("events")})`,
    },
    // Change tracking: approved incidents changed since a time (updatedSince)
    {
      name: "events_public_change_idx",
      expression:
        "create index events_public_change_idx on events (coalesce(changed_at, published_at, reviewed_at, created_at)) where status = 'approved'",
    },
    // The approved and rejected lists, most recently reviewed first
    {
      name: "events_reviewed_idx",
      expression:
        "create index events_reviewed_idx on events (status, coalesce(reviewed_at, created_at) desc, id desc)",
    },
  ],
});
