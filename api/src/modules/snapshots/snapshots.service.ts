import type { EntityManager } from "@mikro-orm/postgresql";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import { apiMessages, isCalendarDate } from "@incident-watch/schema";
import type { AppDeps } from "../../deps.js";
import { notFound, ValidationError } from "../../core/errors.js";
import type { EventsService } from "../events/events.service.js";
import { exportMetadata } from "../events/exports/export-metadata.js";
import { EXPORT_MEDIA_TYPES } from "../events/exports/event-export.js";
import { citation, DATA_LICENCE, withChecksum } from "../events/research/data-licence.js";
import {
  latestSnapshot,
  listSnapshotFiles,
  SNAPSHOT_FORMATS,
  snapshotFile,
  storeSnapshot,
  type SnapshotFileBytes,
  type SnapshotFileRow,
  type SnapshotFormat,
} from "./snapshots.queries.js";

export interface SnapshotListing {
  licence: { name: string; id: string; url: string };
  /** How many days' files are kept as they were made (SNAPSHOT_RETENTION); older ones are rebuilt. */
  kept: number;
  snapshots: {
    date: string;
    dataVersion: string;
    createdAt: string;
    citation: { apa: string; bibtex: string };
    files: { format: SnapshotFormat; mediaType: string; bytes: number; sha256: string; url: string }[];
  }[];
}

export type SnapshotDownload = SnapshotFileRow & { gzip: Buffer; mediaType: string; fileName: string };

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Dated snapshots of the whole public data set (decision 078): taken at the first request of a UTC day
 * when the public data changed since the newest one, each format's file exactly the whole export of that
 * data version, kept with its size and SHA-256; the bytes of the newest SNAPSHOT_RETENTION days are kept,
 * older ones rebuilt from the incidents' history when asked for (decision 096).
 */
export class SnapshotsService {
  constructor(
    private readonly em: EntityManager,
    private readonly uow: UnitOfWork,
    private readonly deps: Pick<AppDeps, "config" | "logger" | "publicData">,
    private readonly events: EventsService,
  ) {}

  /** The snapshots kept, newest first; today's is taken first when it is due. */
  async list(now = new Date()): Promise<SnapshotListing> {
    await this.takeDue(now);
    const publicUrl = this.events.publicUrl();
    const byDay = new Map<string, SnapshotListing["snapshots"][number]>();
    for (const row of await listSnapshotFiles(this.em)) {
      const url = `${publicUrl}/api/snapshots/${row.day}.${row.format}`;
      let snapshot = byDay.get(row.day);
      if (!snapshot) {
        snapshot = {
          date: row.day,
          dataVersion: row.dataVersion,
          createdAt: new Date(row.createdAt).toISOString(),
          citation: { apa: "", bibtex: "" },
          files: [],
        };
        byDay.set(row.day, snapshot);
      }
      const mediaType = EXPORT_MEDIA_TYPES[row.format];
      snapshot.files.push({ format: row.format, mediaType, bytes: row.byteSize, sha256: row.sha256, url });
    }
    // each cites the day's CSV by its address and its SHA-256
    for (const snapshot of byDay.values()) {
      const csv = snapshot.files.find((file) => file.format === "csv") ?? snapshot.files[0]!;
      const dated = citation(
        publicUrl,
        snapshot.dataVersion,
        new Date(`${snapshot.date}T00:00:00Z`),
        csv.url,
      );
      const { apa, bibtex } = withChecksum(dated, `SHA-256 of the ${csv.format.toUpperCase()} ${csv.sha256}`);
      snapshot.citation = { apa, bibtex };
    }
    const licence = { name: DATA_LICENCE.name, id: DATA_LICENCE.spdx, url: DATA_LICENCE.url };
    return { licence, kept: this.deps.config.snapshotRetention, snapshots: [...byDay.values()] };
  }

  /** A snapshot's file by its name, `yyyy-mm-dd.csv` or `.geojson`: 400 for another name, 404 for a day without one. */
  async file(name: string, now = new Date()): Promise<SnapshotDownload> {
    const [, day = "", format = ""] = /^(.*)\.([^.]*)$/.exec(name) ?? [null, name, ""];
    if (!/^\d{4}-\d\d-\d\d$/.test(day) || !isCalendarDate(day)) {
      throw new ValidationError({ date: apiMessages.snapshotDayInvalid });
    }
    if (!(SNAPSHOT_FORMATS as readonly string[]).includes(format)) {
      throw new ValidationError({ format: apiMessages.snapshotFormatInvalid });
    }
    if (day === today(now)) await this.takeDue(now);
    const file = await snapshotFile(this.em, day, format as SnapshotFormat);
    if (!file) throw notFound(apiMessages.snapshotMissing);
    const fileName = `incidents_snapshot_${file.day}_${file.dataVersion}.${file.format}`;
    const bytes = file.gzip ? { ...file, gzip: file.gzip } : await this.rebuilt(file);
    return { ...bytes, mediaType: EXPORT_MEDIA_TYPES[file.format], fileName };
  }

  /**
   * A snapshot's file past its retention, rebuilt from the incidents' history: the same bytes, unless
   * the history was changed by hand (then it is said, and the file sent is the one rebuilt).
   */
  private async rebuilt(file: SnapshotFileRow): Promise<SnapshotFileRow & { gzip: Buffer }> {
    const asOf = await this.events.checkedAsOf(file.dataVersion);
    const revision = await this.events.exportRevision(file.dataVersion);
    const metadata = exportMetadata(this.events.publicUrl(), file.dataVersion, "", file.format, revision);
    const body = await this.events.wholeExport(file.format, { metadata }, asOf);
    if (body.sha256 !== file.sha256) {
      this.deps.logger.error("A rebuilt snapshot differs from the one kept", {
        day: file.day,
        format: file.format,
      });
    }
    return { ...file, byteSize: body.length, sha256: body.sha256!, gzip: await body.bytes("gzip") };
  }

  /**
   * Takes the day's snapshot once per instance and state of the public data: none when the newest is
   * of today, or holds the current data version (a day without change adds no copy of the one before).
   */
  private takeDue(now: Date): Promise<void> {
    const day = today(now);
    return this.deps.publicData.remember(`snapshotTaken:${day}`, () => this.take(day));
  }

  private async take(day: string): Promise<void> {
    const latest = await latestSnapshot(this.em);
    if (latest && latest.day >= day) return;
    const { version } = await this.events.dataVersion();
    if (latest?.dataVersion === version) return;
    const files: SnapshotFileBytes[] = [];
    const revision = await this.events.exportRevision(version);
    for (const format of SNAPSHOT_FORMATS) {
      // the same bytes as the whole export at this version (no byte-order mark), so its tag matches too
      const metadata = exportMetadata(this.events.publicUrl(), version, "", format, revision);
      const body = await this.events.wholeExport(format, { metadata });
      files.push({ format, byteSize: body.length, sha256: body.sha256!, gzip: await body.bytes("gzip") });
    }
    const stored = await storeSnapshot(this.uow, day, version, files, this.deps.config.snapshotRetention);
    if (stored) this.deps.logger.info("Snapshot taken", { day, version });
  }
}
