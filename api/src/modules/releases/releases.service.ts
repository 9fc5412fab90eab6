import { createHash } from "node:crypto";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { EntityManager } from "@mikro-orm/postgresql";
import { apiMessages, MARKED_EXPORT_REVISION } from "@incident-watch/schema";
import type { AppDeps } from "../../deps.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import { queueJob } from "../job-topics.js";
import { RateLimitedError } from "../../core/errors.js";
import type { RequestInfo } from "../../core/viewer.js";
import type { EventsService } from "../events/events.service.js";
import type { InterchangeService } from "../interchange/interchange.service.js";
import { citation, withChecksum, type Citation } from "../events/research/data-licence.js";
import type { AsOf } from "../incidents-read/as-of.queries.js";
import { EXPORT_MEDIA_TYPES } from "../events/exports/event-export.js";
import { asOfAddress, exportMetadata, sheetAbout, versionDate } from "../events/exports/export-metadata.js";
import { datasetCitation, type DatasetCitation } from "./dataset-citation.js";
import {
  dataVersionBefore,
  firstVersionTime,
  keepRelease,
  keepVersionFile,
  recordFormats,
  releaseRows,
  versionFiles,
  type VersionFileFormat,
  type VersionFileRow,
} from "./releases.queries.js";

const MEDIA_TYPES: Record<VersionFileFormat, string> = {
  ...EXPORT_MEDIA_TYPES,
  json: "application/json; charset=utf-8",
  stix: "application/stix+json;version=2.1",
};

/** The site-wide citation (GraphQL `citation`): the data as it is now, with its version's CSV and checksum. */
export type CurrentCitation = Citation & { csvUrl: string; sha256: string };

/** One data version as a reader cites it: its files, their checksums, and the citations naming them. */
export interface VersionRecord {
  dataVersion: string;
  /** Its latest public change, ISO 8601. */
  changedAt: string;
  count: number;
  /** Which columns its downloads have (decision 099): the export revision of its time. */
  exportRevision: number;
  url: string;
  /** Each whole file; its size and SHA-256 null while they are being computed. */
  files: {
    format: VersionFileFormat;
    mediaType: string;
    url: string;
    bytes: number | null;
    sha256: string | null;
  }[];
  /**
   * The formats whose checksums are still being computed, in the background; none once all are kept. A
   * version published before export revision 5 leaves it out once it is empty, as its record did then.
   */
  checksumsPending?: VersionFileFormat[];
  citation: DatasetCitation;
}

/** The job that computes a version's missing checksums, one version at a time across instances. */

/**
 * Versions whose checksums one address may have queued at once: each is a rebuild of five whole files,
 * tens of seconds at 100,000 incidents, and the queue runs one at a time for everybody.
 */
const MOST_QUEUED_PER_ADDRESS = 2;
/** Seconds a refused address is told to wait: about one version's rebuild at 100,000 incidents. */
const QUEUED_RETRY_SECONDS = 60;

export interface Release {
  name: string;
  dataVersion: string;
  releasedAt: string;
  url: string;
}

/**
 * Every published data version as a citable record (decision 096): its four whole files rebuilt from
 * the incidents' history, their SHA-256 kept once computed, and monthly releases naming the version
 * each month ended with.
 */
