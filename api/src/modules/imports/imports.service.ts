import { createHash } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  IMPORT_PRESETS,
  mappingErrors,
  messages,
  missingColumns,
  type ImportMapping,
  type ImportPreset,
} from "@incident-watch/schema";
import type { AppDeps } from "../../deps.js";
import {
  AppError,
  conflict,
  forbidden,
  notFound,
  unauthenticated,
  ValidationError,
} from "../../core/errors.js";
import { isStaff, type Viewer } from "../../core/viewer.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import { queueJob } from "../job-topics.js";
import { NotFeatureCollection } from "./geojson-features.js";
import { fileRows, NotText } from "./import-rows.js";
import {
  importById,
  insertChunk,
  insertImport,
  recentImports,
  reportRows,
  updateImport,
  type ImportPhase,
  type ImportRow,
  type ReportRow,
  type RowOutcome,
} from "./imports.queries.js";

const CHUNK_BYTES = 1024 * 1024;
const NAME_MAX = 200;
export const REPORT_FIRST_MAX = 200;

export interface Upload {
  fileName: string;
  format: string;
  declaredBytes: number;
  body: AsyncIterable<Buffer>;
}

/** Moderators' bulk imports (decision 126): upload, dry run, import, and their reports. */
export class ImportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<AppDeps, "config" | "rateLimiter">,
    private readonly uow: UnitOfWork,
    private readonly assertMayWrite: (em: EntityManager, viewer: Viewer) => Promise<void>,
  ) {}

  private async staff(viewer: Viewer | null): Promise<Viewer> {
    if (!viewer) throw unauthenticated();
    if (!isStaff(viewer)) throw forbidden();
    await this.assertMayWrite(this.em, viewer);
    return viewer;
  }

  /** Stores an uploaded file chunk by chunk as it arrives (never whole in memory), with its SHA-256. */
  async upload(viewer: Viewer | null, upload: Upload): Promise<ImportRow> {
    const moderator = await this.staff(viewer);
    if (upload.format !== "csv" && upload.format !== "geojson")
      throw new ValidationError({ format: messages.importFormatInvalid });
    const max = this.deps.config.importMaxBytes;
    if (upload.declaredBytes > max) throw new AppError("PAYLOAD_TOO_LARGE", messages.importTooLarge);
    await this.deps.rateLimiter.consume("importUploadsPerUser", moderator.id, messages.importsTooMany);
    const name = upload.fileName.trim().slice(0, NAME_MAX) || `import.${upload.format}`;
    const id = await insertImport(this.em, moderator.id, name, upload.format);
    const hash = createHash("sha256");
    let bytes = 0;
    let seq = 0;
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const store = async () => {
      if (pendingBytes === 0) return;
      await insertChunk(this.em, id, seq++, Buffer.concat(pending));
      pending = [];
      pendingBytes = 0;
    };
    try {
      for await (const piece of upload.body) {
        bytes += piece.length;
        if (bytes > max) throw new AppError("PAYLOAD_TOO_LARGE", messages.importTooLarge);
        hash.update(piece);
        pending.push(piece);
        pendingBytes += piece.length;
        if (pendingBytes >= CHUNK_BYTES) await store();
      }
      await store();
    } catch (error) {
      await this.em.execute(`delete from data_imports where id = ?`, [id]);
      throw error;
    }
    const columns = await this.columns(id, upload.format);
    if (bytes === 0 || typeof columns === "string") {
      await this.em.execute(`delete from data_imports where id = ?`, [id]);
      throw new ValidationError({ file: bytes === 0 ? messages.importEmpty : (columns as string) });
    }
    await updateImport(this.em, id, { bytes, sha256: hash.digest("hex"), columns, status: "uploaded" });
    return (await importById(this.em, id))!;
  }

  /** The file's columns for the mapping (the CSV header, the first feature's properties), or why it is unreadable. */
  private async columns(id: string, format: "csv" | "geojson"): Promise<string[] | string> {
    try {
      for await (const item of fileRows(this.em, id, format)) return "header" in item ? item.header : [];
    } catch (error) {
      if (error instanceof NotText) return messages.importNotText;
      if (error instanceof NotFeatureCollection) return messages.importNotGeoJson;
      throw error;
    }
    return [];
  }

  async get(viewer: Viewer | null, id: string): Promise<ImportRow | null> {
    if (!isStaff(viewer)) throw forbidden();
    return importById(this.em, id);
  }

  async recent(viewer: Viewer | null, first: number): Promise<ImportRow[]> {
    if (!isStaff(viewer)) throw forbidden();
    return recentImports(this.em, Math.max(0, Math.min(first, 50)));
  }

  async report(
    importId: string,
    phase: ImportPhase,
    outcome: RowOutcome | null,
    afterRow: number,
    first: number,
  ): Promise<ReportRow[]> {
    if (!Number.isInteger(first) || first < 0 || first > REPORT_FIRST_MAX)
      throw new ValidationError({ first: `first must be between 0 and ${REPORT_FIRST_MAX}` });
    return reportRows(this.em, importId, phase, outcome, afterRow, first);
  }

  /** Checks every row with this mapping and reports what an import would do; stores nothing else. */
  async dryRun(
    viewer: Viewer | null,
    id: string,
    preset: string,
    mapping: ImportMapping,
  ): Promise<ImportRow> {
    await this.staff(viewer);
    const found = await this.idle(id);
    if (!(IMPORT_PRESETS as readonly string[]).includes(preset))
      throw new ValidationError({ preset: messages.invalidInput });
    const errors: Record<string, string> = mappingErrors(mapping);
    if (found.format === "csv")
      for (const column of missingColumns(mapping, found.columns))
        errors[column] = messages.importColumnMissing;
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
    return this.queue(found, "dry-run", { preset: preset as ImportPreset, mapping });
  }

  /** Imports the file with the mapping its last dry run used; refused without one. */
  async start(viewer: Viewer | null, id: string): Promise<ImportRow> {
    await this.staff(viewer);
    const found = await this.idle(id);
    const checked = found.dryRun as { mapping?: unknown; preset?: string } | null;
    if (
      !checked ||
      JSON.stringify(checked.mapping) !== JSON.stringify(found.mapping) ||
      checked.preset !== found.preset
    )
      throw conflict(messages.importDryRunFirst);
    return this.queue(found, "import", {});
  }

  private async idle(id: string): Promise<ImportRow> {
    const found = await importById(this.em, id);
    if (!found || found.status === "uploading") throw notFound("No import has this id.");
    if (found.status === "queued" || found.status === "running") throw conflict(messages.importBusy);
    return found;
  }

  private async queue(
    found: ImportRow,
    phase: ImportPhase,
    settings: { preset?: ImportPreset; mapping?: ImportMapping },
  ): Promise<ImportRow> {
    await this.uow.run(async (tx) => {
      await tx.execute(`delete from data_import_rows where import_id = ? and phase = ?`, [found.id, phase]);
      await updateImport(tx, found.id, {
        ...settings,
        phase,
        status: "queued",
        failure: null,
        failure_detail: null,
        position: 0,
        rows: 0,
        created: 0,
        merged: 0,
        refused: 0,
        unchanged: 0,
        ...(phase === "dry-run" ? { dry_run: null } : {}),
      });
      await queueJob(this.uow, tx, "data-import", { importId: found.id });
    });
    return (await importById(this.em, found.id))!;
  }
}
