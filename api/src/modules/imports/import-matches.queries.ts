import type { EntityManager } from "@mikro-orm/postgresql";
import { sourcePageSql } from "../events/source-page.js";
import {
  haversineKm,
  nearbyBox,
  NEARBY_DAYS,
  NEARBY_KM,
} from "../incident-review/event-duplicates.queries.js";

/** A row that passed the rules, as the checks against stored incidents see it. */
export interface Candidate {
  row: number;
  latitude: number;
  longitude: number;
  date: string;
  sourceUrlKey: string;
}

// The review queue's likely-duplicate rule (event-duplicates.queries.ts) with the rows as `p`: the same
// source page, or within 5 km and 3 days. Incidents this import created are left out, so a dry run and
// the import answer alike. Each branch reads the columns it needs from its index's rows: joining events
// again by id let the planner hash the whole table once a batch, a scan that grew with every batch.
const MATCHES = `
  select distinct on (p.row) p.row, c.id::text as "eventId", c.same_source as "sameSource"
    from unnest(?::int[], ?::float8[], ?::float8[], ?::date[], ?::text[])
         as p(row, latitude, longitude, date, source_url_key)
    join lateral (
      select c.id, ${sourcePageSql("c")} = ${sourcePageSql("p")} as same_source, ${haversineKm} as km
        from (select id, source_url_key, latitude, longitude from events
               where ${sourcePageSql("events")} = ${sourcePageSql("p")}
              union
              select id, source_url_key, latitude, longitude from events
               where ${nearbyBox} and date between p.date - ${NEARBY_DAYS} and p.date + ${NEARBY_DAYS}) c
       where not exists (select 1 from imported_rows i where i.event_id = c.id and i.import_id = ? and i.created)
    ) c on c.same_source or c.km <= ${NEARBY_KM}
   order by p.row, c.same_source desc, c.km, c.id`;

/** Why a row likely reports a stored incident: the same source page, or near it in place and time. */
export type MergeReason = "same-source" | "nearby";

/** For each candidate that likely reports a stored incident, that incident's id and why (by row number). */
export async function likelyDuplicates(
  em: EntityManager,
  importId: string,
  candidates: readonly Candidate[],
): Promise<Map<number, { eventId: string; reason: MergeReason }>> {
  if (candidates.length === 0) return new Map();
  const array = (values: (string | number)[]) =>
    `{${values.map((v) => JSON.stringify(String(v))).join(",")}}`;
  const rows = await em.execute<{ row: number; eventId: string; sameSource: boolean }[]>(MATCHES, [
    array(candidates.map((c) => c.row)),
    array(candidates.map((c) => c.latitude)),
    array(candidates.map((c) => c.longitude)),
    array(candidates.map((c) => c.date)),
    array(candidates.map((c) => c.sourceUrlKey)),
    importId,
  ]);
  return new Map(
    rows.map((r) => [r.row, { eventId: r.eventId, reason: r.sameSource ? "same-source" : "nearby" }]),
  );
}

/** The rows of this file (by its SHA-256) an earlier import already created or merged, with their incident. */
export async function alreadyImported(
  em: EntityManager,
  sha256: string,
  rows: readonly number[],
): Promise<Map<number, string | null>> {
  if (rows.length === 0) return new Map();
  // the batch's rows lie between its first and last: one range of the primary key, never a scan of the
  // table, which the planner chose for a list of rows once the import had stored a few thousand
  const found = await em.execute<{ row: number; eventId: string | null }[]>(
    `select row_number as row, event_id::text as "eventId" from imported_rows
      where file_sha256 = ? and row_number between ? and ? and row_number = any(?::int[])`,
    [sha256, Math.min(...rows), Math.max(...rows), `{${rows.join(",")}}`],
  );
  return new Map(found.map((r) => [r.row, r.eventId]));
}
