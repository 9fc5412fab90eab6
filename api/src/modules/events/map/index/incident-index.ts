import { INCIDENT_KINDS, type IncidentKind } from "@incident-watch/schema";
import { CELL_BITS_ABOVE_ZOOM, KEY_BITS, type ClusterRow } from "../map-clusters.queries.js";

/** One approved incident's map fields, as the index loads them. */
export interface IndexedIncident {
  /** Ids come from a bigint sequence: exact in a double far beyond any real table. */
  id: number;
  type: "russian" | "chinese";
  kind: IncidentKind;
  country: string | null;
  /** yyyy-mm-dd */
  date: string;
  longitude: number;
  latitude: number;
  /** map_key: the Morton code of the incident's Mercator point (48 bits: exact in a double). */
  key: number;
}

/** What the index can answer: the filter without text, attribution or change-time conditions. */
export interface IndexFilter {
  types?: readonly string[] | null;
  kinds?: readonly string[] | null;
  /** upper-case ISO codes */
  countries?: readonly string[] | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  /** longitude spans (two across the antimeridian) and latitudes, both ends included */
  spans?: readonly [number, number][];
  south?: number;
  north?: number;
}

/** The counts of the chosen incidents by month and attribution, kind and country. */
export interface IndexCounts {
  total: number;
  /** yyyy-mm → [russian, chinese], only months with incidents */
  months: Map<string, [number, number]>;
  kinds: Map<IncidentKind, number>;
  countries: Map<string, number>;
}

const DAY_MS = 86_400_000;
const NO_COUNTRY = 255;
const HALF = 2 ** KEY_BITS;

const dayNumber = (date: string) =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / DAY_MS;
const monthNumber = (date: string) => +date.slice(0, 4) * 12 + (+date.slice(5, 7) - 1);
const monthText = (month: number) =>
  `${String(Math.floor(month / 12)).padStart(4, "0")}-${String((month % 12) + 1).padStart(2, "0")}`;

/** The key's top and bottom 24 bits xor-ed apart, as a BigInt (a double has no bitwise operators past 32 bits). */
const xorKeys = (a: number, b: number): bigint =>
  (BigInt((Math.floor(a / HALF) ^ Math.floor(b / HALF)) >>> 0) << BigInt(KEY_BITS)) |
  BigInt(((a % HALF) ^ (b % HALF)) >>> 0);

/**
 * The approved incidents' map fields in typed arrays, one slot each (36 bytes: 36 MB at a million), so
 * that the low zooms' clusters and the statistics are one pass over memory instead of a read of every
 * row of an index. Slots are unordered; a removed incident's slot takes the last one.
 */
export class IncidentIndex {
  private length = 0;
  private ids = new Float64Array(0);
  private keys = new Float64Array(0);
  private longitudes = new Float64Array(0);
  private latitudes = new Float64Array(0);
  private days = new Int32Array(0);
  private months = new Uint16Array(0);
  private chinese = new Uint8Array(0);
  private kinds = new Uint8Array(0);
  private countries = new Uint8Array(0);
  /** Country codes by their number in `countries` (at most 255 distinct: Europe has about 50). */
  private readonly countryCodes: string[] = [];
  private readonly countryNumbers = new Map<string, number>();

  get size(): number {
    return this.length;
  }

  /** Adds an incident, or replaces the one with its id. */
  put(incident: IndexedIncident): void {
    const slot = this.slotOf(incident.id);
    this.write(slot === -1 ? this.grow() : slot, incident);
  }

  /** Adds an incident known not to be in the index yet (a full load): no search for its id. */
  append(incident: IndexedIncident): void {
    this.write(this.grow(), incident);
  }

  /** Removes the incident with the id, if present. */
  remove(id: number): void {
    const slot = this.slotOf(id);
    if (slot === -1) return;
    const last = --this.length;
    if (slot === last) return;
    for (const column of this.columns()) column[slot] = column[last]!;
  }

