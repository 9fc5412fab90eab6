import { dayMonthYearProblem, messages } from "@incident-watch/schema";
import { useCallback } from "react";
import { useFormat } from "./format";
import { useMessageText } from "./schemaMessages";
import { useT } from "./useT";

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
