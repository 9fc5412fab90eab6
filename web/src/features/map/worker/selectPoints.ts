import type { AttackType, EvidenceStatus } from "@incident-watch/schema";
import { INCIDENT_KINDS, type IncidentKindName } from "../data/incidentKinds";
import type { PointData } from "../data/pointData";
import type { BBox } from "./clusterIndex";

/** The map page's filter as the worker applies it; an empty list means "any". */
export interface PointFilter {
  types: AttackType[];
  kinds: IncidentKindName[];
  countries: string[];
  fromDay: number | null;
  toDay: number | null;
  /** the incidents whose title holds the searched text; null without a text filter */
  ids: string[] | null;
  /** the searched text itself, which the server's clusters filter by (serverClusters.ts) */
  q?: string | null;
  /** the evidence statuses and "Discussed", which the server's clusters filter by too ([] / false: any) */
  evidence?: EvidenceStatus[];
  discussed?: boolean;
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

/** What a filter chooses before its date range: the timeline's months are counted from these. */
export interface Candidates {
  /** newest first, so a date range is one stretch of them */
  indexes: Int32Array;
  histogram: Histogram;
}

/** Everything but the date range, in one pass over the data, counting the timeline's months as it goes. */
export function selectCandidates(data: PointData, filter: PointFilter, span = monthSpan(data)): Candidates {
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
    chosen[count++] = index;
  }
  return { indexes: chosen.slice(0, count), histogram: { startMonth, russian, chinese } };
}

/** The candidates from `fromDay` to `toDay`: two binary searches, as they run newest first. */
export function withinDates(
  data: PointData,
  candidates: Int32Array,
  fromDay: number | null,
  toDay: number | null,
) {
  // the first position whose day is at most `day` (candidates.length when none is)
  const firstAtMost = (day: number) => {
    let low = 0;
    let high = candidates.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (data.days[candidates[middle]!]! > day) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const start = toDay === null ? 0 : firstAtMost(toDay);
  const end = fromDay === null ? candidates.length : firstAtMost(fromDay - 1);
  return candidates.slice(start, Math.max(start, end));
}

/** Applies a filter: its candidates, then its date range. */
export function selectPoints(data: PointData, filter: PointFilter, span = monthSpan(data)): Selection {
  const { indexes, histogram } = selectCandidates(data, filter, span);
  return { indexes: withinDates(data, indexes, filter.fromDay, filter.toDay), histogram };
}

/** The part of a filter that decides its candidates: filters that differ only in dates share them. */
export function candidatesKey(filter: PointFilter): string {
  return JSON.stringify([filter.types, filter.kinds, filter.countries, filter.ids]);
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