  /**
   * The chosen incidents grouped in the grid cells of `zoom`, as PostgreSQL groups them
   * (map-clusters.queries.ts): the same counts, points, single ids and key spreads.
   */
  clusters(filter: IndexFilter, zoom: number): ClusterRow[] {
    const cellSize = 2 ** (2 * (KEY_BITS - zoom - CELL_BITS_ABOVE_ZOOM));
    const chosen = this.select(filter);
    const numbers = new Map<number, number>();
    const cells: number[] = [];
    // per cell: count, Chinese, longitude and latitude sums, west, east, south, north, lowest and highest key, an id
    const FIELDS = 11;
    let sums = new Float64Array(FIELDS * 256);
    for (const i of chosen) {
      const [lng, lat, key] = [this.longitudes[i]!, this.latitudes[i]!, this.keys[i]!];
      const cell = Math.floor(key / cellSize);
      let c = numbers.get(cell);
      if (c === undefined) {
        c = cells.push(cell) - 1;
        numbers.set(cell, c);
        if ((c + 1) * FIELDS > sums.length) {
          const wider = new Float64Array(sums.length * 2);
          wider.set(sums);
          sums = wider;
        }
        sums.set([0, 0, 0, 0, lng, lng, lat, lat, key, key, this.ids[i]!], c * FIELDS);
      }
      const at = c * FIELDS;
      sums[at]!++;
      sums[at + 1]! += this.chinese[i]!;
      sums[at + 2]! += lng;
      sums[at + 3]! += lat;
      if (lng < sums[at + 4]!) sums[at + 4] = lng;
      if (lng > sums[at + 5]!) sums[at + 5] = lng;
      if (lat < sums[at + 6]!) sums[at + 6] = lat;
      if (lat > sums[at + 7]!) sums[at + 7] = lat;
      if (key < sums[at + 8]!) sums[at + 8] = key;
      if (key > sums[at + 9]!) sums[at + 9] = key;
    }
    return cells.map((cell, c) => {
      const [count, chinese, lngSum, latSum, west, east, south, north, low, high, id] = sums.subarray(
        c * FIELDS,
        (c + 1) * FIELDS,
      ) as unknown as number[] as [
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
        number,
      ];
      return {
        cell: String(cell),
        count,
        chinese,
        same: west === east && south === north,
        longitude: west === east ? west : lngSum / count,
        latitude: south === north ? south : latSum / count,
        id: count === 1 ? String(id) : null,
        differ: xorKeys(low, high).toString(),
      };
    });
  }

  /** How many incidents the filter chooses. */
  count(filter: IndexFilter): number {
    return this.select(filter).length;
  }

  /** How many incidents the filter chooses, by month and attribution, kind and country. */
  counts(filter: IndexFilter): IndexCounts {
    // by month number (year × 12 + month, under 2^16) and attribution
    const monthCounts = new Int32Array(2 ** 17);
    const kindCounts = new Array<number>(INCIDENT_KINDS.length).fill(0);
    const countryCounts = new Array<number>(NO_COUNTRY + 1).fill(0);
    const chosen = this.select(filter);
    for (const i of chosen) {
      monthCounts[2 * this.months[i]! + this.chinese[i]!]!++;
      kindCounts[this.kinds[i]!]!++;
      countryCounts[this.countries[i]!]!++;
    }
    return {
      total: chosen.length,
      months: monthsOf(monthCounts),
      kinds: new Map(INCIDENT_KINDS.map((kind, k) => [kind, kindCounts[k]!])),
      countries: new Map(
        this.countryCodes.flatMap((code, n) => (countryCounts[n] ? [[code, countryCounts[n]]] : [])),
      ),
    };
  }

