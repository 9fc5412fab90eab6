import { useMemo } from "react";
import { INSTANT_STYLE, instantLocale, type Locale } from "@incident-watch/schema";
import { useLocale } from "./locale";
import { pseudoLocaleOn, pseudoText } from "./pseudoLocale";

const cache = new Map<
  string,
  Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.DisplayNames
>();

function cached<F>(key: string, make: () => F): F {
  let format = cache.get(key) as F | undefined;
  if (!format) {
    format = make();
    cache.set(key, format as never);
  }
  return format;
}

/**
 * A day as people type it and the site writes it, dd/mm/yyyy in every language (docs/languages.md):
 * yyyy-mm-dd (or an ISO timestamp's day) → dd/mm/yyyy; anything else as given.
 */
export function formatDay(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

/**
 * Dates, numbers, relative times and country names in a language, through Intl (formatters kept). The
 * site writes two kinds of date, each one way (decision 141): a day (an incident's, a source's) as
 * `day`, and a moment the site recorded (an edit, a review, a version) as `instant`, in UTC and saying so.
 */
export function formatters(locale: Locale) {
  const formats = intlFormatters(locale);
  if (locale !== "en" || !pseudoLocaleOn()) return formats;
  // the pseudo-locale marks what Intl writes too, so a test tells it from text written in the code
  return {
    ...formats,
    date: (...args: Parameters<typeof formats.date>) => pseudoText(formats.date(...args)),
    day: (date: string) => pseudoText(formats.day(date)),
    instant: (value: Moment) => pseudoText(formats.instant(value)),
    number: (...args: Parameters<typeof formats.number>) => pseudoText(formats.number(...args)),
    relative: (...args: Parameters<typeof formats.relative>) => pseudoText(formats.relative(...args)),
    ago: (...args: Parameters<typeof formats.ago>) => pseudoText(formats.ago(...args)),
    country: (code: string) => pseudoText(formats.country(code)),
  };
}

/** A moment as the API sends it (an ISO string) or as the app holds it. */
type Moment = Date | number | string;

function intlFormatters(locale: Locale) {
  return {
    locale,
    date: (value: Date | number, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }) =>
      cached(`d/${locale}/${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options)).format(
        value,
      ),
    day: formatDay,
    /**
     * A moment: the language's numeric date and time, in UTC and saying so ("27/11/2026, 00:38 UTC",
     * "27.11.2026, 00:38 UTC"); English writes the day first, as the site's days are.
     */
    instant: (value: Moment) =>
      `${cached(`i/${locale}`, () => new Intl.DateTimeFormat(instantLocale(locale), INSTANT_STYLE)).format(
        new Date(value),
      )} UTC`,
    number: (value: number, options: Intl.NumberFormatOptions = {}) =>
      cached(`n/${locale}/${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(
        value,
      ),
    relative: (value: number, unit: Intl.RelativeTimeFormatUnit) =>
      cached(`r/${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" })).format(
        value,
        unit,
      ),
    /**
     * Whole units ago, always as a number with the language's plural forms ("1 day ago", "vor 3 Tagen"),
     * never "yesterday": the forum's relative times (spec §2).
     */
    ago: (count: number, unit: Intl.RelativeTimeFormatUnit) =>
      cached(`a/${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: "always" })).format(
        -count,
        unit,
      ),
    /** A country's name from its ISO 3166 code ("PL" → "Polen" in German). */
    country: (code: string) => {
      try {
        const names = cached(`c/${locale}`, () => new Intl.DisplayNames(locale, { type: "region" }));
        return names.of(code.toUpperCase()) ?? code;
      } catch {
        return code; // not a region code Intl knows
      }
    },
    /** A language's name from its ISO 639-1 code ("pl" → "Polnisch" in German). */
    language: (code: string) => {
      try {
        const names = cached(`l/${locale}`, () => new Intl.DisplayNames(locale, { type: "language" }));
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    },
  };
}

export type Formatters = ReturnType<typeof formatters>;

export function useFormat(): Formatters {
  const locale = useLocale();
  return useMemo(() => formatters(locale), [locale]);
}
