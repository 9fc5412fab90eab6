import type { PlacePrecision } from "./precision.js";

/** Beyond this many kilometres a place is not "near": the line says how far it is (a point at sea). */
export const NEAR_KM = 25;

/** An incident's stored place (decision 151). */
export interface IncidentPlaceFacts {
  name: string;
  region?: string | null;
  country: string;
  distanceKm: number;
}

/** What an incident's place line is made of: its precision, its country and its stored place. */
export interface PlaceFacts {
  placePrecision: PlacePrecision;
  country?: string | null;
  place?: IncidentPlaceFacts | null;
}

/** Which of the four place lines, and its values: each surface words it in its own catalogue. */
export interface PlaceLineParts {
  key: "inCountry" | "inRegion" | "near" | "away";
  values: Record<string, string>;
}

/**
 * Where an incident happened, saying no more than its precision claims (decision 151): the country alone
 * for a country, the region for a region, and the nearest place for a town or an exact point, with the
 * distance when it is farther than NEAR_KM. Null until the place is chosen. `countryName` names a
 * country code and `kilometres` writes a whole number, both in the reader's language.
 */
export function placeLineParts(
  facts: PlaceFacts,
  countryName: (code: string) => string,
  kilometres: (value: number) => string,
): PlaceLineParts | null {
  const { place } = facts;
  // before its place is chosen, the country alone is said where it always was
  if (!place) return null;
  const country = countryName(facts.country ?? place.country);
  const inCountry = { key: "inCountry", values: { country } } as const;
  if (facts.placePrecision === "country") return inCountry;
  if (facts.placePrecision === "region") {
    return place.region ? { key: "inRegion", values: { region: place.region, country } } : inCountry;
  }
  const area = place.region ?? country;
  if (place.distanceKm <= NEAR_KM) return { key: "near", values: { place: place.name, area } };
  const distance = kilometres(Math.round(place.distanceKm));
  return { key: "away", values: { distance, place: place.name, area } };
}
