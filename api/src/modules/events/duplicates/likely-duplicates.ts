import type { EntityManager } from "@mikro-orm/postgresql";
import { LIKELY_DUPLICATES, likelyDuplicatesOfRows } from "./likely-duplicates.queries.js";

/** An event of the list and one of its likely duplicates. */
export interface DuplicateRow {
  forId: string;
  id: string;
  sameSource: boolean;
  distanceKm: number;
  daysApart: number;
}

/**
 * For each event of a list, the others that may report the same incident, in any review state: the same
 * source page, or within 5 km and 3 days; per event the same source first, then the closest. One query.
 */
export function likelyDuplicateRows(em: EntityManager, ids: readonly string[]): Promise<DuplicateRow[]> {
  return em.getConnection().execute<DuplicateRow[]>(LIKELY_DUPLICATES, [`{${ids.join(",")}}`]);
}

/** A row not yet stored, as the duplicate rule sees it. */
export interface DuplicateCandidate {
  row: number;
  latitude: number;
  longitude: number;
  date: string;
  sourceUrlKey: string;
}

/** An SQL condition over `c.id`, with its bound values: the stored incidents a caller leaves out. */
export interface LeftOut {
  sql: string;
  params: readonly unknown[];
}

/**
 * For each candidate that likely reports a stored incident (the same rule), that incident's id and whether
 * it has the same source page, by row number; the incidents `leftOut` names are not considered. One query.
 */
export async function likelyDuplicatesOf(
  em: EntityManager,
  candidates: readonly DuplicateCandidate[],
  leftOut: LeftOut,
): Promise<Map<number, { eventId: string; sameSource: boolean }>> {
  if (candidates.length === 0) return new Map();
  const array = (values: (string | number)[]) =>
    `{${values.map((v) => JSON.stringify(String(v))).join(",")}}`;
  const rows = await em.execute<{ row: number; eventId: string; sameSource: boolean }[]>(
    likelyDuplicatesOfRows(leftOut.sql),
    [
      array(candidates.map((c) => c.row)),
      array(candidates.map((c) => c.latitude)),
      array(candidates.map((c) => c.longitude)),
      array(candidates.map((c) => c.date)),
      array(candidates.map((c) => c.sourceUrlKey)),
      ...leftOut.params,
    ],
  );
  return new Map(rows.map((r) => [r.row, { eventId: r.eventId, sameSource: r.sameSource }]));
}
