import type { AttackType } from "@incident-watch/schema";
import type { BBox } from "./clusterIndex";
import { INCIDENT_KINDS, type IncidentKindName } from "./incidentKinds";
import type { PointData } from "./pointData";

/** The map page's filter as the worker applies it; an empty list means "any". */
export interface PointFilter {
  types: AttackType[];
  kinds: IncidentKindName[];
  countries: string[];
  fromDay: number | null;
  toDay: number | null;
  /** the incidents whose title holds the searched text; null without a text filter */
  ids: string[] | null;
}

export const NO_FILTER: PointFilter = {
  types: [],
  kinds: [],
  countries: [],
  fromDay: null,
  toDay: null,
  ids: null,
};

/** Incidents per month by attribution, from `startMonth` (months since January 1970) on. */
export interface Histogram {
  startMonth: number;
  russian: number[];
  chinese: number[];
}

export interface Selection {
  /** the chosen incidents' indexes, newest first */
  indexes: Int32Array;
  /** every incident the filter chooses without its date range, per month: what the timeline draws */
  histogram: Histogram;
}

/** The months the whole data spans, so the timeline keeps its axis whatever the filter. */
export function monthSpan(data: PointData): [number, number] {
  if (data.size === 0) return [0, -1];
  let first = Infinity;
  let last = -Infinity;
  for (let index = 0; index < data.size; index++) {
    const month = data.months[index]!;
    if (month < first) first = month;
    if (month > last) last = month;
  }
  return [first, last];
}

function flags(size: number, chosen: Iterable<number>): Uint8Array | null {
  const result = new Uint8Array(size);
  let any = false;
  for (const value of chosen) {
    if (value >= 0 && value < size) {
      result[value] = 1;
      any = true;
    }
  }
  // a list naming nothing known chooses nothing, unlike an empty list, which chooses everything
  return any ? result : new Uint8Array(size);
}

/** Applies a filter in one pass over the data, counting the timeline's months as it goes. */
export function selectPoints(data: PointData, filter: PointFilter, span = monthSpan(data)): Selection {
  const [startMonth, endMonth] = span;
  const months = Math.max(0, endMonth - startMonth + 1);
  const russian = new Array<number>(months).fill(0);
  const chinese = new Array<number>(months).fill(0);
  const typeFlags =
    filter.types.length > 0
      ? flags(
          2,
          filter.types.map((type) => (type === "chinese" ? 1 : 0)),
        )
      : null;
  const kindFlags =
    filter.kinds.length > 0
      ? flags(
          INCIDENT_KINDS.length,
          filter.kinds.map((kind) => INCIDENT_KINDS.indexOf(kind)),
        )
      : null;
  const countryFlags =
    filter.countries.length > 0
      ? flags(
          data.countryCodes.length,
          filter.countries.map((code) => data.countryCodes.indexOf(code.toUpperCase())),
        )
      : null;
  let idFlags: Uint8Array | null = null;
  if (filter.ids) {
    const wanted = new Set(filter.ids);
    idFlags = new Uint8Array(data.size);
    for (let index = 0; index < data.size; index++) if (wanted.has(data.ids[index]!)) idFlags[index] = 1;
  }
  const from = filter.fromDay ?? -Infinity;
  const to = filter.toDay ?? Infinity;
  const chosen = new Int32Array(data.size);
  let count = 0;
  for (let position = 0; position < data.size; position++) {
    const index = data.order[position]!;
    if (typeFlags && !typeFlags[data.types[index]!]) continue;
    if (kindFlags && !kindFlags[data.kinds[index]!]) continue;
    if (countryFlags && !countryFlags[data.countries[index]!]) continue;
    if (idFlags && !idFlags[index]) continue;
    const bin = data.months[index]! - startMonth;
    if (data.types[index] === 1) chinese[bin]!++;
    else russian[bin]!++;
    const day = data.days[index]!;
    if (day < from || day > to) continue;
    chosen[count++] = index;
  }
  return { indexes: chosen.slice(0, count), histogram: { startMonth, russian, chinese } };
}

/** The chosen incidents inside a view, in the selection's order (newest first). */
export function pointsInView(data: PointData, indexes: Int32Array, [west, south, east, north]: BBox) {
  const result = new Int32Array(indexes.length);
  let count = 0;
  // a view wider than the world, or across the antimeridian, wraps around
  const wraps = east - west >= 360;
  const normalise = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
  const w = normalise(west);
  const e = normalise(east);
  for (let position = 0; position < indexes.length; position++) {
    const index = indexes[position]!;
    const lat = data.coordinates[index * 2 + 1]!;
    if (lat < south || lat > north) continue;
    const lng = data.coordinates[index * 2]!;
    if (!wraps && (w <= e ? lng < w || lng > e : lng < w && lng > e)) continue;
    result[count++] = index;
  }
  return result.slice(0, count);
}
