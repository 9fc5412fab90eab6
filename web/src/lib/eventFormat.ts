import { type AttackType, type PlacePrecision, type TimePrecision } from "@incident-watch/schema";

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
