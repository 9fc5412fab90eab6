import { apiMessages, EVIDENCE_EXPORT_REVISION, isLocale, LOCALES } from "@incident-watch/schema";
import { ValidationError } from "../../../core/errors.js";
import type { ExportRevision } from "../exports/export-revision.js";
import type { Query } from "./research-parameters.js";

/** The research paths' parameter asking for the title's translations (decision 125): `translations=de,pl`. */
export const TRANSLATIONS_PARAMETER = "translations";

/**
 * The languages `translations` asks for, in its order; undefined when not given. Each must be one of the
 * site's languages as its code is written (`de`, not `DE`), given once (so at most 16); anything else is
 * a 400 naming the parameter.
 */
export function requestedTranslations(query: Query): readonly string[] | undefined {
  const value = query[TRANSLATIONS_PARAMETER];
  if (value === undefined) return undefined;
  const languages = typeof value === "string" ? value.split(",") : [];
  const valid =
    languages.length > 0 &&
    languages.length <= LOCALES.length &&
    languages.every(isLocale) &&
    new Set(languages).size === languages.length;
  if (!valid) throw new ValidationError({ [TRANSLATIONS_PARAMETER]: apiMessages.translationsInvalid });
  return languages;
}

/** Translations come with the fields of export revision 6: a version published before keeps its own. */
export function assertTranslatable(languages: readonly string[] | undefined, revision: ExportRevision): void {
  if (languages && revision < EVIDENCE_EXPORT_REVISION) {
    throw new ValidationError({ [TRANSLATIONS_PARAMETER]: apiMessages.translationsBeforeRevision6 });
  }
}
