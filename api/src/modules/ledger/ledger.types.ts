import { Field, Float, Int, ObjectType, registerEnumType } from "type-graphql";
import {
  type AttackType,
  type AttributionParty,
  type Attributor,
  type ConfidenceLevel,
  type EvidenceStatus,
  type GeolocationMethod,
  type IncidentKind,
  type PlacePrecision,
  type TimePrecision,
} from "@incident-watch/schema";
import { enumOf } from "../../core/enum-descriptions.js";
import { FieldChange } from "../../core/field-change.js";
import { ID } from "../../core/ids.js";
import {
  AttackTypeEnum,
  EvidenceStatusEnum,
  GeolocationMethodEnum,
  IncidentKindEnum,
  PlacePrecisionEnum,
  TimePrecisionEnum,
} from "../events/event.entity.js";
import { AttributorEnum, ConfidenceEnum, PartyEnum } from "../incidents-read/attribution.enums.js";
import { VERSION_ACTIONS, type VersionAction } from "../incidents-read/incidents-read.queries.js";

export const VersionActionEnum = enumOf(VERSION_ACTIONS);
registerEnumType(VersionActionEnum, {
  name: "VersionAction",
  description: "What a public change to an incident did.",
  valuesConfig: {
    recorded: { description: "The state the history began with (incidents published before it was kept)." },
    published: { description: "Approved and made public, or made public again." },
    corrected: { description: "A moderator corrected its fields." },
    withdrawn: { description: "Taken off the public record (rejected or deleted after publication)." },
    source_added: { description: "A source was added." },
    attribution_added: { description: "An attribution was added." },
    source_graded: { description: "A moderator graded a source (Admiralty reliability and credibility)." },
    country_recoded: { description: "Its country was computed again from new boundary data." },
    evidence_set: {
      description: "A moderator set its evidence status (reported or corroborated) or method of geolocation.",
    },
    confirmation_proposed: {
      description: "A moderator proposed to confirm it; a second moderator must agree.",
    },
    evidence_confirmed: { description: "A second moderator agreed: its evidence status is confirmed." },
  },
});

export const ProposalKindEnum = { source: "source", attribution: "attribution" } as const;
export type ProposalKind = keyof typeof ProposalKindEnum;
registerEnumType(ProposalKindEnum, { name: "ProposalKind", description: "What a member proposes to add." });

@ObjectType({ description: "A published report an incident rests on." })
export class IncidentSource {
  @Field(() => ID, { description: "The source's id; an attribution's `sourceId` names it." })
  id!: string;

  @Field(() => String, { description: "The report's address." })
  url!: string;

  @Field(() => String, { nullable: true, description: "Who published it; the host name when not given." })
  outlet!: string | null;

  @Field(() => String, { nullable: true, description: "Its language, ISO 639-1 (en, pl, de …)." })
  language!: string | null;

  @Field(() => String, { nullable: true, description: "The day it was published, yyyy-mm-dd." })
  publishedDate!: string | null;

  @Field(() => String, { nullable: true, description: "An archived copy (Wayback Machine, archive.today)." })
  archivedUrl!: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "Admiralty grading, the source's reliability: A completely reliable, B usually reliable, C fairly " +
      "reliable, D not usually reliable, E unreliable, F cannot be judged (NATO AJP-2.1). Set by moderators; " +
      "null while ungraded.",
  })
  reliability?: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "Admiralty grading, the information's credibility: 1 confirmed by other sources, 2 probably true, " +
      "3 possibly true, 4 doubtful, 5 improbable, 6 cannot be judged (NATO AJP-2.1). Null while ungraded.",
  })
  credibility?: number | null;
}

@ObjectType({
  description: "A claim of who is responsible for an incident: by whom, when, how sure, on what.",
})
export class Attribution {
  @Field(() => ID, { description: "The attribution's id." })
  id!: string;

  @Field(() => PartyEnum, { description: "Who is said to be responsible." })
  party!: AttributionParty;

  @Field(() => AttributorEnum, { description: "Who says so." })
  attributedBy!: Attributor;

