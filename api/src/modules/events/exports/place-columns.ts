import { PLACE_EXPORT_REVISION } from "@incident-watch/schema";
import { VERSION_PLACE_JOIN } from "../../incidents-read/incidents-read.queries.js";
import type { ExportRevision } from "./export-revision.js";

/**
 * What export revision 7 (decision 166) adds: the incident's place as its public version recorded it,
 * read from `version_place`, which an as-of query's `events` carries and the live table gets by a join.
 * Never the incident's live place, which the backfill and a new gazetteer change with no public change:
 * a data version's download is the same bytes now and by `asOf` later.
 */
export function placeJoin(revision: ExportRevision, asOf: boolean): string {
  return revision >= PLACE_EXPORT_REVISION && !asOf ? VERSION_PLACE_JOIN : "";
}

/** Each new column's value in SQL by its CSV name (text, or the distance's digits), free text through `text`. */
export function placeValues(text: (sql: string) => string): Record<string, string> {
  return {
    location: text("(version_place->>'name')"),
    admin1: text("(version_place->>'region')"),
    admin1_code: "(version_place->>'regionCode')",
    // kept rounded to one decimal in the version: its digits as they are (12.0, not 12)
    distance_km: "(version_place->>'distanceKm')",
  };
}