  /** The slots of the incidents the filter chooses. */
  private select(filter: IndexFilter): Int32Array {
    const chosen = new Int32Array(this.length);
    let n = 0;
    const typeAllowed = allowed(filter.types, ["russian", "chinese"]);
    const kindAllowed = allowed(filter.kinds, INCIDENT_KINDS);
    const countryAllowed = new Uint8Array(NO_COUNTRY + 1).fill(filter.countries ? 0 : 1);
    for (const code of filter.countries ?? []) {
      const n = this.countryNumbers.get(code);
      if (n !== undefined) countryAllowed[n] = 1;
    }
    const from = filter.dateFrom ? dayNumber(filter.dateFrom) : -Infinity;
    const to = filter.dateTo ? dayNumber(filter.dateTo) : Infinity;
    // a second span that holds nothing when there is one
    const [[west, east], [west2, east2]] = [...(filter.spans ?? [[-Infinity, Infinity]]), [1, 0]] as [
      [number, number],
      [number, number],
    ];
    const south = filter.south ?? -Infinity;
    const north = filter.north ?? Infinity;
    for (let i = 0; i < this.length; i++) {
      const lat = this.latitudes[i]!;
      if (lat < south || lat > north) continue;
      const lng = this.longitudes[i]!;
      if (!((lng >= west && lng <= east) || (lng >= west2 && lng <= east2))) continue;
      const day = this.days[i]!;
      if (day < from || day > to) continue;
      if (
        !typeAllowed[this.chinese[i]!] ||
        !kindAllowed[this.kinds[i]!] ||
        !countryAllowed[this.countries[i]!]
      ) {
        continue;
      }
      chosen[n++] = i;
    }
    return chosen.subarray(0, n);
  }

  private slotOf(id: number): number {
    return this.ids.subarray(0, this.length).indexOf(id);
  }

  private columns() {
    return [
      this.ids,
      this.keys,
      this.longitudes,
      this.latitudes,
      this.days,
      this.months,
      this.chinese,
      this.kinds,
      this.countries,
    ] as const;
  }

  /** A new slot at the end, doubling the arrays when full. */
  private grow(): number {
    if (this.length === this.ids.length) {
      const capacity = Math.max(1024, this.ids.length * 2);
      const wider = <T extends Float64Array | Int32Array | Uint16Array | Uint8Array>(column: T): T => {
        const next = new (column.constructor as new (size: number) => T)(capacity);
        next.set(column);
        return next;
      };
      this.ids = wider(this.ids);
      this.keys = wider(this.keys);
      this.longitudes = wider(this.longitudes);
      this.latitudes = wider(this.latitudes);
      this.days = wider(this.days);
      this.months = wider(this.months);
      this.chinese = wider(this.chinese);
      this.kinds = wider(this.kinds);
      this.countries = wider(this.countries);
    }
    return this.length++;
  }

  private write(slot: number, incident: IndexedIncident): void {
    this.ids[slot] = incident.id;
    this.keys[slot] = incident.key;
    this.longitudes[slot] = incident.longitude;
    this.latitudes[slot] = incident.latitude;
    this.days[slot] = dayNumber(incident.date);
    this.months[slot] = monthNumber(incident.date);
    this.chinese[slot] = incident.type === "chinese" ? 1 : 0;
    this.kinds[slot] = INCIDENT_KINDS.indexOf(incident.kind);
    this.countries[slot] = this.countryNumber(incident.country);
  }

  private countryNumber(code: string | null): number {
    if (code === null) return NO_COUNTRY;
    let n = this.countryNumbers.get(code);
    if (n === undefined) {
      n = this.countryCodes.push(code) - 1;
      if (n >= NO_COUNTRY) throw new Error("The incident index holds at most 255 country codes.");
      this.countryNumbers.set(code, n);
    }
    return n;
  }
}

/** The months with incidents, from counts by month number and attribution. */
function monthsOf(counts: Int32Array): Map<string, [number, number]> {
  const months = new Map<string, [number, number]>();
  for (let month = 0; month < counts.length / 2; month++) {
    const [russian, chinese] = [counts[2 * month]!, counts[2 * month + 1]!];
    if (russian || chinese) months.set(monthText(month), [russian, chinese]);
  }
  return months;
}

/** A lookup by a value's number: 1 where the list allows it (all when there is no list). */
function allowed(list: readonly string[] | null | undefined, values: readonly string[]): Uint8Array {
  return Uint8Array.from(values, (value) => (!list || list.includes(value) ? 1 : 0));
}
