import type { EntityManager } from "@mikro-orm/postgresql";

type Sql = EntityManager;

export type ImportPhase = "dry-run" | "import";
export type ImportStatus = "uploading" | "uploaded" | "queued" | "running" | "finished" | "failed";
export type RowOutcome = "created" | "merged" | "refused" | "unchanged";

export interface Counts {
  rows: number;
  created: number;
  merged: number;
  refused: number;
  unchanged: number;
}

export interface ImportRow extends Counts {
  id: string;
  createdById: string | null;
  createdAt: Date;
  fileName: string;
  format: "csv" | "geojson";
  bytes: number;
  sha256: string | null;
  columns: string[];
  preset: string;
  mapping: Record<string, { column?: string | null; value?: string | null }> | null;
  phase: ImportPhase | null;
  status: ImportStatus;
  failure: string | null;
  failureDetail: string | null;
  position: number;
  dryRun: (Counts & { mapping: unknown }) | null;
  updatedAt: Date;
}

const COLUMNS = `id::text as id, created_by_id as "createdById", created_at as "createdAt", file_name as "fileName",
  format, bytes::int as bytes, sha256, columns, preset, mapping, phase, status, failure,
  failure_detail as "failureDetail", position, rows, created,
  merged, refused, unchanged, dry_run as "dryRun", updated_at as "updatedAt"`;

export async function importById(em: Sql, id: string): Promise<ImportRow | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const [row] = await em.execute<ImportRow[]>(`select ${COLUMNS} from data_imports where id = ?`, [id]);
  return row ?? null;
}

export async function recentImports(em: Sql, first: number): Promise<ImportRow[]> {
  return em.execute<ImportRow[]>(`select ${COLUMNS} from data_imports order by id desc limit ?`, [first]);
}

export async function insertImport(
  em: Sql,
  userId: string,
  fileName: string,
  format: string,
): Promise<string> {
  const [row] = await em.execute<{ id: string }[]>(
    `insert into data_imports (created_by_id, file_name, format) values (?, ?, ?) returning id::text as id`,
    [userId, fileName, format],
  );
  return row!.id;
}

export async function insertChunk(em: Sql, importId: string, seq: number, bytes: Buffer): Promise<void> {
  await em.execute(`insert into data_import_chunks (import_id, seq, bytes) values (?, ?, ?)`, [
    importId,
    seq,
    bytes,
  ]);
}

export async function chunkAt(em: Sql, importId: string, seq: number): Promise<Buffer | null> {
  const [row] = await em.execute<{ bytes: Buffer }[]>(
    `select bytes from data_import_chunks where import_id = ? and seq = ?`,
    [importId, seq],
  );
  return row?.bytes ?? null;
}

/** Sets the given columns of an import (names as in the table); `updated_at` moves with them. */
export async function updateImport(em: Sql, id: string, values: Record<string, unknown>): Promise<void> {
  const names = Object.keys(values);
  const sets = names.map(
    (name) => `"${name}" = ?${["mapping", "columns", "dry_run"].includes(name) ? "::jsonb" : ""}`,
  );
  const params = names.map((name) => {
    const value = values[name];
    return value !== null && typeof value === "object" && !(value instanceof Date)
      ? JSON.stringify(value)
      : value;
  });
  await em.execute(`update data_imports set ${sets.join(", ")}, updated_at = now() where id = ?`, [
    ...params,
    id,
  ]);
}

export interface ReportRow {
  row: number;
  outcome: RowOutcome;
  errors: Record<string, string> | null;
  eventId: string | null;
  duplicateOfRow: number | null;
  mergeReason: "same-source" | "nearby" | null;
}

/** One page of a phase's report, the rows of one outcome (or every row) after `afterRow`. */
export async function reportRows(
  em: Sql,
  importId: string,
  phase: ImportPhase,
  outcome: RowOutcome | null,
  afterRow: number,
  first: number,
): Promise<ReportRow[]> {
  return em.execute<ReportRow[]>(
    `select row_number as row, outcome, errors, event_id::text as "eventId", duplicate_of_row as "duplicateOfRow",
            merge_reason as "mergeReason"
       from data_import_rows
      where import_id = ? and phase = ? and (?::text is null or outcome = ?) and row_number > ?
      order by row_number limit ?`,
    [importId, phase, outcome, outcome, afterRow, first],
  );
}

/** Each event's import and row, for the events given (null where it was not imported). */
export async function provenanceOf(
  em: Sql,
  eventIds: readonly string[],
): Promise<({ importId: string; row: number } | null)[]> {
  const rows = await em.execute<{ eventId: string; importId: string; row: number }[]>(
    `select event_id::text as "eventId", import_id::text as "importId", row_number as row
       from imported_rows where created and event_id = any(?::bigint[])`,
    [`{${eventIds.filter((id) => /^\d{1,18}$/.test(id)).join(",")}}`],
  );
  const byEvent = new Map(rows.map((row) => [row.eventId, row]));
  return eventIds.map((id) => {
    const found = byEvent.get(id);
    return found ? { importId: found.importId, row: found.row } : null;
  });
}
