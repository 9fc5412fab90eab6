import {
  apiMessages,
  ATTACK_TYPES,
  ATTRIBUTION_PARTIES,
  ATTRIBUTORS,
  CONFIDENCE_LEVELS,
  EVIDENCE_STATUSES,
  INCIDENT_KINDS,
  PLACE_PRECISIONS,
  TIME_PRECISIONS,
} from "@incident-watch/schema";
import { ValidationError } from "../../../core/errors.js";
import { COUNTRY_CODES_COUNT } from "../../../infra/countries/iso-3166.js";
import type { EventFilter } from "../event.inputs.js";

/** More than the first-level regions of the European states (some 1,300 in the gazetteer). */
export const REGION_CODES_MAX = 2000;

type ListField = {
  [K in keyof EventFilter]-?: NonNullable<EventFilter[K]> extends readonly unknown[] ? K : never;
}[keyof EventFilter];

/**
 * The most items each list of a filter may hold: as many as the values it can take, each once. Every
 * reader of a filter checks it (the research API, the map, live changes, saved searches, which keep and
 * match theirs against each incident published), so no list grows with repetition past its values.
 */
export const FILTER_LIST_MAX: Record<ListField, number> = {
  types: ATTACK_TYPES.length,
  kinds: INCIDENT_KINDS.length,
  countries: COUNTRY_CODES_COUNT,
  regionCodes: REGION_CODES_MAX,
  confidences: CONFIDENCE_LEVELS.length,
  attributedBy: ATTRIBUTORS.length,
  parties: ATTRIBUTION_PARTIES.length,
  placePrecisions: PLACE_PRECISIONS.length,
  timePrecisions: TIME_PRECISIONS.length,
  evidenceStatuses: EVIDENCE_STATUSES.length,
};

/** Refuses a filter with a list longer than its bound, naming the list. */
export function checkFilterLists(filter: EventFilter): void {
  for (const [field, max] of Object.entries(FILTER_LIST_MAX) as Array<[ListField, number]>) {
    if ((filter[field]?.length ?? 0) > max)
      throw new ValidationError({ [field]: apiMessages.filterListTooLong });
  }
}
