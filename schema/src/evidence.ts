/**
 * How well an incident is verified (decision 121): reported by one source, corroborated by others, or
 * confirmed by two moderators. Every incident starts as reported.
 */
export const EVIDENCE_STATUSES = ["reported", "corroborated", "confirmed"] as const;
export type EvidenceStatus = (typeof EVIDENCE_STATUSES)[number];

/** How the incident's place was established. */
export const GEOLOCATION_METHODS = [
  "official_statement",
  "imagery_match",
  "media_report",
  "witness",
] as const;
export type GeolocationMethod = (typeof GEOLOCATION_METHODS)[number];

export const isEvidenceStatus = (value: unknown): value is EvidenceStatus =>
  EVIDENCE_STATUSES.includes(value as EvidenceStatus);
export const isGeolocationMethod = (value: unknown): value is GeolocationMethod =>
  GEOLOCATION_METHODS.includes(value as GeolocationMethod);

/** The codebook's meanings (the API's enum descriptions and the codebook page). */
export const evidenceStatusMeanings: Record<EvidenceStatus, string> = {
  reported: "Reported by a source; not yet checked against others.",
  corroborated: "A moderator found independent sources that agree.",
  confirmed:
    "Two moderators agree it is established: one proposed it, another (not the one who approved the incident) agreed.",
};

export const geolocationMethodMeanings: Record<GeolocationMethod, string> = {
  official_statement: "An official statement names the place.",
  imagery_match: "Photos or video were matched to the place (satellite or street imagery).",
  media_report: "Media reports name the place.",
  witness: "A witness at the place.",
};

/** How the codebook names them (the interface's own words are in web/src/locales). */
export const evidenceStatusLabels: Record<EvidenceStatus, string> = {
  reported: "Reported",
  corroborated: "Corroborated",
  confirmed: "Confirmed",
};

export const geolocationMethodLabels: Record<GeolocationMethod, string> = {
  official_statement: "Official statement",
  imagery_match: "Imagery match",
  media_report: "Media report",
  witness: "Witness",
};
