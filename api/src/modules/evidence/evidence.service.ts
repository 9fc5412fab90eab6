import type { EntityManager } from "@mikro-orm/postgresql";
import type { AppDeps } from "../../deps.js";
import { forbidden, notFound } from "../../core/errors.js";
import { isStaff, type Viewer } from "../../core/viewer.js";
import type { UnitOfWork } from "../../infra/unit-of-work.js";
import type { AddedSource } from "../changes.js";
import { queueCapture } from "./capture-queue.js";
import { captureById, captureBytes, type CaptureRow } from "./captures.queries.js";
import type { SourceCapture } from "./source-capture.type.js";

// raw SQL answers timestamps as text
const date = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The capture as the API shows it, its addresses on this site. */
export function presentCapture(row: CaptureRow, publicUrl: string): SourceCapture {
  const base = `${publicUrl.replace(/\/+$/, "")}/api/captures/${row.id}`;
  const kept = row.status === "captured";
  return {
    id: row.id,
    status: row.status,
    failure: (row.failure?.replaceAll("-", "_") ?? null) as SourceCapture["failure"],
    requestedAt: date(row.requestedAt)!,
    capturedAt: date(row.capturedAt),
    sha256: row.sha256,
    httpStatus: row.httpStatus,
    warcBytes: row.warcBytes,
    timestamped: row.timestamped,
    timestampedAt: date(row.timestampedAt),
    timestampAuthority: row.timestampAuthority,
    timestampCaSha256: row.timestampCaSha256,
    archiveUrl: kept ? `${base}/page` : null,
    warcUrl: kept ? `${base}/capture.warc` : null,
    timestampUrl: row.timestamped ? `${base}/timestamp.tsr` : null,
    waybackUrl: row.waybackUrl,
    liveCheck: row.liveStatus && {
      status: row.liveStatus,
      httpStatus: row.liveHttpStatus,
      checkedAt: date(row.liveCheckedAt)!,
      since: date(row.liveSince)!,
    },
  };
}

/** Captures of incidents' sources: asked for again by moderators, read by everyone who may see the incident. */
export class EvidenceService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<AppDeps, "config">,
    private readonly uow: UnitOfWork,
  ) {}

  present(row: CaptureRow): SourceCapture {
    return presentCapture(row, this.deps.config.publicUrl);
  }

  /** A moderator asks for a new capture of a source (a failed one, or a page that changed). */
  async recapture(viewer: Viewer | null, source: AddedSource | null): Promise<SourceCapture> {
    if (!isStaff(viewer)) throw forbidden();
    if (!source) throw notFound("This source does not exist.");
    const captureId = await this.uow.run((tx) => queueCapture(tx, this.uow, source));
    return this.present((await captureById(this.em, captureId))!);
  }

  /** The bytes of a capture the viewer may see: a published incident's, or any for moderators. */
  async bytes(viewer: Viewer | null, captureId: string) {
    const row = await captureById(this.em, captureId);
    if (!row || row.status !== "captured" || (!row.public && !isStaff(viewer))) return null;
    const bytes = await captureBytes(this.em, row.id);
    return bytes && { ...bytes, row };
  }
}
