import { Field, InputType } from "type-graphql";
import type { AttributionParty, Attributor, ConfidenceLevel } from "@incident-watch/schema";
import { ID } from "../../core/ids.js";
import { AttributorEnum, ConfidenceEnum, PartyEnum } from "../incidents-read/attribution.enums.js";

@InputType({ description: "A source proposed for an incident." })
export class SourceInput {
  @Field(() => String, { description: "http(s) address of the report, at most 2,048 characters." })
  url!: string;

  @Field(() => String, { nullable: true, description: "Who published it; the host name when not given." })
  outlet?: string | null;

  @Field(() => String, { nullable: true, description: "ISO 639-1 language code (en, pl, de …)." })
  language?: string | null;

  @Field(() => String, { nullable: true, description: "The day it was published, yyyy-mm-dd." })
  publishedDate?: string | null;

  @Field(() => String, { nullable: true, description: "An archived copy's http(s) address." })
  archivedUrl?: string | null;
}

@InputType({
  description: "An attribution proposed for an incident; it rests on one source, given or chosen.",
})
export class AttributionInput {
  @Field(() => PartyEnum)
  party!: AttributionParty;

  @Field(() => AttributorEnum)
  attributedBy!: Attributor;

  @Field(() => String, { description: "The day it was made, yyyy-mm-dd." })
  date!: string;

  @Field(() => ConfidenceEnum)
  confidence!: ConfidenceLevel;

  @Field(() => ID, { nullable: true, description: "One of the incident's sources; or give `source`." })
  sourceId?: string | null;

  @Field(() => SourceInput, { nullable: true, description: "A new source; or give `sourceId`." })
  source?: SourceInput | null;
}
