/** The kinds of attack, in the order the map data's one-letter codes follow (s c a e d o). */
export const INCIDENT_KINDS = [
  "sabotage",
  "cyber",
  "airspace",
  "espionage",
  "disinformation",
  "other",
] as const;
export type IncidentKindName = (typeof INCIDENT_KINDS)[number];

export const KIND_LETTERS = "scaedo";

export const INCIDENT_KIND_LABELS: Record<IncidentKindName, string> = {
  sabotage: "Sabotage",
  cyber: "Cyber attack",
  airspace: "Airspace and drones",
  espionage: "Espionage",
  disinformation: "Disinformation",
  other: "Other",
};

export function isIncidentKind(value: string): value is IncidentKindName {
  return (INCIDENT_KINDS as readonly string[]).includes(value);
}
