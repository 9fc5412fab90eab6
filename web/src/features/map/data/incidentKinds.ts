import {
  INCIDENT_KINDS,
  incidentKindLabels,
  incidentKindLetters,
  type IncidentKind,
} from "@incident-watch/schema";

/** The kinds of attack (shared with the api), in the order the map data's one-letter codes follow. */
export { INCIDENT_KINDS };
export type IncidentKindName = IncidentKind;

export const KIND_LETTERS = INCIDENT_KINDS.map((kind) => incidentKindLetters[kind]).join("");

export const INCIDENT_KIND_LABELS = incidentKindLabels;