  @Field(() => String, { description: "The day it was made, yyyy-mm-dd." })
  date!: string;

  @Field(() => ConfidenceEnum, { description: "How sure they are." })
  confidence!: ConfidenceLevel;

  @Field(() => ID, { description: "The source it rests on: one of the incident's `sources`." })
  sourceId!: string;
}

@ObjectType({ description: "An incident as it was public at one version." })
export class IncidentState {
  @Field(() => ID, { description: "The incident's id." })
  id!: string;

  @Field(() => String, { description: "Its title then." })
  title!: string;

  @Field(() => AttackTypeEnum, { description: "Derived from its strongest attribution (see the codebook)." })
  type!: AttackType;

  @Field(() => IncidentKindEnum, { description: "Its kind of attack then." })
  kind!: IncidentKind;

  @Field(() => String, { nullable: true, description: "ISO 3166-1 alpha-2." })
  country!: string | null;

  @Field(() => String, { description: "The day of the incident, yyyy-mm-dd." })
  date!: string;

  @Field(() => Float, { description: "Degrees north (WGS 84)." })
  latitude!: number;

  @Field(() => Float, { description: "Degrees east (WGS 84)." })
  longitude!: number;

  @Field(() => PlacePrecisionEnum, {
    description: "How precisely the place was known then (exact for versions kept before it was recorded).",
  })
  placePrecision!: PlacePrecision;

  @Field(() => TimePrecisionEnum, {
    description: "How precisely the day was known then (day for versions kept before it was recorded).",
  })
  timePrecision!: TimePrecision;

  @Field(() => EvidenceStatusEnum, {
    nullable: true,
    description: "Its evidence status then; null for versions kept before it was recorded (reported).",
  })
  evidenceStatus?: EvidenceStatus | null;

  @Field(() => GeolocationMethodEnum, { nullable: true, description: "How its place was established then." })
  geolocationMethod?: GeolocationMethod | null;

  @Field(() => String, { description: "The first source's address." })
  sourceUrl!: string;

  @Field(() => [IncidentSource], { description: "Its sources then, in the order they were added." })
  sources!: IncidentSource[];

  @Field(() => [Attribution], { description: "Its attributions then, in the order they were added." })
  attributions!: Attribution[];
}

@ObjectType({ description: "One public change to an incident: a numbered, citable version of it." })
export class IncidentVersion {
  /** Whose version it is; the permalink needs it. */
  eventId!: string;

  @Field(() => Int, { description: "1, 2, 3 … per incident; never reused." })
  number!: number;

  @Field(() => Date, { description: "When the change was made public." })
  createdAt!: Date;

  @Field(() => VersionActionEnum, { description: "What kind of change made this version." })
  action!: VersionAction;

  @Field(() => String, { nullable: true, description: "Why, in public words (a withdrawal's reason)." })
  reason!: string | null;

  @Field(() => [FieldChange], { description: "What changed; empty for a publication or a withdrawal." })
  changes!: FieldChange[];

  /** The permalink's path, /incident/{id}/v/{number}; `url` puts the site's address before it. */
  path!: string;

  /** The public state after the change; null for a withdrawal. Served only while the incident is public. */
  snapshot!: IncidentState | null;
}

@ObjectType({ description: "A member's proposed source or attribution for an approved incident." })
export class IncidentProposal {
  @Field(() => ID)
  id!: string;

  @Field(() => ID)
  eventId!: string;

  @Field(() => ProposalKindEnum)
  kind!: ProposalKind;

  @Field(() => IncidentSource, {
    nullable: true,
    description: "The source proposed (with an attribution: its new source); its id is 0 until approved.",
  })
  source!: IncidentSource | null;

  @Field(() => Attribution, {
    nullable: true,
    description:
      "The attribution proposed; its id is 0 until approved, its sourceId 0 with a new source until then.",
  })
  attribution!: Attribution | null;

  @Field(() => String, { description: "pending, approved or rejected." })
  status!: string;

  @Field(() => Date)
  createdAt!: Date;

  /** Resolved through the user loader. */
  proposerId!: string | null;
}
