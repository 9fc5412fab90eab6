import { Readable, Transform, type TransformCallback } from "node:stream";
import type { Connection, EntityManager } from "@mikro-orm/postgresql";
import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import {
  apiMessages,
  incidentColumnsOf,
  LATEST_EXPORT_REVISION,
  SLIM_EXPORT_REVISION,
  SPARSE_EXPORT_REVISION,
} from "@incident-watch/schema";
import { RateLimitedError } from "../../../core/errors.js";
import { XlsxEncoder } from "./xlsx-export.js";
import type { Conditions } from "../research/event-search.js";
import { asOfTables, type AsOf } from "../../incidents-read/as-of.queries.js";
import {
  ATTRIBUTION_COUNT,
  SOURCE_COUNT,
  STRONGEST_JOIN,
} from "../../incidents-read/incidents-read.queries.js";
import type { ExportRevision } from "./export-revision.js";
import { neutralised, numerals, pageUrl, withLiterals } from "./export-sql.js";
import { LEGACY_CSV_COLUMNS, LEGACY_EXPORT_REVISION, legacyExportStatement } from "./legacy-export.js";
import {
  requestedColumns,
  revisionSixJoins,
  revisionSixValues,
  type RevisionSixOptions,
} from "./evidence-columns.js";
import { placeJoin, placeValues } from "./place-columns.js";

export type ExportFormat = "csv" | "geojson" | "xlsx";

/** The Content-Type of each download. */
export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8; header=present",
  geojson: "application/geo+json; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/**
 * The CSV's and the sheet's columns in an export revision: the codebook's list, which the site's /codebook
 * shows too (every column of the latest revision), then the translations asked for; revision 0's are those
 * of the code before it.
 */
export const csvColumns = (
  revision: ExportRevision = LATEST_EXPORT_REVISION,
  additions?: RevisionSixOptions,
): readonly string[] =>
  revision === LEGACY_EXPORT_REVISION
    ? LEGACY_CSV_COLUMNS
    : [...incidentColumnsOf(revision), ...(additions ? requestedColumns(additions) : [])].map((c) => c.csv);

// the table's columns, not the CSV's text "date": so the (status, date desc, id desc) index gives the order
// and PostgreSQL does not sort 100,000 rows on disk first
const ORDER = "order by events.date desc, events.id desc";

/**
 * PostgreSQL writes the CSV itself (COPY … csv): text cells always quoted (commas, quotes and line
 * breaks stay inside them, quotes doubled), lines ending in \n. The server only forwards its bytes.
 */
function csvCopy(
  where: string,
  publicUrl: string,
  tables: string,
  revision: ExportRevision,
  additions: RevisionSixOptions,
): string {
  // from revision 3 only the title is always quoted: an address is quoted only when it needs it
  const quoted = revision >= SLIM_EXPORT_REVISION ? "title" : "title, source_url, url";
  return `copy (${tables}${tableSelect(where, publicUrl, neutralised, revision, additions, tables !== "")})
    to stdout with (format csv, header true, force_quote (${quoted}))`;
}

/**
 * Each codebook column's value in SQL, free text passed through `text` (neutralised for the CSV); the
 * strongest attribution's columns come from the lateral join, named apart from the events' own (date),
 * which the filter names bare.
 */
function columnValues(
  publicUrl: string,
  text: (sql: string) => string,
  revision: ExportRevision,
  additions: RevisionSixOptions,
): Record<string, string> {
  const { latitude, longitude, published, updated, time } = numerals(revision);
  return {
    ...revisionSixValues(publicUrl, { time, text, bool: (sql) => `${sql}::text` }, additions),
    ...placeValues(text),
    id: "id",
    date: "to_char(date, 'YYYY-MM-DD')",
    title: text("title"),
    type: "type",
    kind: "kind",
    country: "country",
    latitude,
    longitude,
    source_url: text("source_url"),
    published_at: published,
    updated_at: updated,
    url: pageUrl(publicUrl),
    attribution_party: "strongest_party",
    attribution_by: "strongest_by",
    attribution_confidence: "strongest_confidence",
    attribution_date: "strongest_date",
    source_count: SOURCE_COUNT,
    attribution_count: ATTRIBUTION_COUNT,
    place_precision: "place_precision",
    time_precision: "time_precision",
  };
}

