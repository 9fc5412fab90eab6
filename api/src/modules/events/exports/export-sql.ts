import pg from "pg";
import { SLIM_EXPORT_REVISION, SPARSE_EXPORT_REVISION } from "@incident-watch/schema";
import { isoTime, isoSeconds } from "../research/change-tracking.queries.js";
import { PUBLIC_UPDATED_AT, PUBLISHED_AT } from "../../incidents-read/incidents-read.queries.js";
import type { ExportRevision } from "./export-revision.js";

// How the downloads write values in SQL: text a spreadsheet must not run, the page's address, the filter's
// literals, and numbers and times to the digits a revision keeps.

/**
 * A text cell a spreadsheet would run as a formula (starting with = + - @, tab or carriage return) gets a
 * leading apostrophe, so it is shown as text (CSV injection).
 */
export const neutralised = (sql: string) =>
  `case when left(${sql}, 1) in ('=', '+', '-', '@', chr(9), chr(13)) then '''' || ${sql} else ${sql} end`;

/** The incident's page, the `url` of every format. */
export const pageUrl = (publicUrl: string) => `${pg.escapeLiteral(publicUrl)} || '/incident/' || id::text`;

/**
 * COPY takes no bind parameters, so the filter's values are written into the statement as literals. They
 * are all checked before (enumerated types and kinds, two-letter countries, calendar dates, finite
 * numbers); the one free text, the title search, is quoted by node-postgres' escapeLiteral, which
 * doubles quotes and backslashes.
 */
export function withLiterals(sql: string, params: unknown[]): string {
  let n = 0;
  return sql.replace(/\?/g, () => {
    const value = params[n++];
    if (typeof value === "number" && Number.isFinite(value)) return String(value);
    if (typeof value === "string") return pg.escapeLiteral(value);
    throw new Error("An export filter value is neither text nor a finite number");
  });
}

/**
 * How a revision writes what has more digits than the data holds (decision 103): from revision 3 on,
 * coordinates to 5 decimals (about 1 m; an exact place is known within about 100 m) and times to the
 * second, from revision 4 coordinates to 4 decimals (about 10 m; decision 105); before, as stored, so that
 * those versions keep their bytes.
 */
export function numerals(revision: ExportRevision) {
  const slim = revision >= SLIM_EXPORT_REVISION;
  const scale = revision >= SPARSE_EXPORT_REVISION ? "1e4" : "1e5";
  // float8 arithmetic: an integer over 1e4 (1e5) is the double nearest the decimal, which float8 text writes as it
  const degrees = (column: string) => (slim ? `(round(${column} * ${scale}) / ${scale})` : column);
  const time = slim ? isoSeconds : isoTime;
  return {
    latitude: degrees("latitude"),
    longitude: degrees("longitude"),
    time,
    published: time(PUBLISHED_AT),
    // from revision 4 null (an empty cell, no GeoJSON property) when it is the publication time as written:
    // the incident has not changed since (decision 105)
    updated:
      revision >= SPARSE_EXPORT_REVISION
        ? `nullif(${time(PUBLIC_UPDATED_AT)}, ${time(PUBLISHED_AT)})`
        : time(PUBLIC_UPDATED_AT),
  };
}
