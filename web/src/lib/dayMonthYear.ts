import { dayMonthYearProblem, isCalendarDate, messages } from "@incident-watch/schema";
import { useCallback } from "react";
import { useFormat, useMessageText, useT } from "../i18n";

/**
 * Dates as the site writes them, dd/mm/yyyy, typed into a text field and stored as yyyy-mm-dd. Day first
 * everywhere, whatever the browser's language (a native date input would follow the browser's locale).
 */

/** dd/mm/yyyy (one-digit day or month, and "." or "-" between, are taken too) → yyyy-mm-dd; else null. */
export function parseDayMonthYear(text: string): string | null {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return null;
  return `${match[3]}-${match[2]!.padStart(2, "0")}-${match[1]!.padStart(2, "0")}`;
}

/** dd/mm/yyyy that names a real day (not 31/02) → yyyy-mm-dd; else null. */
export function parseCalendarDay(text: string): string | null {
  const day = parseDayMonthYear(text);
  return day && isCalendarDate(day) ? day : null;
}

/**
 * What the field shows after a keystroke: digits and separators only, at most ten characters, with the
 * slash put in after a two-digit day and month as they are typed ("1405" → "14/05"). Deleting is left
 * alone, so a slash can be removed.
 */
export function maskDayMonthYear(next: string, previous: string): string {
  // a slash typed right after one put in for the visitor is taken as that one
  const kept = next
    .replace(/[^\d/.-]/g, "")
    .replace(/[.-]/g, "/")
    .replace(/\/{2,}/g, "/")
    .slice(0, 10);
  if (kept.length < previous.length) return kept;
  const parts = kept.split("/");
  // a run of digits typed with no slash: split it as dd/mm/yyyy
  if (parts.length === 1 && /^\d+$/.test(kept) && kept.length > 2) {
    const digits = kept.slice(0, 8);
    return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join("/");
  }
  if (parts.length === 2 && /^\d{3,}$/.test(parts[1]!)) {
    return `${parts[0]}/${parts[1]!.slice(0, 2)}/${parts[1]!.slice(2)}`;
  }
  if (/^\d{2}$/.test(kept) || /^\d{1,2}\/\d{2}$/.test(kept)) return `${kept}/`;
  return kept;
}

/**
 * What is wrong with a date typed as dd/mm/yyyy, in the page's language (schema's dayMonthYearError in
 * English), or undefined when it names a real day: the figures go into the catalogue's placeholders.
 */
export function useDayMonthYearError(): (text: string) => string | undefined {
  const t = useT("app");
  const format = useFormat();
  const messageText = useMessageText();
  return useCallback(
    (text) => {
      const found = dayMonthYearProblem(text);
      if (!found) return undefined;
      if (found.problem === "format") return messageText(messages.dateFormat);
      if (found.problem === "month") return t("app.date.noMonth", { month: found.month });
      const monthYear = format.date(Date.UTC(found.year, found.month - 1, 1), {
        month: "long",
        year: "numeric",
        timeZone: "UTC",
      });
      return t("app.date.noDay", { monthYear, day: found.day, days: found.days });
    },
    [t, format, messageText],
  );
}
