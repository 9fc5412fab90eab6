import { KIND_LETTERS } from "./incidentKinds";
import { PLACE_LETTERS, type MapPoints } from "./mapPoints";

/**
 * The map data as typed arrays, for the clustering worker: filtering 100,000 incidents is a loop over
 * numbers, not over objects. `order` lists every incident newest first, so any selection taken from it
 * is already in the list panel's order.
 */
export interface PointData {
  size: number;
  ids: string[];
  /** 0 Russian, 1 Chinese */
  types: Uint8Array;
  /** index into INCIDENT_KINDS */
  kinds: Uint8Array;
  /** index into `countryCodes`; 0 when none */
  countries: Uint16Array;
  countryCodes: string[];
  /** days since 1970-01-01 */
  days: Int32Array;
  /** index into PLACE_LETTERS: 0 exact (also data from before places existed), 1 town, 2 region, 3 country */
  places: Uint8Array;
  /** months since January 1970 */
  months: Int32Array;
  /** [lng, lat, lng, lat, …] */
  coordinates: Float64Array;
  order: Int32Array;
}

const OTHER_KIND = KIND_LETTERS.indexOf("o");
export const NO_COUNTRY = "--";

export function monthOfDay(day: number): number {
  const date = new Date(day * 86_400_000);
  return (date.getUTCFullYear() - 1970) * 12 + date.getUTCMonth();
}

/** "yyyy-mm-dd" → days since 1970-01-01; null for anything else. */
export function dayOfDate(date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const time = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(time) ? null : Math.round(time / 86_400_000);
}

export function dateOfDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** Months since January 1970 → "yyyy-mm". */
export function monthLabel(month: number): string {
  const year = 1970 + Math.floor(month / 12);
  return `${year}-${String((month % 12) + 1).padStart(2, "0")}`;
}

/** The first and the last day of a month (months since January 1970). */
export function monthDays(month: number): [number, number] {
  const year = 1970 + Math.floor(month / 12);
  const first = Date.UTC(year, month % 12, 1) / 86_400_000;
  const next = Date.UTC(year, (month % 12) + 1, 1) / 86_400_000;
  return [first, next - 1];
}

/** Builds the typed arrays; data from before kinds, countries and days existed reads as 'other', none, day 0. */
export function toPointData(points: MapPoints): PointData {
  const size = points.ids.length;
  const types = new Uint8Array(size);
  const kinds = new Uint8Array(size);
  const countries = new Uint16Array(size);
  const days = new Int32Array(size);
  const places = new Uint8Array(size);
  const months = new Int32Array(size);
  const coordinates = Float64Array.from(points.coordinates);
  const countryCodes = [NO_COUNTRY];
  const countryIndex = new Map<string, number>([[NO_COUNTRY, 0]]);
  const monthCache = new Map<number, number>();
  for (let index = 0; index < size; index++) {
    types[index] = points.types[index] === "c" ? 1 : 0;
    const kind = points.kinds ? KIND_LETTERS.indexOf(points.kinds[index] ?? "o") : OTHER_KIND;
    kinds[index] = kind < 0 ? OTHER_KIND : kind;
    const code = points.countries?.slice(index * 2, index * 2 + 2) ?? NO_COUNTRY;
    let country = countryIndex.get(code);
    if (country === undefined) {
      country = countryCodes.length;
      countryCodes.push(code);
      countryIndex.set(code, country);
    }
    countries[index] = country;
    places[index] = Math.max(0, PLACE_LETTERS.indexOf(points.places?.[index] ?? "e"));
    const day = points.days?.[index] ?? 0;
    days[index] = day;
    let month = monthCache.get(day);
    if (month === undefined) monthCache.set(day, (month = monthOfDay(day)));
    months[index] = month;
  }
  // newest first; on the same day the later id first (the data comes ordered by id): numbers only, so
  // sorting 100,000 incidents stays a few tens of milliseconds in the worker
  const order = Int32Array.from({ length: size }, (_, index) => index);
  order.sort((a, b) => days[b]! - days[a]! || b - a);
  return {
    size,
    ids: points.ids,
    types,
    kinds,
    countries,
    countryCodes,
    days,
    places,
    months,
    coordinates,
    order,
  };
}