/**
 * The CSV's columns of the revision in order, free text passed through `text` (neutralised for the CSV);
 * `asOf` when `events` is a data version's rebuilt from its versions (asOfTables).
 */
function tableSelect(
  where: string,
  publicUrl: string,
  text: (sql: string) => string,
  revision: ExportRevision,
  additions: RevisionSixOptions,
  asOf: boolean,
): string {
  const values = columnValues(publicUrl, text, revision, additions);
  const columns = csvColumns(revision, additions).map((name) => `${values[name]} as ${name}`);
  return `select ${columns.join(", ")}
      from events ${STRONGEST_JOIN} ${revisionSixJoins(revision, additions)} ${placeJoin(revision, asOf)}
     where ${where} ${ORDER}`;
}

/**
 * The CSV's rows for a spreadsheet, in COPY's text format (tab-separated, escaped, \N for null): the
 * titles as they are, since a sheet's text cell is never run as a formula.
 */
function sheetCopy(
  where: string,
  publicUrl: string,
  tables: string,
  revision: ExportRevision,
  additions: RevisionSixOptions,
): string {
  const asOf = tables !== "";
  return `copy (${tables}${tableSelect(where, publicUrl, (sql) => sql, revision, additions, asOf)}) to stdout`;
}

/** A JSON member `"name":value` from SQL giving the value's JSON text. */
const member = (name: string, json: string) => `'"${name}":' || ${json}`;
/** A text or null column as JSON text: `null` for null. */
const jsonText = (sql: string) => `coalesce(to_json(${sql})::text, 'null')`;

/**
 * One GeoJSON feature per line, a comma before all but the first: the CSV's columns as flat properties
 * (what GIS tools read as a table), written as compact JSON text (json_build_object spaces every
 * member). JSON text holds no raw line break or control character, so with a quote and a delimiter that
 * never occur in it, COPY's csv format writes it untouched (its text format would double every
 * backslash). Coordinates and counts are numbers; float8 as text is its shortest exact form. From
 * revision 4 a property whose value is null is left out (decision 105).
 */
function geojsonCopy(
  where: string,
  publicUrl: string,
  tables: string,
  revision: ExportRevision,
  additions: RevisionSixOptions,
): string {
  const sparse = revision >= SPARSE_EXPORT_REVISION;
  const quoted = (sql: string) => `'"' || ${sql} || '"'`;
  // a value's JSON text, or null where the property is left out: from revision 4, for a null value
  const nullable = (sql: string) => (sparse ? `to_json(${sql})::text` : jsonText(sql));
  const { latitude, longitude, published, updated, time } = numerals(revision);
  const same = (sql: string) => sql;
  const added = revisionSixValues(publicUrl, { time, text: same, bool: same }, additions);
  // each codebook column's value as JSON text; the coordinates are the geometry, and from revision 3 the
  // id is the feature's own only
  const values: Record<string, string> = {
    ...(revision < SLIM_EXPORT_REVISION && { id: quoted("id::text") }),
    date: quoted("to_char(date, 'YYYY-MM-DD')"),
    title: nullable("title"),
    type: nullable("type"),
    kind: nullable("kind"),
    country: nullable("country"),
    source_url: nullable("source_url"),
    published_at: quoted(published),
    updated_at: quoted(updated),
    url: jsonText(pageUrl(publicUrl)),
    attribution_party: nullable("strongest_party"),
    attribution_by: nullable("strongest_by"),
    attribution_confidence: nullable("strongest_confidence"),
    attribution_date: nullable("strongest_date"),
    source_count: `${SOURCE_COUNT}::text`,
    attribution_count: `${ATTRIBUTION_COUNT}::text`,
    place_precision: nullable("place_precision"),
    time_precision: nullable("time_precision"),
    ...Object.fromEntries(Object.entries(added).map(([name, sql]) => [name, nullable(sql)])),
    ...Object.fromEntries(
      Object.entries(placeValues(same)).map(([name, sql]) => [
        name,
        // the distance a JSON number, as the version keeps it
        name === "distance_km" ? `(version_place->'distanceKm')::text` : nullable(sql),
      ]),
    ),
  };
  const members = [...incidentColumnsOf(revision), ...requestedColumns(additions)]
    .filter((column) => column.csv in values)
    .map((column) => member(column.json, values[column.csv]!));
  // up to revision 3 every member, null or not; from revision 4 a member that is null (its value null) is
  // left out with its comma: `date`, first, is never null
  const properties = sparse
    ? [members[0], ...members.slice(1).map((m) => `coalesce(',' || ${m}, '')`)].join(" || ")
    : members.join(" || ',' || ");
  return `copy (${tables}
    select case when row_number() over (${ORDER}) = 1 then '' else ',' end
      || '{"type":"Feature","id":"' || id::text || '","geometry":{"type":"Point","coordinates":['
      || ${longitude}::text || ',' || ${latitude}::text || ']},"properties":{' || ${properties} || '}}'
      from events ${STRONGEST_JOIN} ${revisionSixJoins(revision, additions)} ${placeJoin(revision, tables !== "")}
     where ${where} ${ORDER}
  ) to stdout with (format csv, quote e'\\x01', delimiter e'\\x02')`;
}

