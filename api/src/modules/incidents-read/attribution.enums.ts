import { registerEnumType } from "type-graphql";
import {
  ATTRIBUTION_PARTIES,
  ATTRIBUTORS,
  CONFIDENCE_LEVELS,
  attributorMeanings,
  confidenceMeanings,
  partyMeanings,
} from "@incident-watch/schema";
import { describedBy, enumOf } from "../../core/enum-descriptions.js";

// An attribution's terms in GraphQL: the ledger's attributions carry them, the events' research filters
// take them.
export const PartyEnum = enumOf(ATTRIBUTION_PARTIES);
registerEnumType(PartyEnum, {
  name: "AttributionParty",
  description: "Who an attribution says is responsible.",
  valuesConfig: describedBy(partyMeanings),
});

export const AttributorEnum = enumOf(ATTRIBUTORS);
registerEnumType(AttributorEnum, {
  name: "Attributor",
  description: "Who made an attribution, from the strongest to the weakest.",
  valuesConfig: describedBy(attributorMeanings),
});

export const ConfidenceEnum = enumOf(CONFIDENCE_LEVELS);
registerEnumType(ConfidenceEnum, {
  name: "ConfidenceLevel",
  description: "How sure an attribution is, as its source words it.",
  valuesConfig: describedBy(confidenceMeanings),
});
