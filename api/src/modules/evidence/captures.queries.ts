import type { EntityManager } from "@mikro-orm/postgresql";
import type { AddedSource } from "../changes.js";
import { sqlArray } from "../../db/sql-array.js";
import {
  CAPTURE_INCIDENT_JOIN,
  CAPTURE_INCIDENT_PUBLIC,
} from "../incidents-read/capture-incidents.queries.js";
import type { LiveCheckStatus } from "./source-checks.queries.js";

type Sql = EntityManager;

/** A capture as the app reads it, without its bytes. */
export interface CaptureRow {
  id: string;
  sourceId: string;
  url: string;
  status: "pending" | "captured" | "failed";
  failure: string | null;
  failureDetail: string | null;
  attempts: number;
  requestedAt: Date;
  capturedAt: Date | null;
  sha256: string | null;
  httpStatus: number | null;
  contentType: string | null;
  warcBytes: number | null;
  timestamped: boolean;
  timestampedAt: Date | null;
  timestampAuthority: string | null;
  timestampCaSha256: string | null;
  waybackUrl: string | null;
  waybackDone: boolean;
  /** Whether the incident the source belongs to is published. */
  public: boolean;
  /** The live page's last known answer (decision 130); null before any. */
  liveStatus: LiveCheckStatus | null;
  liveHttpStatus: number | null;
  liveCheckedAt: Date | null;
  liveSince: Date | null;
}

const COLUMNS = `c.id::text as id, c.source_id::text as "sourceId", c.url, c.status, c.failure,
  c.failure_detail as "failureDetail", c.attempts, c.requested_at as "requestedAt",
  c.captured_at as "capturedAt", c.sha256, c.http_status as "httpStatus", c.content_type as "contentType",
  octet_length(c.warc) as "warcBytes", c.timestamp_token is not null as timestamped,
  c.timestamped_at as "timestampedAt", c.timestamp_authority as "timestampAuthority",
  c.timestamp_ca_sha256 as "timestampCaSha256", c.wayback_url as "waybackUrl", c.wayback_job is not null as "waybackDone",
  ${CAPTURE_INCIDENT_PUBLIC} as public, k.status as "liveStatus", k.http_status as "liveHttpStatus",
  k.checked_at as "liveCheckedAt", k.since as "liveSince"`;

const FROM = `source_captures c ${CAPTURE_INCIDENT_JOIN}
  left join source_checks k on k.capture_id = c.id`;

/** Asks for a capture of a source's page (in the caller's transaction); its id. */
export async function insertCapture(tx: Sql, source: AddedSource): Promise<string> {
  const [row] = await tx.execute<{ id: string }[]>(
    `insert into source_captures (source_id, url) values (?, ?) returning id::text as id`,
    [source.id, source.url],
  );
  return row!.id;
}

/** Asks for a capture of every source given, in the order of their ids, in one statement; the captures and their pages. */
export async function insertCaptures(
  tx: Sql,
  sources: readonly AddedSource[],
): Promise<{ id: string; url: string }[]> {
  return tx.execute<{ id: string; url: string }[]>(
    `insert into source_captures (source_id, url)
     select s.id, s.url from unnest(?::bigint[], ?::text[]) as s (id, url) order by s.id
     returning id::text as id, url`,
    [sqlArray(sources.map((s) => s.id)), sqlArray(sources.map((s) => s.url))],
  );
}

export async function captureById(em: Sql, id: string): Promise<CaptureRow | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const [row] = await em.execute<CaptureRow[]>(`select ${COLUMNS} from ${FROM} where c.id = ?`, [id]);
  return row ?? null;
}

/** Each source's latest capture, in the order of the ids given; null where none was asked for. */
export async function latestCaptures(em: Sql, sourceIds: readonly string[]): Promise<(CaptureRow | null)[]> {
  const ids = sourceIds.filter((id) => /^\d{1,18}$/.test(id));
  const rows = await em.execute<CaptureRow[]>(
    `select distinct on (c.source_id) ${COLUMNS} from ${FROM}
      where c.source_id = any(?::bigint[]) order by c.source_id, c.id desc`,
    [`{${ids.join(",")}}`],
  );
  const bySource = new Map(rows.map((row) => [row.sourceId, row]));
  return sourceIds.map((id) => bySource.get(id) ?? null);
}

/** The bytes a capture serves: the WARC, the archived page inside it, the time-stamp token. */
export async function captureBytes(
  em: Sql,
  id: string,
): Promise<{ warc: Buffer; page: Buffer; contentType: string; token: Buffer | null } | null> {
  const [row] = await em.execute<
    { warc: Buffer; pageOffset: number; pageLength: number; contentType: string; token: Buffer | null }[]
  >(
    `select warc, page_offset as "pageOffset", page_length as "pageLength", content_type as "contentType",
       timestamp_token as token from source_captures where id = ? and status = 'captured'`,
    [id],
  );
  if (!row) return null;
  const page = row.warc.subarray(row.pageOffset, row.pageOffset + row.pageLength);
  return { warc: row.warc, page, contentType: row.contentType, token: row.token };
}
