import type { EntityManager } from "@mikro-orm/postgresql";
import { likelyDuplicatesOf, type DuplicateCandidate } from "../events/duplicates/likely-duplicates.js";

/** A row that passed the rules, as the checks against stored incidents see it. */
export type Candidate = DuplicateCandidate;

/** Why a row likely reports a stored incident: the same source page, or near it in place and time. */
export type MergeReason = "same-source" | "nearby";

// Incidents this import created are left out, so a dry run and the import answer alike.
const CREATED_BY_IMPORT =
  "exists (select 1 from imported_rows i where i.event_id = c.id and i.import_id = ? and i.created)";

/**
 * For each candidate that likely reports a stored incident (the review queue's rule: the same source page,
 * or within 5 km and 3 days), that incident's id and why (by row number).
 */
export async function likelyDuplicates(
  em: EntityManager,
  importId: string,
  candidates: readonly Candidate[],
): Promise<Map<number, { eventId: string; reason: MergeReason }>> {
  const found = await likelyDuplicatesOf(em, candidates, { sql: CREATED_BY_IMPORT, params: [importId] });
  return new Map(
    [...found].map(([row, twin]) => [
      row,
      { eventId: twin.eventId, reason: twin.sameSource ? "same-source" : "nearby" },
    ]),
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
