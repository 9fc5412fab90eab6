import type { MessageId } from "../../i18n";

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
