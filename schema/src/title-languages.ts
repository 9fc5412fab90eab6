import { apiMessages } from "./api-messages.js";
import { LOCALES, type Locale } from "./locales.js";
import { messages } from "./messages.js";
import { hasVisibleText } from "./characters.js";
import { TITLE_MAX } from "./validation.js";

/**
 * Incident titles across languages (decision 117): a title is written in one of the site's languages,
 * and translated into the others by a moderator or, when an operator configures one, by a machine.
 */
export const TRANSLATION_PROVENANCES = ["moderator", "machine"] as const;
export type TranslationProvenance = (typeof TRANSLATION_PROVENANCES)[number];

/** Why a title language is refused (not one of the site's 16), or undefined. */
export function titleLanguageError(language: unknown): string | undefined {
  return typeof language === "string" && (LOCALES as readonly string[]).includes(language)
    ? undefined
    : apiMessages.titleLanguageInvalid;
}

/** A translated title's problems, by field (the same rules as the original title's). */
export function validateTitleTranslation(input: {
  language?: unknown;
  title?: string | null;
}): Partial<Record<"language" | "title", string>> {
  const title = input.title?.trim() ?? "";
  const problems: Partial<Record<"language" | "title", string>> = {};
  const language = titleLanguageError(input.language);
  if (language) problems.language = language;
  if (!hasVisibleText(title)) problems.title = messages.titleRequired;
  else if (title.length > TITLE_MAX) problems.title = messages.titleTooLong;
  return problems;
}

export const isTitleLanguage = (value: unknown): value is Locale => titleLanguageError(value) === undefined;
