import type { EntityManager } from "@mikro-orm/postgresql";
import { incidentMatches, type MatchFilter } from "../events/live/incident-changes.js";
import { publishedWithin } from "../incidents-read/published-incidents.queries.js";
import type { DigestPreview } from "./saved-search.types.js";

/** The period a preview looks back over: a weekly digest's. */
export const PREVIEW_DAYS = 7;
/** The most incidents a preview lists; the count covers them all. */
export const PREVIEW_LISTED = 10;
/** The most publications a preview reads: a week past it (a large import) is counted up to it only. */
export const PREVIEW_SCANNED = 5000;

/**
 * What a weekly digest of the filter would have held had it been sent now: the incidents published in
 * the last week that it matches, with the alerts' own matching (as the digest's matches were made): the
 * filter, and the circle around a place when the search would keep one (`within`).
 */
export async function digestPreview(em: EntityManager, filter: MatchFilter): Promise<DigestPreview> {
  const published = await publishedWithin(em, PREVIEW_DAYS, PREVIEW_SCANNED + 1);
  const complete = published.length <= PREVIEW_SCANNED;
  const matches = published.slice(0, PREVIEW_SCANNED).filter((incident) => incidentMatches(incident, filter));
  return {
    count: matches.length,
    complete,
    incidents: matches.slice(0, PREVIEW_LISTED).map((incident) => ({
      id: incident.id,
      title: incident.title,
      date: incident.date,
      timePrecision: incident.timePrecision,
      publishedAt: new Date(incident.publishedAt),
    })),
  };
}