/**
 * The COPY statement of an export (also run by the export benchmark as its database-only reference);
 * with `asOf`, a published version, the public data as it was then (decision 096), in the columns of `revision`, with
 * the captures kept by `additions.until` (the version's time; now when not given) and the translations
 * asked for.
 */
export function exportStatement(
  format: ExportFormat,
  where: Conditions,
  publicUrl: string,
  asOf?: AsOf,
  revision: ExportRevision = LATEST_EXPORT_REVISION,
  additions: RevisionSixOptions = { until: asOf?.time ?? new Date().toISOString() },
): string {
  const conditions = withLiterals(where.sql.join(" and "), where.params);
  const tables = asOf ? asOfTables(asOf) : "";
  if (revision === LEGACY_EXPORT_REVISION) {
    const permalink = pageUrl(publicUrl);
    return legacyExportStatement(format, { where: conditions, permalink, neutralised, order: ORDER, tables });
  }
  const copy = { csv: csvCopy, geojson: geojsonCopy, xlsx: sheetCopy }[format];
  return copy(conditions, publicUrl, tables, revision, additions);
}

/** The bytes of an export between a head and a tail. */
class Framed extends Transform {
  constructor(
    private head: string,
    private readonly tail: string,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.head) {
      this.push(this.head);
      this.head = "";
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    done(null, this.head + this.tail);
  }
}

/**
 * Each export holds a connection of the pool for as long as its client reads; past this many at once on
 * one instance, more wait (429 with Retry-After) so the site's own queries always find a connection.
 */
export const MAX_OPEN_EXPORTS = 4;
let openExports = 0;

export interface ExportStream {
  /** The bytes as PostgreSQL writes them; end or destroy it to give the connection back. */
  rows: Readable;
  /** The document around them (GeoJSON's FeatureCollection), or made of them (an XLSX workbook). */
  body: Transform;
}

type PgClient = pg.Client & {
  query(stream: ReturnType<typeof copyTo>): ReturnType<typeof copyTo>;
  /** The backend's process id, as its BackendKeyData named it (pg sets it; its types leave it out). */
  processID: number;
};

/** The ORM's connection pool, as knex's client (which knex types as `any`) lends and takes back connections. */
interface ConnectionPool {
  acquireConnection(): Promise<PgClient>;
  releaseConnection(connection: PgClient): Promise<void>;
}

