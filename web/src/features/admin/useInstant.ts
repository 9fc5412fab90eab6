import { useCallback } from "react";
import { useFormat } from "../../i18n";

/** A moment the staff screens show (a submission, a report, an audit entry), short, in the page's language. */
export function useInstant(): (iso: unknown) => string {
  const format = useFormat();
  return useCallback((iso: unknown) => format.instant(new Date(String(iso))), [format]);
}
