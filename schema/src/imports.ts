import { ATTACK_TYPES, type AttackType } from "./incident-kinds.js";
import { messages } from "./messages.js";
import { PLACE_PRECISIONS, TIME_PRECISIONS } from "./precision.js";
import { titleLanguageError } from "./title-languages.js";
import { submittedDay, TITLE_MAX, validateSubmission } from "./validation.js";

/** The fields of an incident an imported row fills (decision 126). */
export const IMPORT_FIELDS = [
  "sourceUrl",
  "date",
  "latitude",
  "longitude",
  "type",
  "kind",
  "title",
  "titleLanguage",
  "placePrecision",
  "timePrecision",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** A field's value: a column of the file (a GeoJSON property), or one value for every row. */
export interface ImportFieldSource {
  column?: string | null;
  value?: string | null;
}
export type ImportMapping = Partial<Record<ImportField, ImportFieldSource>>;

export const IMPORT_PRESETS = ["acled", "ucdp", "custom"] as const;
export type ImportPreset = (typeof IMPORT_PRESETS)[number];

interface Preset {
  mapping: ImportMapping;
  /** The dataset's codes turned into this site's words, by field. */
  codes: Partial<Record<ImportField, Record<string, string>>>;
}

/**
 * ACLED's export (event_date, latitude, longitude, source, notes, geo_precision 1–3, time_precision 1–3)
 * and UCDP GED's (date_start, latitude, longitude, source_article, source_headline, where_prec 1–7,
 * date_prec 1–5). Neither names the attribution, so `type` is always the moderator's choice; UCDP's
 * headlines are in their articles' languages, so their language is the moderator's choice too.
 */
export const PRESETS: Record<Exclude<ImportPreset, "custom">, Preset> = {
  acled: {
    mapping: {
      sourceUrl: { column: "source" },
      date: { column: "event_date" },
      latitude: { column: "latitude" },
      longitude: { column: "longitude" },
      title: { column: "notes" },
      // ACLED writes its notes in English whatever the country
      titleLanguage: { value: "en" },
      placePrecision: { column: "geo_precision" },
      timePrecision: { column: "time_precision" },
      kind: { value: "other" },
    },
    codes: {
      placePrecision: { "1": "town", "2": "region", "3": "region" },
      timePrecision: { "1": "day", "2": "day", "3": "month" },
    },
  },
  ucdp: {
    mapping: {
      sourceUrl: { column: "source_article" },
      date: { column: "date_start" },
      latitude: { column: "latitude" },
      longitude: { column: "longitude" },
      title: { column: "source_headline" },
      placePrecision: { column: "where_prec" },
      timePrecision: { column: "date_prec" },
      kind: { value: "other" },
    },
    codes: {
      placePrecision: {
        "1": "exact",
        "2": "town",
        "3": "region",
        "4": "region",
        "5": "region",
        "6": "country",
        "7": "country",
      },
      timePrecision: { "1": "day", "2": "day", "3": "day", "4": "month", "5": "year" },
    },
  },
};

/** The mapping's columns that the file lacks; an empty list when every one is there. */
export function missingColumns(mapping: ImportMapping, columns: readonly string[]): string[] {
  const have = new Set(columns);
  return IMPORT_FIELDS.flatMap((field) => {
    const column = mapping[field]?.column;
    return column && !have.has(column) ? [column] : [];
  });
}

/** An incident read from one row, ready to store, or why the row is refused (field → message). */
export type ImportedRow =
  | {
      ok: true;
      sourceUrl: string;
      date: string;
      latitude: number;
      longitude: number;
      type: AttackType;
      kind: string;
      title: string | null;
      titleLanguage: string;
      placePrecision: string;
      timePrecision: string;
    }
  | { ok: false; errors: Record<string, string> };

/**
 * A day as the site types it, dd/mm/yyyy (d/m/yyyy, "." or "-" between), as yyyy-mm-dd; anything else as
 * given, for the submission's rules (which take yyyy-mm-dd and ISO timestamps). Never mm/dd: the site's
 * days are day first, and 12/11/2026 is 12 November.
 */
export function importedDate(text: string): string {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  return match ? `${match[3]}-${match[2]!.padStart(2, "0")}-${match[1]!.padStart(2, "0")}` : text;
}

const cut = (text: string) => (text.length > TITLE_MAX ? `${text.slice(0, TITLE_MAX - 1).trimEnd()}…` : text);

/** One row through the mapping and the submission's rules (the captcha aside: a moderator imports). */
export function readImportRow(
  row: Record<string, string>,
  mapping: ImportMapping,
  preset: ImportPreset,
  today: string,
): ImportedRow {
  const codes = preset === "custom" ? {} : PRESETS[preset].codes;
  const get = (field: ImportField) => {
    const from = mapping[field];
    const raw = (from?.column ? row[from.column] : from?.value)?.trim() ?? "";
    return codes[field]?.[raw] ?? raw;
  };
  const input = {
    type: get("type"),
    kind: get("kind"),
    sourceUrl: get("sourceUrl"),
    date: importedDate(get("date")),
    latitude: get("latitude"),
    longitude: get("longitude"),
    placePrecision: get("placePrecision") || "exact",
    timePrecision: get("timePrecision") || "day",
    captchaToken: "import",
  };
  const errors = validateSubmission(input, today) as Record<string, string>;
  // a title without a language of its own is the source address's fallback, marked as a submission's is
  const titleLanguage = get("titleLanguage").toLowerCase() || "en";
  if (titleLanguageError(titleLanguage)) errors.titleLanguage = messages.importTitleLanguageInvalid;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const title = get("title").replace(/\s+/g, " ");
  return {
    ok: true,
    sourceUrl: new URL(input.sourceUrl).href,
    date: submittedDay(input.date)!,
    latitude: Number(input.latitude),
    longitude: Number(input.longitude),
    type: input.type as AttackType,
    kind: input.kind,
    title: title ? cut(title) : null,
    titleLanguage,
    placePrecision: input.placePrecision,
    timePrecision: input.timePrecision,
  };
}

/** Whether a mapping names a column or a value for every field a submission needs. */
export function mappingErrors(mapping: ImportMapping): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of ["sourceUrl", "date", "latitude", "longitude", "type", "kind"] as const) {
    const from = mapping[field];
    if (!from?.column?.trim() && !from?.value?.trim()) errors[field] = messages.importFieldUnmapped;
  }
  // a file's titles are in whatever language it was written in: the moderator says which, never assumed
  const language = mapping.titleLanguage;
  if (mapping.title?.column?.trim() && !language?.column?.trim() && !language?.value?.trim())
    errors.titleLanguage = messages.importTitleLanguageUnmapped;
  if (language?.value && titleLanguageError(language.value.toLowerCase()))
    errors.titleLanguage = messages.importTitleLanguageInvalid;
  const type = mapping.type?.value;
  if (type && !ATTACK_TYPES.includes(type as AttackType)) errors.type = messages.typeInvalid;
  const place = mapping.placePrecision?.value;
  if (place && !(PLACE_PRECISIONS as readonly string[]).includes(place))
    errors.placePrecision = messages.placePrecisionInvalid;
  const time = mapping.timePrecision?.value;
  if (time && !(TIME_PRECISIONS as readonly string[]).includes(time))
    errors.timePrecision = messages.timePrecisionInvalid;
  return errors;
}