/** What surrounds the rows: a byte-order mark before a CSV, the collection's metadata in GeoJSON. */
export interface ExportFraming {
  /** Starts a CSV with U+FEFF, so spreadsheet programs read it as UTF-8. */
  bom?: boolean;
  /** GeoJSON's foreign member "metadata" (RFC 7946 §6.1): licence, data version, filter. */
  metadata?: Record<string, unknown>;
  /** An XLSX workbook's sheet "About": what the file is, a name and a value a row. */
  about?: readonly [string, string][];
  /** The date an XLSX workbook and its entries carry: its data version's, so the same version is the same bytes. */
  dated?: Date;
  /** The export revision of the data version (decision 099): which columns it has. The latest when not given. */
  revision?: ExportRevision;
  /** From revision 6: the version's time, for its captures, and the translations asked for (decision 125). */
  additions?: RevisionSixOptions;
}

function framed(
  format: ExportFormat,
  { bom = false, metadata, about = [], dated, revision, additions }: ExportFraming,
): Transform {
  if (format === "xlsx") return new XlsxEncoder(csvColumns(revision, additions), about, dated ?? new Date(0));
  if (format === "csv") return new Framed(bom ? "\uFEFF" : "", "");
  const members = metadata ? `"metadata":${JSON.stringify(metadata)},` : "";
  return new Framed(`{"type":"FeatureCollection",${members}"features":[\n`, "]}\n");
}

/** Cancels what a backend of `server` runs now (pg_cancel_backend); nothing when it is idle or gone. */
async function cancelStatement(server: Connection, backend: number): Promise<void> {
  await server.execute("select pg_cancel_backend(?)", [backend]).catch(() => undefined);
}

/** Seconds a download refused for want of a free slot is told to wait: downloads of the whole set take a few. */
export const EXPORT_SLOT_RETRY_SECONDS = 5;

/**
 * The approved events matching `where`, newest first, in the format: COPY streams them as the client takes
 * them (PostgreSQL's socket is paused while the client is behind), so memory stays flat whatever the
 * number of rows. `where` null matches nothing.
 */
export async function openExport(
  em: EntityManager,
  format: ExportFormat,
  where: Conditions | null,
  publicUrl: string,
  framing: ExportFraming = {},
  asOf?: AsOf,
): Promise<ExportStream> {
  if (!where) {
    const columns = csvColumns(framing.revision, framing.additions);
    const header = format === "csv" ? [Buffer.from(`${columns.join(",")}\n`)] : [];
    return { rows: Readable.from(header), body: framed(format, framing) };
  }
  if (openExports >= MAX_OPEN_EXPORTS) {
    // not the address's quota: the server's slots, so no RateLimit-* figures apply
    throw new RateLimitedError(apiMessages.exportSlotsBusy, EXPORT_SLOT_RETRY_SECONDS, null);
  }
  openExports++;
  // a visitor's download reads a standby when the request was sent to one (decision 128); its cancel must
  // reach the same server, whatever request it happens in
  const server = em.getConnection("read");
  const pool = server.getKnex().client as ConnectionPool;
  let client: PgClient;
  try {
    // a connection of the ORM's pool, held for as long as the client reads
    client = await pool.acquireConnection();
  } catch (error) {
    openExports--;
    throw error;
  }
  const body = framed(format, framing);
  const statement = exportStatement(format, where, publicUrl, asOf, framing.revision, framing.additions);
  const rows = client.query(copyTo(statement));
  let finished = false;
  rows.once("end", () => (finished = true));
  rows.once("close", () => {
    openExports--;
    // a COPY stopped half-way leaves its connection unusable: it is closed and marked as the ORM's pool
    // (knex) marks a connection that ended, so the pool drops it and opens another. Its statement is
    // cancelled first: a backend still sorting (an as-of rebuild, before its first row) reads nothing
    // from its socket, and would work on for as long as the statement takes with no one to send it to.
    if (!finished) {
      Object.assign(client, { __knex__disposed: "export abandoned by its client" });
      void cancelStatement(server, client.processID).finally(() => client.end().catch(() => undefined));
    }
    void pool.releaseConnection(client);
  });
  return { rows, body };
}
