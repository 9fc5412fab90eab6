import { useMemo } from "react";
import type { AttackType, PlacePrecision, TimePrecision } from "@incident-watch/schema";
import { formatDay, useFormat, useT, type MessageId } from "../i18n";
import { placeLine, type PlaceFacts } from "./placeLine";

const PLACE_WORDS: Record<PlacePrecision, MessageId> = {
  exact: "app.placeWords.exact",
  town: "app.placeWords.town",
  region: "app.placeWords.region",
  country: "app.placeWords.country",
};

const TIME_WORDS: Record<TimePrecision, MessageId> = {
  day: "app.timeWords.day",
  month: "app.timeWords.month",
  year: "app.timeWords.year",
};

/**
 * An incident's facts in the page's language: its date as much as it is known (dd/mm/yyyy for a day, the
 * month's name for a month: decision 099), whose it is, where, and how precisely its place and day are known.
 */
export function useEventWords() {
  const t = useT("app");
  const format = useFormat();
  return useMemo(
    () => ({
      incidentDate(date: string, precision: TimePrecision = "day"): string {
        const match = /^(\d{4})-(\d{2})/.exec(date);
        if (!match || precision === "day") return formatDay(date);
        if (precision === "year") return match[1]!;
        return format.date(new Date(`${match[1]}-${match[2]}-01T00:00:00Z`), {
          month: "long",
          year: "numeric",
          timeZone: "UTC",
        });
      },
      typeName: (type: AttackType) => t(type === "russian" ? "app.type.russian" : "app.type.chinese"),
      placeWords: (precision: PlacePrecision) => t(PLACE_WORDS[precision]),
      timeWords: (precision: TimePrecision) => t(TIME_WORDS[precision]),
      eventsAtLocation: (count: number) => t("app.eventsAtLocation", { count }),
      /** "Near Gdańsk, Pomeranian Voivodeship", as much as the precision claims; null when not known. */
      placeLine: (facts: PlaceFacts) => placeLine(facts, t, format),
    }),
    [t, format],
  );
}
