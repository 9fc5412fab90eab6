import { useCallback } from "react";
import { useFormat } from "../../i18n";

const SHORT = { dateStyle: "short", timeStyle: "short" } as const;

/**
 * A moment the staff screens show (a submission, a report, an audit entry), short, in the page's
 * language. English keeps the day-first date the site writes ("22/11/2026, 10:05"), as the bell does.
 */
export function useInstant(): (iso: unknown) => string {
  const format = useFormat();
  return useCallback(
    (iso: unknown) => {
      const when = new Date(String(iso));
      return format.locale === "en"
        ? new Intl.DateTimeFormat("en-GB", SHORT).format(when)
        : format.date(when, SHORT);
    },
    [format],
  );
}
