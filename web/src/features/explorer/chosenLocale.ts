import { DEFAULT_LOCALE, isLocale, LOCALE_COOKIE, type Locale } from "@incident-watch/schema";

/** The language a visitor chose on the site (the cookie the language menu keeps), else English. */
export function chosenLocale(cookie: string): Locale {
  const value = cookie
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return value && isLocale(value) ? value : DEFAULT_LOCALE;
}
