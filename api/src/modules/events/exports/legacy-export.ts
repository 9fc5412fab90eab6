import { isoTime } from "../research/change-tracking.queries.js";
import {
  ATTRIBUTION_COUNT,
  ATTRIBUTIONS_JSON,
  PUBLIC_UPDATED_AT,
  PUBLISHED_AT,
  SOURCE_COUNT,
  sourcesJson,
  STRONGEST_WITH_SOURCE_JOIN,
} from "../../incidents-read/incidents-read.queries.js";

/**
 * Export revision 0 (decision 109): the CSV, XLSX and GeoJSON as the code before 2026-11-25 wrote them,
 * which a site that ran it published its data versions in. Its statements are that code's, reading the
 * tables (live or as of a time) under the same names, so that each of those versions keeps its bytes.
 */
export const LEGACY_EXPORT_REVISION = 0;

export const LEGACY_CSV_COLUMNS = [
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
  "published_at",
  "updated_at",
  "url",
  "attribution_party",
  "attribution_by",
  "attribution_confidence",
  "attribution_date",
  "attribution_source_url",
  "source_count",
  "attribution_count",
] as const;

interface LegacySql {
  /** The filter's conditions over `events`, literals written in. */
  where: string;
  /** The incident's page: `permalink` and `url` were both that address. */
  permalink: string;
  /** A free-text cell neutralised against spreadsheet formulas (the CSV's). */
  neutralised: (sql: string) => string;
  order: string;
  /** The as-of tables placed before the query, or nothing for the live ones. */
  tables: string;
}

/** The CSV's (or the sheet's) columns in order, free text passed through `text`. */
function legacyTable(sql: LegacySql, text: (value: string) => string): string {
  return `${sql.tables}select id, to_char(date, 'YYYY-MM-DD') as date, ${text("title")} as title, type, kind,
           country, latitude, longitude, ${text("source_url")} as source_url, ${sql.permalink} as permalink,
           ${isoTime(PUBLISHED_AT)} as published_at, ${isoTime(PUBLIC_UPDATED_AT)} as updated_at,
           ${sql.permalink} as url, strongest_party as attribution_party, strongest_by as attribution_by,
           strongest_confidence as attribution_confidence, strongest_date as attribution_date,
           ${text("strongest_source_url")} as attribution_source_url, ${SOURCE_COUNT} as source_count,
           ${ATTRIBUTION_COUNT} as attribution_count
      from events ${STRONGEST_WITH_SOURCE_JOIN} where ${sql.where} ${sql.order}`;
}

/** The COPY statement of a revision 0 download: its columns, quoting and GeoJSON properties. */
export function legacyExportStatement(format: "csv" | "geojson" | "xlsx", sql: LegacySql): string {
  if (format === "csv") {
    return `copy (${legacyTable(sql, sql.neutralised)}) to stdout with (format csv, header true,
      force_quote (title, source_url, permalink, url, attribution_source_url))`;
  }
  if (format === "xlsx") return `copy (${legacyTable(sql, (value) => value)}) to stdout`;
  // json_build_object, whose text puts a space around each colon, and every property, nulls too
  return `copy (${sql.tables}
    select case when row_number() over (${sql.order}) = 1 then '' else ',' end || json_build_object(
      'type', 'Feature', 'id', id::text,
      'geometry', json_build_object('type', 'Point', 'coordinates', json_build_array(longitude, latitude)),
      'properties', json_build_object('id', id::text, 'date', to_char(date, 'YYYY-MM-DD'), 'title', title,
        'type', type, 'kind', kind, 'country', country, 'sourceUrl', source_url,
        'permalink', ${sql.permalink}, 'publishedAt', ${isoTime(PUBLISHED_AT)},
        'updatedAt', ${isoTime(PUBLIC_UPDATED_AT)}, 'url', ${sql.permalink},
        'sources', ${sourcesJson(LEGACY_EXPORT_REVISION)}, 'attributions', ${ATTRIBUTIONS_JSON})
    )::text
      from events where ${sql.where} ${sql.order}
  ) to stdout with (format csv, quote e'\\x01', delimiter e'\\x02')`;
}
