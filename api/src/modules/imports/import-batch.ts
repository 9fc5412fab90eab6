import type { EntityManager } from "@mikro-orm/postgresql";
import { periodStart, roundCoordinate, type ImportedRow, type TimePrecision } from "@incident-watch/schema";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import { fallbackTitle } from "../../infra/url-title/title-fetcher.js";
import { announce } from "../changes.js";
import { sourcesOf } from "../ledger/ledger.queries.js";
import { sourceUrlKey } from "../events/source-url.js";
import { insertPendingEvents, type NewPendingEvent } from "../events/writes/event-writes.js";
import {
  alreadyImported,
  likelyDuplicates,
  type Candidate,
  type MergeReason,
} from "./import-matches.queries.js";
import type { Counts, ImportPhase, RowOutcome } from "./imports.queries.js";

type Incident = Extract<ImportedRow, { ok: true }>;

/** A row as read and checked, before it meets the stored incidents. */
export type CheckedRow =
  | { row: number; errors: Record<string, string> }
  | { row: number; incident: Incident; key: string; sameAsRow: number | null };

interface Outcome {
  row: number;
  outcome: RowOutcome;
  errors: Record<string, string> | null;
  eventId: string | null;
  duplicateOfRow: number | null;
  mergeReason: MergeReason | null;
}

export interface BatchContext {
  importId: string;
  sha256: string;
  phase: ImportPhase;
  /** The unit of work of the batch's transaction, which announces the sources it added. */
  uow: UnitOfWork;
}

/** The key a source is known by, as submissions use it (decision 070). */
export const keyOf = (sourceUrl: string) => sourceUrlKey(sourceUrl);

/** Incidents for the rows to create, pending review, as the events module stores them. */
const newEvents = (rows: Extract<CheckedRow, { incident: object }>[]): NewPendingEvent[] =>
  rows.map(({ incident: i, key }) => ({
    type: i.type,
    kind: i.kind,
    title: i.title ?? fallbackTitle(i.sourceUrl),
    titleSource: i.title ? "page" : "fallback",
    titleLanguage: i.titleLanguage,
    sourceUrl: i.sourceUrl,
    sourceUrlKey: key,
    date: periodStart(i.date, i.timePrecision as TimePrecision),
    timePrecision: i.timePrecision,
    latitude: roundCoordinate(i.latitude),
    longitude: roundCoordinate(i.longitude),
    placePrecision: i.placePrecision,
  }));

/**
 * One batch of rows: each created, merged into the stored incident it likely duplicates (the review
 * queue's rule), refused with the rules' messages, or unchanged (an earlier import of the same file took
 * it). A dry run stores only the report; the import also stores the incidents and queues their sources'
 * captures, in the caller's transaction.
 */
export async function storeBatch(tx: EntityManager, ctx: BatchContext, batch: CheckedRow[]): Promise<Counts> {
  const valid = batch.filter((r): r is Extract<CheckedRow, { incident: object }> => "incident" in r);
  const earlier = await alreadyImported(
    tx,
    ctx.sha256,
    valid.map((r) => r.row),
  );
  const fresh = valid.filter((r) => !earlier.has(r.row) && r.sameAsRow === null);
  const candidates: Candidate[] = fresh.map((r) => ({
    row: r.row,
    latitude: r.incident.latitude,
    longitude: r.incident.longitude,
    date: r.incident.date,
    sourceUrlKey: r.key,
  }));
  const duplicates = await likelyDuplicates(tx, ctx.importId, candidates);
  const toCreate = fresh.filter((r) => !duplicates.has(r.row));
  // the rows whose source another incident took meanwhile are left out
  const created = ctx.phase === "import" ? await insertPendingEvents(tx, newEvents(toCreate)) : null;
  // an import's incidents have their sources captured as a submission's are, paced per host (decision
  // 133); merging adds no source
  if (created) {
    const sources = (await sourcesOf(tx, [...created.values()])).flat().map(({ id, url }) => ({ id, url }));
    await announce(ctx.uow, tx, "sourcesAdded", { sources, pacedByHost: true });
  }
  const outcomes: Outcome[] = batch.map((r) => {
    const base = { row: r.row, errors: null, eventId: null, duplicateOfRow: null, mergeReason: null };
    if ("errors" in r) return { ...base, outcome: "refused", errors: r.errors };
    if (earlier.has(r.row)) return { ...base, outcome: "unchanged", eventId: earlier.get(r.row) ?? null };
    const merged = { ...base, outcome: "merged" as const };
    if (r.sameAsRow !== null) return { ...merged, duplicateOfRow: r.sameAsRow, mergeReason: "same-source" };
    const twin = duplicates.get(r.row);
    if (twin) return { ...merged, eventId: twin.eventId, mergeReason: twin.reason };
    if (!created) return { ...base, outcome: "created" };
    const id = created.get(r.key);
    // another incident took the source between the check and the insert
    return id ? { ...base, outcome: "created", eventId: id } : { ...merged, mergeReason: "same-source" };
  });
  if (ctx.phase === "import") {
    const kept = outcomes.filter((o) => o.outcome === "created" || o.outcome === "merged");
    if (kept.length > 0)
      await tx.execute(
        `insert into imported_rows (file_sha256, row_number, import_id, event_id, created)
         select ?, r, ?, e, c from unnest(?::int[], ?::bigint[], ?::boolean[]) as t(r, e, c)
         on conflict do nothing`,
        [
          ctx.sha256,
          ctx.importId,
          `{${kept.map((o) => o.row).join(",")}}`,
          `{${kept.map((o) => o.eventId ?? "NULL").join(",")}}`,
          `{${kept.map((o) => o.outcome === "created").join(",")}}`,
        ],
      );
  }
  if (outcomes.length > 0)
    await tx.execute(
      `insert into data_import_rows (import_id, phase, row_number, outcome, errors, event_id, duplicate_of_row,
         merge_reason)
       select ?, ?, r, o, nullif(e, 'null')::jsonb, ev, d, m
         from unnest(?::int[], ?::text[], ?::text[], ?::bigint[], ?::int[], ?::text[]) as t(r, o, e, ev, d, m)
       on conflict do nothing`,
      [
        ctx.importId,
        ctx.phase,
        `{${outcomes.map((o) => o.row).join(",")}}`,
        `{${outcomes.map((o) => o.outcome).join(",")}}`,
        pgArray(outcomes.map((o) => JSON.stringify(o.errors))),
        `{${outcomes.map((o) => o.eventId ?? "NULL").join(",")}}`,
        `{${outcomes.map((o) => o.duplicateOfRow ?? "NULL").join(",")}}`,
        pgArray(outcomes.map((o) => o.mergeReason)),
      ],
    );
  const count = (outcome: RowOutcome) => outcomes.filter((o) => o.outcome === outcome).length;
  return {
    rows: outcomes.length,
    created: count("created"),
    merged: count("merged"),
    refused: count("refused"),
    unchanged: count("unchanged"),
  };
}

/** A PostgreSQL array literal: every element quoted, quotes and backslashes escaped; null as NULL. */
function pgArray(values: (string | number | null)[]): string {
  const element = (v: string | number | null) =>
    v === null ? "NULL" : `"${String(v).replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  return `{${values.map(element).join(",")}}`;
}
