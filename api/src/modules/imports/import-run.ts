import {
  latestToday,
  messages,
  missingColumns,
  readImportRow,
  type ImportMapping,
  type ImportPreset,
} from "@incident-watch/schema";
import type { JobContext } from "../app-module.js";
import { sourcePage } from "../events/source-page.js";
import { NotFeatureCollection } from "./geojson-features.js";
import { keyOf, storeBatch, type CheckedRow } from "./import-batch.js";
import { fileRows, NotText } from "./import-rows.js";
import { importById, updateImport, type Counts, type ImportRow } from "./imports.queries.js";

/** The run stopped between two batches (the app is stopping); the job comes back and resumes. */
export class ImportInterrupted extends Error {}

export interface RunOptions {
  /** Rows stored per transaction: the checkpoint's step. */
  batchRows?: number;
}

const add = (a: Counts, b: Counts): Counts => ({
  rows: a.rows + b.rows,
  created: a.created + b.created,
  merged: a.merged + b.merged,
  refused: a.refused + b.refused,
  unchanged: a.unchanged + b.unchanged,
});

/** The failure that ends a run with nothing to import, or null when some row counts. */
function emptyFailure(counts: Counts): string | null {
  if (counts.rows === 0) return messages.importEmpty;
  return counts.created + counts.merged + counts.unchanged === 0 ? messages.importNothingValid : null;
}

/**
 * A dry run or an import of a stored file (decision 126), read as a stream from its first row. Rows up to
 * the checkpoint (`position`) were stored by an earlier, interrupted run: they are read again only to
 * know their sources (duplicates within the file), not stored twice. Each batch commits its rows, its
 * report and the new checkpoint together.
 */
export async function runImport(
  { em, uow, deps, signal }: JobContext,
  { importId: id }: { importId: string },
  options: RunOptions = {},
) {
  const found = await importById(em, id);
  if (!found || !found.phase || !["queued", "running"].includes(found.status)) return;
  const job: ImportRow & { phase: NonNullable<ImportRow["phase"]> } = { ...found, phase: found.phase };
  await updateImport(em, id, { status: "running" });
  const today = latestToday();
  const mapping = (job.mapping ?? {}) as ImportMapping;
  const seen = new Map<string, number>();
  // a resumed run goes on counting from its checkpoint; a new one from nothing
  const zero: Counts = { rows: 0, created: 0, merged: 0, refused: 0, unchanged: 0 };
  let counts: Counts = job.position > 0 ? add(zero, job) : zero;
  let batch: CheckedRow[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const last = batch.at(-1)!.row;
    await uow.run(async (tx) => {
      // JIT would compile the batch's queries afresh in every transaction, for longer than they run
      await tx.execute("set local jit = off");
      counts = add(
        counts,
        await storeBatch(tx, { importId: id, sha256: job.sha256!, phase: job.phase, uow }, batch),
      );
      await updateImport(tx, id, { position: last, ...counts });
    });
    batch = [];
    if (signal.aborted) throw new ImportInterrupted();
  };
  try {
    for await (const item of fileRows(em, id, job.format)) {
      if ("header" in item) {
        const missing = job.format === "csv" ? missingColumns(mapping, item.header) : [];
        if (missing.length > 0) return await fail(id, messages.importColumnMissing, missing.join(", "));
        continue;
      }
      const read =
        "fields" in item ? readImportRow(item.fields, mapping, job.preset as ImportPreset, today) : null;
      let checked: CheckedRow;
      if (!read || !read.ok)
        checked = {
          row: item.row,
          errors: read && !read.ok ? read.errors : { file: (item as { error: string }).error },
        };
      else {
        const key = keyOf(read.sourceUrl);
        const page = sourcePage(key);
        checked = { row: item.row, incident: read, key, sameAsRow: seen.get(page) ?? null };
        if (!seen.has(page)) seen.set(page, item.row);
      }
      if (item.row <= job.position) continue;
      batch.push(checked);
      if (batch.length >= (options.batchRows ?? 500)) await flush();
    }
    await flush();
  } catch (error) {
    if (error instanceof NotText) return await fail(id, messages.importNotText, null);
    if (error instanceof NotFeatureCollection) return await fail(id, messages.importNotGeoJson, null);
    throw error;
  }
  const failure = emptyFailure(counts);
  await updateImport(em, id, {
    status: failure ? "failed" : "finished",
    failure,
    ...(job.phase === "dry-run" ? { dry_run: { ...counts, mapping: job.mapping, preset: job.preset } } : {}),
  });

  async function fail(importId: string, message: string, detail: string | null) {
    deps.logger.info("Import refused", { importId, message });
    await updateImport(em, importId, { status: "failed", failure: message, failure_detail: detail });
  }
}