export class ReleasesService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<AppDeps, "publicData" | "jobs">,
    private readonly events: EventsService,
    private readonly interchange: InterchangeService,
    private readonly uow: UnitOfWork,
  ) {}

  /**
   * A data version's record (400 for one never published here), at once: the checksums kept, and those
   * not yet computed asked of the job queue, never computed in the request. Queueing them counts against
   * the address's few rebuilds an hour (429 past them); asking again for a version queued does not.
   */
  async record(version: unknown, request: RequestInfo): Promise<VersionRecord> {
    const asOf = await this.events.checkedAsOf(version, "version");
    const revision = await this.events.exportRevision(asOf.version);
    const formats = recordFormats(revision);
    const kept = new Map((await versionFiles(this.em, asOf.version)).map((row) => [row.format, row]));
    const checksumsPending = formats.filter((format) => !kept.has(format));
    if (checksumsPending.length > 0) await this.queueChecksums(asOf.version, request);
    const publicUrl = this.events.publicUrl();
    const files = formats.map((format) => ({
      format,
      mediaType: MEDIA_TYPES[format],
      url: asOfAddress(publicUrl, asOf.version, "", format),
      bytes: kept.get(format)?.byteSize ?? null,
      sha256: kept.get(format)?.sha256 ?? null,
    }));
    const url = `${publicUrl}/api/versions/${asOf.version}`;
    return {
      dataVersion: asOf.version,
      changedAt: asOf.time,
      count: asOf.count,
      exportRevision: revision,
      url,
      files,
      ...(checksumsPending.length > 0 || revision >= MARKED_EXPORT_REVISION ? { checksumsPending } : {}),
      citation: datasetCitation(publicUrl, asOf.version, files, url, revision),
    };
  }

  /**
   * Computes and keeps the checksums a version lacks, one whole file after the other, each rebuilt in a
   * place of admission's rebuild class (the job's work, never a request's).
   */
  async computeChecksums(version: string): Promise<void> {
    const asOf = await this.events.checkedAsOf(version, "version");
    const kept = new Map((await versionFiles(this.em, asOf.version)).map((row) => [row.format, row]));
    const formats = recordFormats(await this.events.exportRevision(asOf.version));
    for (const format of formats) await this.file(asOf, format, kept);
  }

  /**
   * Asks the job queue for a version's checksums, once per instance and state of the public data, unless
   * it is queued already. An address has at most MOST_QUEUED_PER_ADDRESS versions in the queue at once:
   * past them, 429 until one is done (a refusal is not kept: another address may queue the version).
   */
  private queueChecksums(version: string, request: RequestInfo): Promise<void> {
    return this.deps.publicData.remember(`checksumsQueued:${version}`, async () => {
      const { jobs } = this.deps;
      if ((await jobs.unfinished("version-checksums", { version })) > 0) return;
      if ((await jobs.unfinished("version-checksums", { address: request.ip })) >= MOST_QUEUED_PER_ADDRESS) {
        throw new RateLimitedError(
          `${apiMessages.versionRebuildsTooMany} At most ${MOST_QUEUED_PER_ADDRESS} are computed at a time for an address; please try again in ${QUEUED_RETRY_SECONDS} seconds.`,
          QUEUED_RETRY_SECONDS,
          null,
        );
      }
      await this.uow.run((tx) =>
        queueJob(this.uow, tx, "version-checksums", { version, address: request.ip }),
      );
    });
  }

  /**
   * How to cite the data as it is now: its data version, today's date, and its whole CSV's address and
   * SHA-256: its record's once computed, else that of the whole CSV kept for the version's downloads.
   */
  async currentCitation(now = new Date()): Promise<CurrentCitation> {
    const { version } = await this.events.dataVersion();
    const kept = (await versionFiles(this.em, version)).find((row) => row.format === "csv");
    const csv = kept ? { url: asOfAddress(this.events.publicUrl(), version, "", "csv"), ...kept } : null;
    const { url: csvUrl, sha256 } = csv ?? (await this.events.versionCsv());
    const cite = citation(this.events.publicUrl(), version, now);
    return { ...withChecksum(cite, `CSV ${csvUrl}, SHA-256 ${sha256}`), csvUrl, sha256 };
  }

  /** The current data version's record. */
  async current(request: RequestInfo): Promise<VersionRecord> {
    return this.record((await this.events.dataVersion()).version, request);
  }

  /**
   * The monthly releases, newest first: each month that has ended since the first publication is named
   * (`2026-11`) after the data version it ended with, once, and kept.
   */
  async releases(now = new Date()): Promise<Release[]> {
    await this.deps.publicData.remember(`releasesNamed:${now.toISOString().slice(0, 7)}`, () =>
      this.nameEndedMonths(now),
    );
    const publicUrl = this.events.publicUrl();
    return (await releaseRows(this.em)).map((row) => ({
      ...row,
      releasedAt: new Date(row.releasedAt).toISOString(),
      url: `${publicUrl}/api/versions/${row.dataVersion}`,
    }));
  }

  private async nameEndedMonths(now: Date): Promise<void> {
    const first = await firstVersionTime(this.em);
    if (!first) return;
    const named = new Set((await releaseRows(this.em)).map((row) => row.name));
    const start = new Date(first);
    let month = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), 1));
    for (;;) {
      const end = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1));
      if (end > now) return;
      const name = month.toISOString().slice(0, 7);
      if (!named.has(name)) {
        const dataVersion = await dataVersionBefore(this.em, end.toISOString());
        if (dataVersion) await keepRelease(this.em, { name, dataVersion, releasedAt: end.toISOString() });
      }
      month = end;
    }
  }

  /** A whole file's size and checksum: kept, or computed and kept. */
  private async file(
    asOf: AsOf,
    format: VersionFileFormat,
    kept?: Map<VersionFileFormat, VersionFileRow>,
  ): Promise<VersionFileRow> {
    const found = (
      kept ?? new Map((await versionFiles(this.em, asOf.version)).map((r) => [r.format, r]))
    ).get(format);
    if (found) return found;
    const row = await this.checksum(asOf, format);
    await keepVersionFile(this.em, asOf.version, row);
    return row;
  }

  /** A whole file of a version, built as its as-of address serves it, hashed. */
  private async checksum(asOf: AsOf, format: VersionFileFormat): Promise<VersionFileRow> {
    const publicUrl = this.events.publicUrl();
    if (format === "json") {
      const body = await this.events.listBody(null, asOf);
      return { format, byteSize: body.length, sha256: body.sha256! };
    }
    if (format === "stix") {
      const body = await this.interchange.wholeStix(asOf.version, asOf);
      return { format, byteSize: body.length, sha256: body.sha256! };
    }
    const revision = await this.events.exportRevision(asOf.version);
    const csv = {
      url: asOfAddress(publicUrl, asOf.version, "", "csv"),
      sha256: format === "xlsx" ? (await this.file(asOf, "csv")).sha256 : "",
    };
    const framing = {
      metadata: exportMetadata(publicUrl, asOf.version, "", format, revision),
      about: format === "xlsx" ? sheetAbout(publicUrl, asOf.version, "", revision, csv) : undefined,
      dated: versionDate(asOf.version),
    };
    if (format !== "xlsx") {
      const body = await this.events.wholeExport(format, framing, asOf);
      return { format, byteSize: body.length, sha256: body.sha256! };
    }
    const { rows, body } = await this.events.openExport(null, format, framing, asOf);
    const hash = createHash("sha256");
    let byteSize = 0;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        byteSize += chunk.length;
        done();
      },
    });
    await pipeline(rows, body, sink);
    return { format, byteSize, sha256: hash.digest("hex") };
  }
}
