import { IMPORT_FIELDS, type ImportPreset } from "@incident-watch/schema";
import type { ImportRow, ReportRow } from "./imports.queries.js";
import type { DataImport, ImportReportRow } from "./imports.types.js";

const counts = (c: {
  rows: number;
  created: number;
  merged: number;
  refused: number;
  unchanged: number;
}) => ({
  rows: c.rows,
  created: c.created,
  merged: c.merged,
  refused: c.refused,
  unchanged: c.unchanged,
});

/** An import as the API shows it. */
export function presentImport(row: ImportRow): DataImport {
  const mapping = row.mapping ?? {};
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format,
    bytes: row.bytes,
    sha256: row.sha256,
    columns: row.columns,
    preset: row.preset as ImportPreset,
    mapping: IMPORT_FIELDS.flatMap((field) => {
      const from = mapping[field];
      return from ? [{ field, column: from.column ?? null, value: from.value ?? null }] : [];
    }),
    phase: row.phase,
    status: row.status,
    failure: row.failure,
    failureDetail: row.failureDetail,
    position: row.position,
    counts: counts(row),
    dryRun: row.dryRun ? counts(row.dryRun) : null,
    createdAt: new Date(row.createdAt),
  };
}

export function presentReportRow(row: ReportRow): ImportReportRow {
  return {
    row: row.row,
    outcome: row.outcome,
    errors: Object.entries(row.errors ?? {}).map(([field, message]) => ({ field, message })),
    eventId: row.eventId,
    duplicateOfRow: row.duplicateOfRow,
    mergeReason: row.mergeReason,
  };
}
