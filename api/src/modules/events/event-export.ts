import { Readable, Transform, type TransformCallback } from "node:stream";
import type { EntityManager } from "@mikro-orm/postgresql";
import QueryStream from "pg-query-stream";
import { messages } from "@incident-watch/schema";
import { RateLimitedError } from "../../core/errors.js";
import type { Conditions } from "./event-search.js";

export type ExportFormat = "csv" | "geojson";

export const CSV_COLUMNS = [
  "id",
  "date",
  "title",
  "type",
  "kind",
  "country",
  "latitude",
  "longitude",
  "source_url",
  "permalink",
] as const;

/**
 * A text cell as CSV: always quoted (commas, quotes and line breaks stay inside it, quotes doubled), and
 * one a spreadsheet would run as a formula (starting with = + - @, tab or carriage return) gets a leading
 * apostrophe, so it is shown as text (CSV injection).
 */
const csvText = (sql: string) =>
  `'"' || replace(case when left(${sql}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${sql}
     else ${sql} end, '"', '""') || '"'`;

// $1 is the site's public address; the filter's parameters follow
const PERMALINK = `($1::text || '/incident/' || id::text)`;

// PostgreSQL writes each line (or feature) whole: the server only joins them, so a row costs no parsing
// beyond one text column.
const CSV_LINE = `concat_ws(',', id::text, to_char(date, 'YYYY-MM-DD'), ${csvText("title")}, type, kind,
  coalesce(country, ''), latitude::text, longitude::text, ${csvText("source_url")}, ${csvText(PERMALINK)}) || E'\\r\\n'`;

const GEOJSON_FEATURE = `json_build_object(
  'type', 'Feature', 'id', id::text,
  'geometry', json_build_object('type', 'Point', 'coordinates', json_build_array(longitude, latitude)),
  'properties', json_build_object('id', id::text, 'date', to_char(date, 'YYYY-MM-DD'), 'title', title,
    'type', type, 'kind', kind, 'country', country, 'sourceUrl', source_url, 'permalink', ${PERMALINK})
)::text`;

/** node-postgres numbers its parameters; the filter's SQL uses "?" (no literal in it contains one). */
function numbered(sql: string): string {
  let n = 1;
  return sql.replace(/\?/g, () => `$${++n}`);
}

function exportSql(format: ExportFormat, where: Conditions): string {
  const line = format === "csv" ? CSV_LINE : GEOJSON_FEATURE;
  return numbered(
    `select ${line} as line from events where ${where.sql.join(" and ")} order by date desc, id desc`,
  );
}

const CHUNK_BYTES = 64 * 1024;

/** Joins lines into chunks of about 64 KB between a head and a tail, with a separator between lines. */
class Joiner extends Transform {
  private parts: string[] = [];
  private size = 0;
  private first = true;

  constructor(
    private readonly head: string,
    private readonly separator: string,
    private readonly tail: string,
  ) {
    super({ writableObjectMode: true });
    this.parts.push(head);
    this.size = head.length;
  }

  override _transform(row: { line: string }, _encoding: BufferEncoding, done: TransformCallback): void {
    if (!this.first) this.parts.push(this.separator);
    this.first = false;
    this.parts.push(row.line);
    this.size += row.line.length + this.separator.length;
    if (this.size >= CHUNK_BYTES) this.emitChunk();
    done();
  }

  override _flush(done: TransformCallback): void {
    this.parts.push(this.tail);
    this.emitChunk();
    done();
  }

  private emitChunk(): void {
    this.push(this.parts.join(""));
    this.parts = [];
    this.size = 0;
  }
}

/**
 * Each export holds a connection of the pool for as long as its client reads; past this many at once on
 * one instance, more wait (429 with Retry-After) so the site's own queries always find a connection.
 */
export const MAX_OPEN_EXPORTS = 4;
let openExports = 0;

export interface ExportStream {
  /** The rows read from a PostgreSQL cursor, formatted; end or destroy it to give the connection back. */
  rows: Readable;
  body: Transform;
}

/**
 * The approved events matching `where`, newest first, in the format, read through a cursor in batches as
 * the client takes them: memory stays flat whatever the number of rows. `where` null matches nothing.
 */
export async function openExport(
  em: EntityManager,
  format: ExportFormat,
  where: Conditions | null,
  publicUrl: string,
): Promise<ExportStream> {
  const body =
    format === "csv"
      ? new Joiner(`${CSV_COLUMNS.join(",")}\r\n`, "", "")
      : new Joiner(`{"type":"FeatureCollection","features":[\n`, ",\n", "\n]}\n");
  if (!where) return { rows: Readable.from([], { objectMode: true }), body };
  if (openExports >= MAX_OPEN_EXPORTS) throw new RateLimitedError(messages.exportsTooMany, 5);
  openExports++;
  const knex = em.getConnection().getKnex();
  // a connection of the ORM's pool, held for as long as the client reads
  const client = (await knex.client.acquireConnection()) as {
    query: (stream: QueryStream) => QueryStream;
  };
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    openExports--;
    void knex.client.releaseConnection(client);
  };
  const sql = exportSql(format, where);
  const rows = client.query(
    new QueryStream(sql, [publicUrl, ...where.params], { batchSize: 1000, highWaterMark: 1000 }),
  );
  rows.once("close", release);
  rows.once("error", release);
  return { rows, body };
}
