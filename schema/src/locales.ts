/**
 * The interface's languages (issue 41, decision 114). English is the source and lives at the paths
 * without a prefix; every other language at the same paths under its code ("/de/forum").
 */
export const LOCALES = [
  "en",
  "de",
  "fr",
  "it",
  "es",
  "nl",
  "pl",
  "cs",
  "ro",
  "sv",
  "fi",
  "et",
  "lv",
  "lt",
  "uk",
  "ru",
] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

/** Each language's name in itself, as its readers look for it in a language menu. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  de: "Deutsch",
  fr: "Français",
  it: "Italiano",
  es: "Español",
  nl: "Nederlands",
  pl: "Polski",
  cs: "Čeština",
  ro: "Română",
  sv: "Svenska",
  fi: "Suomi",
  et: "Eesti",
  lv: "Latviešu",
  lt: "Lietuvių",
  uk: "Українська",
  ru: "Русский",
};

/** The cookie that keeps a visitor's choice of language (set by the language menu). */
export const LOCALE_COOKIE = "lang";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** "/de/forum" → { locale: "de", path: "/forum" }; "/de" and "/de/" → "/"; a path without a prefix is English. */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(path);
  if (!match || !isLocale(match[1]) || match[1] === DEFAULT_LOCALE) return { locale: DEFAULT_LOCALE, path };
  return { locale: match[1], path: match[2] || "/" };
}

/** The address of a path in a language: "/forum" in German is "/de/forum", the home page "/de/". */
export function localePath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === "/" ? `/${locale}/` : `/${locale}${path}`;
}
