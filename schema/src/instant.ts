/**
 * The site's one way of writing a moment it recorded (decision 141): the language's numeric date and time,
 * in UTC, followed by "UTC". Used by the web's `format.instant` and the server's English ban texts.
 */
export const INSTANT_STYLE: Intl.DateTimeFormatOptions = {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
};

/** The locale whose style writes a moment: English writes the day first, as the site's days are. */
export const instantLocale = (locale: string): string => (locale === "en" ? "en-GB" : locale);
