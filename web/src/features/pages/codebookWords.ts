import type {
  AttributionParty,
  Attributor,
  ConfidenceLevel,
  EvidenceStatus,
  GeolocationMethod,
  InformationCredibility,
  SourceReliability,
} from "@incident-watch/schema";
import type { MessageId } from "../../i18n";

// The codebook's words in the page's language; English's are schema's codebook.ts word for word, which
// the API's schema describes its enums with (CodebookPage.test.tsx holds them to it).

export const KIND_MEANINGS = {
  sabotage: "pages.codebook.kind.sabotage",
  cyber: "pages.codebook.kind.cyber",
  airspace: "pages.codebook.kind.airspace",
  espionage: "pages.codebook.kind.espionage",
  disinformation: "pages.codebook.kind.disinformation",
  other: "pages.codebook.kind.other",
} as const satisfies Record<string, MessageId>;

export const PARTY_MEANINGS: Record<AttributionParty, MessageId> = {
  russia: "pages.codebook.party.russia",
  china: "pages.codebook.party.china",
  russian_proxy: "pages.codebook.party.russianProxy",
  chinese_proxy: "pages.codebook.party.chineseProxy",
  unknown: "pages.codebook.party.unknown",
};

export const ATTRIBUTOR_MEANINGS: Record<Attributor, MessageId> = {
  prosecutor: "pages.codebook.attributor.prosecutor",
  government: "pages.codebook.attributor.government",
  company: "pages.codebook.attributor.company",
  researcher: "pages.codebook.attributor.researcher",
  media: "pages.codebook.attributor.media",
};

export const CONFIDENCE_MEANINGS: Record<ConfidenceLevel, MessageId> = {
  confirmed: "pages.codebook.confidence.confirmed",
  probable: "pages.codebook.confidence.probable",
  suspected: "pages.codebook.confidence.suspected",
};

export const PLACE_MEANINGS = {
  exact: "pages.codebook.place.exact",
  town: "pages.codebook.place.town",
  region: "pages.codebook.place.region",
  country: "pages.codebook.place.country",
} as const satisfies Record<string, MessageId>;

export const TIME_MEANINGS = {
  day: "pages.codebook.time.day",
  month: "pages.codebook.time.month",
  year: "pages.codebook.time.year",
} as const satisfies Record<string, MessageId>;

export const EVIDENCE_MEANINGS: Record<EvidenceStatus, MessageId> = {
  reported: "pages.codebook.evidenceStatus.reported",
  corroborated: "pages.codebook.evidenceStatus.corroborated",
  confirmed: "pages.codebook.evidenceStatus.confirmed",
};

export const GEOLOCATION_MEANINGS: Record<GeolocationMethod, MessageId> = {
  official_statement: "pages.codebook.geolocation.officialStatement",
  imagery_match: "pages.codebook.geolocation.imageryMatch",
  media_report: "pages.codebook.geolocation.mediaReport",
  witness: "pages.codebook.geolocation.witness",
};

export const RELIABILITY_MEANINGS: Record<SourceReliability, MessageId> = {
  A: "pages.codebook.reliability.a",
  B: "pages.codebook.reliability.b",
  C: "pages.codebook.reliability.c",
  D: "pages.codebook.reliability.d",
  E: "pages.codebook.reliability.e",
  F: "pages.codebook.reliability.f",
};

export const CREDIBILITY_MEANINGS: Record<InformationCredibility, MessageId> = {
  1: "pages.codebook.credibility.1",
  2: "pages.codebook.credibility.2",
  3: "pages.codebook.credibility.3",
  4: "pages.codebook.credibility.4",
  5: "pages.codebook.credibility.5",
  6: "pages.codebook.credibility.6",
};

/** What each column of the downloads means, by its CSV name (schema's INCIDENT_COLUMNS). */
export const COLUMN_MEANINGS: Record<string, MessageId> = {
  id: "pages.codebook.column.id",
  date: "pages.codebook.column.date",
  title: "pages.codebook.column.title",
  type: "pages.codebook.column.type",
  kind: "pages.codebook.column.kind",
  country: "pages.codebook.column.country",
  latitude: "pages.codebook.column.latitude",
  longitude: "pages.codebook.column.longitude",
  source_url: "pages.codebook.column.sourceUrl",
  published_at: "pages.codebook.column.publishedAt",
  updated_at: "pages.codebook.column.updatedAt",
  url: "pages.codebook.column.url",
  attribution_party: "pages.codebook.column.attributionParty",
  attribution_by: "pages.codebook.column.attributionBy",
  attribution_confidence: "pages.codebook.column.attributionConfidence",
  attribution_date: "pages.codebook.column.attributionDate",
  source_count: "pages.codebook.column.sourceCount",
  attribution_count: "pages.codebook.column.attributionCount",
  place_precision: "pages.codebook.column.placePrecision",
  time_precision: "pages.codebook.column.timePrecision",
  title_language: "pages.codebook.column.titleLanguage",
  evidence_status: "pages.codebook.column.evidenceStatus",
  geolocation_method: "pages.codebook.column.geolocationMethod",
  capture_sha256: "pages.codebook.column.captureSha256",
  captured_at: "pages.codebook.column.capturedAt",
  archive_url: "pages.codebook.column.archiveUrl",
  capture_timestamped: "pages.codebook.column.captureTimestamped",
  wayback_url: "pages.codebook.column.waybackUrl",
  location: "pages.codebook.column.location",
  admin1: "pages.codebook.column.admin1",
  admin1_code: "pages.codebook.column.admin1Code",
  distance_km: "pages.codebook.column.distanceKm",
};
