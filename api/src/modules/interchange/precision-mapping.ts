import {
  credibilityLabels,
  gradingCode,
  PLACE_PRECISION_METRES,
  periodEnd,
  periodStart,
  reliabilityLabels,
  type InformationCredibility,
  type SourceReliability,
} from "@incident-watch/schema";
import type { IncidentRow, RowSource } from "./incident-row.js";

/**
 * How the incident's precisions (decision 099) and its sources' grading (decision 100) read in STIX and
 * MISP. Rows of a data version published before they existed carry neither, and map as they did then.
 */

/**
 * A STIX location's place: the point with its precision in metres (exact 100 m, town 5 km, region 50 km);
 * an incident known only to its country is located by the country alone, since the point stands for
 * nothing (a point at sea known to no country keeps its point, with no precision: unknown).
 */
export function stixPlace(row: IncidentRow): Record<string, unknown> {
  const point = { latitude: row.latitude, longitude: row.longitude };
  const country = row.country ? { country: row.country } : {};
  if (!row.placePrecision) return { ...point, ...country };
  if (row.placePrecision === "country" && row.country) return country;
  const metres = PLACE_PRECISION_METRES[row.placePrecision];
  return { ...point, ...(metres !== null ? { precision: metres } : {}), ...country };
}

/**
 * The period the incident lies in, for the located-at relationship's start_time and stop_time: its day,
 * month or year, from its first instant to the next period's (UTC). None before precisions existed.
 */
export function stixPeriod(row: IncidentRow): Record<string, string> {
  if (!row.timePrecision) return {};
  const start = periodStart(row.date, row.timePrecision);
  return {
    start_time: `${start}T00:00:00.000Z`,
    stop_time: `${periodEnd(start, row.timePrecision)}T00:00:00.000Z`,
  };
}

/** When it happened, in words: "on 2025-03-02", "in 2025-03 (the day is not known)", "in 2025 (…)". */
export function whenWords(row: IncidentRow): string {
  if (row.timePrecision === "month") return `in ${row.date.slice(0, 7)} (the day is not known)`;
  if (row.timePrecision === "year") return `in ${row.date.slice(0, 4)} (the month is not known)`;
  return `on ${row.date}`;
}

/** A graded source's grading in words: "Admiralty grading B2 (usually reliable; probably true)". */
export function gradingWords(source: RowSource): string | null {
  const code = gradingCode(source.reliability, source.credibility);
  if (!code) return null;
  const reliability = reliabilityLabels[source.reliability as SourceReliability].toLowerCase();
  const credibility = credibilityLabels[source.credibility as InformationCredibility].toLowerCase();
  return `Admiralty grading ${code} (${reliability}; ${credibility})`;
}

/** MISP's admiralty-scale taxonomy tags of a graded source (its values are lower case). */
export function admiraltyTags(source: RowSource): { name: string }[] {
  if (!gradingCode(source.reliability, source.credibility)) return [];
  return [
    { name: `admiralty-scale:source-reliability="${source.reliability!.toLowerCase()}"` },
    { name: `admiralty-scale:information-credibility="${source.credibility}"` },
  ];
}

/** The place precision in words, for MISP's place attribute; null for rows without one. */
export function placeWords(row: IncidentRow): string | null {
  const words = {
    exact: "the exact place",
    town: "known to the town (within about 5 km)",
    region: "known to the region (within about 50 km)",
    country: "known only to the country (the point stands for it)",
  } as const;
  return row.placePrecision ? words[row.placePrecision] : null;
}
