import type { AttackType } from "./incident-kinds.js";
import { dateError, latestToday, sourceUrlError, type FieldErrors } from "./validation.js";

/** Who an attribution says is responsible. */
export const ATTRIBUTION_PARTIES = ["russia", "china", "russian_proxy", "chinese_proxy", "unknown"] as const;
export type AttributionParty = (typeof ATTRIBUTION_PARTIES)[number];

/** Who made the attribution, strongest first: a prosecutor's charge weighs more than a press report. */
export const ATTRIBUTORS = ["prosecutor", "government", "company", "researcher", "media"] as const;
export type Attributor = (typeof ATTRIBUTORS)[number];

/** How sure the attribution is, strongest first. */
export const CONFIDENCE_LEVELS = ["confirmed", "probable", "suspected"] as const;
export type ConfidenceLevel = (typeof CONFIDENCE_LEVELS)[number];

export const partyLabels: Record<AttributionParty, string> = {
  russia: "Russia",
  china: "China",
  russian_proxy: "A Russian proxy",
  chinese_proxy: "A Chinese proxy",
  unknown: "Unknown",
};

export const attributorLabels: Record<Attributor, string> = {
  prosecutor: "Prosecutor",
  government: "Government statement",
  company: "Company",
  researcher: "Researcher",
  media: "Media",
};

export const confidenceLabels: Record<ConfidenceLevel, string> = {
  confirmed: "Confirmed",
  probable: "Probable",
  suspected: "Suspected",
};

/** The state an attribution points at, as the incident's `type` names it; null for an unknown party. */
export function partyType(party: AttributionParty): AttackType | null {
  if (party === "russia" || party === "russian_proxy") return "russian";
  if (party === "china" || party === "chinese_proxy") return "chinese";
  return null;
}

export const OUTLET_MAX = 200;
export const LANGUAGE_PATTERN = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/;

export interface SourceProposalInput {
  url?: string | null;
  outlet?: string | null;
  language?: string | null;
  publishedDate?: string | null;
  archivedUrl?: string | null;
}

export interface AttributionProposalInput {
  party?: string | null;
  attributedBy?: string | null;
  date?: string | null;
  confidence?: string | null;
  /** An existing source of the incident, or a new one given beside it. */
  sourceId?: string | null;
  source?: SourceProposalInput | null;
}

const given = (value: string | null | undefined): value is string => value != null && value.trim() !== "";

/** A source: an http(s) address as for a submission; the other fields optional. */
export function validateSourceProposal(input: SourceProposalInput, today = latestToday()): FieldErrors {
  const errors: FieldErrors = {};
  const url = sourceUrlError(input.url ?? undefined);
  if (url) errors.url = url;
  if (given(input.archivedUrl) && sourceUrlError(input.archivedUrl))
    errors.archivedUrl = "The archived copy must be an http(s) address.";
  if (given(input.outlet) && input.outlet.trim().length > OUTLET_MAX)
    errors.outlet = `The outlet's name is at most ${OUTLET_MAX} characters.`;
  if (given(input.language) && !LANGUAGE_PATTERN.test(input.language.trim()))
    errors.language = "The language is an ISO 639-1 code such as en, pl or de.";
  if (given(input.publishedDate)) {
    const problem = dateError(input.publishedDate, today);
    if (problem) errors.publishedDate = problem;
  }
  return errors;
}

/** An attribution: all four facts, and the source it rests on (an existing one or a new one). */
export function validateAttributionProposal(
  input: AttributionProposalInput,
  today = latestToday(),
): FieldErrors {
  const errors: FieldErrors = {};
  const oneOf = (list: readonly string[], value: string | null | undefined) =>
    value != null && list.includes(value);
  if (!oneOf(ATTRIBUTION_PARTIES, input.party)) errors.party = "Choose who is said to be responsible.";
  if (!oneOf(ATTRIBUTORS, input.attributedBy)) errors.attributedBy = "Choose who made the attribution.";
  if (!oneOf(CONFIDENCE_LEVELS, input.confidence)) errors.confidence = "Choose a confidence level.";
  const date = dateError(input.date ?? undefined, today);
  if (date) errors.date = date;
  if (given(input.sourceId) === !!input.source) {
    errors.source = "Name one source: one of the incident's, or a new one.";
  } else if (input.source) {
    for (const [field, message] of Object.entries(validateSourceProposal(input.source, today)))
      errors[`source.${field}`] = message;
  } else if (!/^\d{1,18}$/.test(input.sourceId!)) {
    errors.sourceId = "This source is not one of the incident's.";
  }
  return errors;
}
