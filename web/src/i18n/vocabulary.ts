import type {
  AttributionParty,
  Attributor,
  ConfidenceLevel,
  EvidenceStatus,
  GeolocationMethod,
  InformationCredibility,
  IncidentKind,
  PlacePrecision,
  ReportReasonName,
  SourceReliability,
  TimePrecision,
} from "@incident-watch/schema";
import type { MessageId } from "./messageIds";

/** The kinds of attack as every page names them (schema's incidentKindLabels, in the page's language). */
export const KIND_LABELS: Record<IncidentKind, MessageId> = {
  sabotage: "app.kind.sabotage",
  cyber: "app.kind.cyber",
  airspace: "app.kind.airspace",
  espionage: "app.kind.espionage",
  disinformation: "app.kind.disinformation",
  other: "app.kind.other",
};

/** How precisely a place is known (schema's placePrecisionLabels, in the page's language). */
export const PLACE_PRECISION_LABELS: Record<PlacePrecision, MessageId> = {
  exact: "app.place.exact",
  town: "app.place.town",
  region: "app.place.region",
  country: "app.place.country",
};

/** How precisely a date is known (schema's timePrecisionLabels, in the page's language). */
export const TIME_PRECISION_LABELS: Record<TimePrecision, MessageId> = {
  day: "app.time.day",
  month: "app.time.month",
  year: "app.time.year",
};

/** The two attributions the map tells apart (schema's attributionLabels, in the page's language). */
export const ATTRIBUTION_LABELS: Record<"russian" | "chinese", MessageId> = {
  russian: "app.attribution.russian",
  chinese: "app.attribution.chinese",
};

/** Who is said to be responsible (schema's partyLabels, in the page's language; the incident catalogue). */
export const PARTY_LABELS: Record<AttributionParty, MessageId> = {
  russia: "incident.party.russia",
  china: "incident.party.china",
  russian_proxy: "incident.party.russianProxy",
  chinese_proxy: "incident.party.chineseProxy",
  unknown: "incident.party.unknown",
};

/** Who made an attribution (schema's attributorLabels, in the page's language; the incident catalogue). */
export const ATTRIBUTOR_LABELS: Record<Attributor, MessageId> = {
  prosecutor: "incident.attributor.prosecutor",
  government: "incident.attributor.government",
  company: "incident.attributor.company",
  researcher: "incident.attributor.researcher",
  media: "incident.attributor.media",
};

/** How sure an attribution is (schema's confidenceLabels, in the page's language; the incident catalogue). */
export const CONFIDENCE_LABELS: Record<ConfidenceLevel, MessageId> = {
  confirmed: "incident.confidence.confirmed",
  probable: "incident.confidence.probable",
  suspected: "incident.confidence.suspected",
};

/** How well an incident is verified (schema's evidenceStatusLabels, in the page's language; decision 121). */
export const EVIDENCE_LABELS: Record<EvidenceStatus, MessageId> = {
  reported: "app.evidence.reported",
  corroborated: "app.evidence.corroborated",
  confirmed: "app.evidence.confirmed",
};

/** How an incident's place was established (schema's geolocationMethodLabels, in the page's language). */
export const GEOLOCATION_LABELS: Record<GeolocationMethod, MessageId> = {
  official_statement: "app.geolocation.officialStatement",
  imagery_match: "app.geolocation.imageryMatch",
  media_report: "app.geolocation.mediaReport",
  witness: "app.geolocation.witness",
};

/** A source's reliability on the Admiralty scale (schema's reliabilityLabels; the incident catalogue). */
export const RELIABILITY_LABELS: Record<SourceReliability, MessageId> = {
  A: "incident.reliability.a",
  B: "incident.reliability.b",
  C: "incident.reliability.c",
  D: "incident.reliability.d",
  E: "incident.reliability.e",
  F: "incident.reliability.f",
};

/** Its information's credibility on the Admiralty scale (schema's credibilityLabels; the incident catalogue). */
export const CREDIBILITY_LABELS: Record<InformationCredibility, MessageId> = {
  1: "incident.credibility.1",
  2: "incident.credibility.2",
  3: "incident.credibility.3",
  4: "incident.credibility.4",
  5: "incident.credibility.5",
  6: "incident.credibility.6",
};

/** The five reasons to report (schema's REPORT_REASONS, in the page's language; the thread catalogue). */
export const REPORT_REASON_LABELS: Record<ReportReasonName, MessageId> = {
  spam: "thread.reason.spam",
  abuse: "thread.reason.abuse",
  misinformation: "thread.reason.misinformation",
  illegal: "thread.reason.illegal",
  other: "thread.reason.other",
};
