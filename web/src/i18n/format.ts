import { useMemo } from "react";
import type { Locale } from "@incident-watch/schema";
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

/** Dates, numbers, relative times and country names in a language, through Intl (formatters kept). */
export function formatters(locale: Locale) {
  const formats = intlFormatters(locale);
  if (locale !== "en" || !pseudoLocaleOn()) return formats;
  // the pseudo-locale marks what Intl writes too, so a test tells it from text written in the code
  return {
    ...formats,
    date: (...args: Parameters<typeof formats.date>) => pseudoText(formats.date(...args)),
    instant: (value: Date | number) => pseudoText(formats.instant(value)),
    number: (...args: Parameters<typeof formats.number>) => pseudoText(formats.number(...args)),
    relative: (...args: Parameters<typeof formats.relative>) => pseudoText(formats.relative(...args)),
    country: (code: string) => pseudoText(formats.country(code)),
  };
}

function intlFormatters(locale: Locale) {
  return {
    locale,
    date: (value: Date | number, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }) =>
      cached(`d/${locale}/${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options)).format(
        value,
      ),
    /** A moment, short: "22/11/2026, 10:05" (English keeps the day-first date the site writes). */
    instant: (value: Date | number) =>
      cached(
        `i/${locale}`,
        () =>
          new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
            dateStyle: "short",
            timeStyle: "short",
          }),
      ).format(value),
    number: (value: number, options: Intl.NumberFormatOptions = {}) =>
      cached(`n/${locale}/${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options)).format(
        value,
      ),
    relative: (value: number, unit: Intl.RelativeTimeFormatUnit) =>
      cached(`r/${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" })).format(
        value,
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
