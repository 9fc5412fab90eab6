import {
  MONTH_NAMES,
  type AttackType,
  type PlacePrecision,
  type TimePrecision,
} from "@incident-watch/schema";

/** yyyy-mm-dd (or an ISO timestamp) → dd/mm/yyyy, as the popups show dates; anything else as given. */
export function formatEventDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : date;
}

/**
 * An incident's date as much as it is known (decision 099): dd/mm/yyyy for a day, "May 2024" for a
 * month, "2024" for a year (the stored date is the period's first day).
 */
export function formatIncidentDate(date: string, precision: TimePrecision = "day"): string {
  const match = /^(\d{4})-(\d{2})/.exec(date);
  if (!match || precision === "day") return formatEventDate(date);
  return precision === "year" ? match[1]! : `${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]}`;
}

/** How precisely a place and a day are known, in the words popups and pages use. */
export const placePrecisionWords: Record<PlacePrecision, string> = {
  exact: "Exact place",
  town: "Place known to the town (within about 5 km)",
  region: "Place known to the region (within about 50 km)",
  country: "Place known only to the country",
};

export const timePrecisionWords: Record<TimePrecision, string> = {
  day: "exact day",
  month: "day not known",
  year: "month not known",
};

export function typeBadge(type: AttackType): "RU" | "CN" {
  return type === "russian" ? "RU" : "CN";
}

export function typeName(type: AttackType): string {
  return type === "russian" ? "Russian" : "Chinese";
}

export function eventsAtLocationLabel(count: number): string {
  return `${count} events at this location`;
}
