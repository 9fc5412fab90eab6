import { EVIDENCE_EXPORT_REVISION } from "@incident-watch/schema";
import {
  archivePageUrl,
  sourceUrlCaptureJoin,
  translationJoin,
} from "../../incidents-read/evidence-read.queries.js";
import { titleHash } from "../title-hash.js";
import type { ExportRevision } from "./export-revision.js";

/**
 * What export revision 6 (decision 125) adds to the flat downloads: the title's language, the evidence
 * status and geolocation method, and the capture of `source_url`; and, on request, the title in other
 * languages, three columns a language after every other.
 */
export interface RevisionSixOptions {
  /** The data version's time: a capture shows once kept by then (decision 125). */
  until: string;
  /** Languages whose translations of the title are added (`translations=de,pl`), in the order asked. */
  translations?: readonly string[];
}

/** The columns a translation adds, by language: CSV names, GeoJSON names. */
export function translationColumns(language: string): { csv: string; json: string }[] {
  const camel = language.charAt(0).toUpperCase() + language.slice(1);
  return [
    { csv: `title_${language}`, json: `title${camel}` },
    { csv: `title_${language}_provenance`, json: `title${camel}Provenance` },
    { csv: `title_${language}_stale`, json: `title${camel}Stale` },
  ];
}

/** The alias of a language's translation join (`tr_de`). */
const alias = (language: string) => `tr_${language.replace(/[^a-z]/g, "")}`;

/** The joins revision 6 reads through, after the strongest attribution's: none before it. */
export function revisionSixJoins(revision: ExportRevision, options: RevisionSixOptions): string {
  if (revision < EVIDENCE_EXPORT_REVISION) return "";
  const translations = (options.translations ?? []).map((l) =>
    translationJoin(l, alias(l), titleHash("events")),
  );
  return [sourceUrlCaptureJoin(options.until), ...translations].join("\n");
}

/** How a format writes the new columns' values: times, free text, true or false. */
export interface ValueForms {
  time: (sql: string) => string;
  /** Neutralised in the CSV (a leading = is not a formula), as it is in GeoJSON. */
  text: (sql: string) => string;
  /** `true`/`false` as words in the CSV and the sheet (COPY writes t and f), JSON's in GeoJSON. */
  bool: (sql: string) => string;
}

/**
 * Each new column's value in SQL by its CSV name, in a format's forms. The capture's columns are null
 * while `source_url` has no capture (its timestamp flag too).
 */
export function revisionSixValues(
  publicUrl: string,
  { time, text, bool }: ValueForms,
  options: RevisionSixOptions,
): Record<string, string> {
  const values: Record<string, string> = {
    title_language: "title_language",
    evidence_status: "evidence_status",
    geolocation_method: "geolocation_method",
    capture_sha256: "capture_sha256",
    captured_at: time("capture_time"),
    archive_url: `case when capture_id is not null then ${archivePageUrl(publicUrl, "capture_id")} end`,
    capture_timestamped: bool("capture_stamped"),
    wayback_url: text("capture_wayback"),
  };
  for (const language of options.translations ?? []) {
    const [title, provenance, stale] = translationColumns(language);
    values[title!.csv] = text(`${alias(language)}_title`);
    values[provenance!.csv] = `${alias(language)}_provenance`;
    values[stale!.csv] = bool(`${alias(language)}_stale`);
  }
  return values;
}

/** The translation columns asked for, after the revision's own: CSV names, GeoJSON names. */
export const requestedColumns = (options: RevisionSixOptions) =>
  (options.translations ?? []).flatMap(translationColumns);
