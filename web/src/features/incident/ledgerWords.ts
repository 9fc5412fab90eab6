import type { AttributionParty, Attributor, ConfidenceLevel } from "@incident-watch/schema";
import type { MessageId } from "../../i18n";

/** The ledger's vocabulary (schema's partyLabels, attributorLabels, … in the page's language). */
export const PARTY_LABELS: Record<AttributionParty, MessageId> = {
  russia: "incident.party.russia",
  china: "incident.party.china",
  russian_proxy: "incident.party.russianProxy",
  chinese_proxy: "incident.party.chineseProxy",
  unknown: "incident.party.unknown",
};

export const ATTRIBUTOR_LABELS: Record<Attributor, MessageId> = {
  prosecutor: "incident.attributor.prosecutor",
  government: "incident.attributor.government",
  company: "incident.attributor.company",
  researcher: "incident.attributor.researcher",
  media: "incident.attributor.media",
};

export const CONFIDENCE_LABELS: Record<ConfidenceLevel, MessageId> = {
  confirmed: "incident.confidence.confirmed",
  probable: "incident.confidence.probable",
  suspected: "incident.confidence.suspected",
};

// the Admiralty scales, which the staff grading form names too
export { CREDIBILITY_LABELS, RELIABILITY_LABELS } from "../../i18n";

/** How the public history names each kind of version (versionLabels.ts's, in the page's language). */
export const VERSION_ACTION_LABELS: Record<string, MessageId> = {
  recorded: "incident.action.recorded",
  published: "incident.action.published",
  corrected: "incident.action.corrected",
  withdrawn: "incident.action.withdrawn",
  source_added: "incident.action.sourceAdded",
  attribution_added: "incident.action.attributionAdded",
  source_graded: "incident.action.sourceGraded",
  country_recoded: "incident.action.countryRecoded",
  evidence_set: "incident.action.evidenceSet",
  confirmation_proposed: "incident.action.confirmationProposed",
  evidence_confirmed: "incident.action.evidenceConfirmed",
};
