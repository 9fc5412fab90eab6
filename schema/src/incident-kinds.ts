/** What kind of hostile act an incident is; the order is the enum's and the map data's letters'. */
export const INCIDENT_KINDS = [
  "sabotage",
  "cyber",
  "airspace",
  "espionage",
  "disinformation",
  "other",
] as const;
export type IncidentKind = (typeof INCIDENT_KINDS)[number];

/** How people read each kind: form choices, filters, exports. */
export const incidentKindLabels: Record<IncidentKind, string> = {
  sabotage: "Sabotage",
  cyber: "Cyber attack",
  airspace: "Airspace and drones",
  espionage: "Espionage",
  disinformation: "Disinformation",
  other: "Other",
};

/** One letter per kind in the compact map data (MapPoints.kinds), in enum order: s c a e d o. */
export const incidentKindLetters: Record<IncidentKind, string> = {
  sabotage: "s",
  cyber: "c",
  airspace: "a",
  espionage: "e",
  disinformation: "d",
  other: "o",
};

export function isIncidentKind(value: unknown): value is IncidentKind {
  return INCIDENT_KINDS.includes(value as IncidentKind);
}

/** Who an incident is attributed to, as exports, feeds and previews name it. */
export const attributionLabels = { russian: "Russia", chinese: "China" } as const;

/** Who an incident is attributed to, as submissions and the map's filters name them. */
export const ATTACK_TYPES = ["russian", "chinese"] as const;
export type AttackType = (typeof ATTACK_TYPES)[number];
