import type { Locale } from "@incident-watch/schema";
import { pseudoLocaleOn, pseudoMarkup } from "../../i18n/pseudoLocale";

/**
 * The captcha widget's own words in the page's language: the `altcha` package ships a translation for each
 * of the interface's languages, loaded with the widget (its code names a few by region). Each returns the
 * name the widget knows it by.
 */
const WIDGET_LANGUAGES: Record<Locale, () => Promise<string>> = {
  en: () => import("altcha/i18n/en").then(() => "en"),
  de: () => import("altcha/i18n/de").then(() => "de"),
  fr: () => import("altcha/i18n/fr-fr").then(() => "fr-fr"),
  it: () => import("altcha/i18n/it").then(() => "it"),
  es: () => import("altcha/i18n/es-es").then(() => "es-es"),
  nl: () => import("altcha/i18n/nl").then(() => "nl"),
  pl: () => import("altcha/i18n/pl").then(() => "pl"),
  cs: () => import("altcha/i18n/cs").then(() => "cs"),
  ro: () => import("altcha/i18n/ro").then(() => "ro"),
  sv: () => import("altcha/i18n/sv").then(() => "sv"),
  fi: () => import("altcha/i18n/fi").then(() => "fi"),
  et: () => import("altcha/i18n/et").then(() => "et"),
  lv: () => import("altcha/i18n/lv").then(() => "lv"),
  lt: () => import("altcha/i18n/lt").then(() => "lt"),
  uk: () => import("altcha/i18n/uk").then(() => "uk"),
  ru: () => import("altcha/i18n/ru").then(() => "ru"),
};

/** Loads the widget's words for `locale` (in the pseudo-locale, English's marked as its own are). */
export async function loadWidgetLanguage(locale: Locale): Promise<string> {
  const language = await WIDGET_LANGUAGES[locale]();
  if (locale === "en" && pseudoLocaleOn()) {
    const strings = globalThis.$altcha.i18n.get(language) as Record<string, string>;
    globalThis.$altcha.i18n.set(
      language,
      Object.fromEntries(Object.entries(strings).map(([key, text]) => [key, pseudoMarkup(text)])),
    );
  }
  return language;
}
