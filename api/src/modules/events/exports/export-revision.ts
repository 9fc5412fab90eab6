import type { EntityManager } from "@mikro-orm/postgresql";
import { LATEST_EXPORT_REVISION } from "@incident-watch/schema";

/**
 * Which columns a data version's downloads have (decision 099): the revision begun at or before the
 * version's time (`export_revisions`, one row per revision, written by the migration that added its
 * columns). A version published before a revision began keeps the columns, and so the bytes and the
 * SHA-256, it was published with (decision 096); every later version has the new ones.
 */
export type ExportRevision = number;

/** The revision that added precision (decision 099) and grading (decision 100). */
export const PRECISION_REVISION = 2;

/** The revision of a data version's time (ISO 8601, as the version names it). */
export async function exportRevisionAt(em: EntityManager, time: string): Promise<ExportRevision> {
  const [row] = await em
    .getConnection()
    .execute<{ revision: number | null }[]>(
      "select max(revision)::int as revision from export_revisions where since <= ?::timestamptz",
      [time],
    );
  return Math.min(row?.revision ?? 1, LATEST_EXPORT_REVISION);
}
