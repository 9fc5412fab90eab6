import type { EntityManager } from "@mikro-orm/postgresql";
import { kilometresBetween, type Point } from "../../core/geo.js";
import { readOnce } from "./gazetteer-names.js";
import type { Place } from "./place.type.js";

interface PlaceRow {
  id: number;
  name: string;
  search_name: string;
  other_names: string;
  country: string;
  region_code: string | null;
  region: string | null;
  population: number;
  latitude: number;
  longitude: number;
}

/**
 * What a key is of its place, ranked in this order: its own name, a name in another language, a later
 * word; a search that is the whole of a place's own name ranks it above all.
 */
const EXACT = 3;
const OWN_NAME = 2;
const OTHER_NAME = 1;
const LATER_WORD = 0;

/** The first index whose key is not before `text`, in a sorted list. */
function firstNotBefore(keys: readonly string[], text: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] ?? "") < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A match in the making: the ranking's terms, larger first. */
interface Candidate {
  place: number;
  exact: boolean;
  start: boolean;
  score: number;
  distance: number | null;
}

const before = (a: Candidate, b: Candidate, ids: Int32Array) =>
  a.exact !== b.exact
    ? a.exact
    : a.start !== b.start
      ? a.start
      : a.score !== b.score
        ? a.score > b.score
        : (ids[a.place] ?? 0) < (ids[b.place] ?? 0);

/**
 * The gazetteer's places held in memory for place search (decision 168): some 70,000 places in columns
 * and their 90,000 search keys sorted, about 7 MiB, so a search is a binary search and a ranking of its
 * matches, with no database round trip to queue behind other requests' statements. Read on the first
 * search (some 0.6 s), so an instance nobody searches does not carry it.
 *
 * A place's keys are its search name (`lower(unaccent(name))`, as the gazetteer stores it), each later
 * word of it onwards ("Frankfurt (Oder)" is also found by "oder", "Nowy Dwór" by "dwor"), and each of its
 * names in the site's languages ("danzig").
 */
export class PlaceIndex {
  private readonly keys: string[] = [];
  /** Each key's place, times four, plus what the key is of it (OWN_NAME, OTHER_NAME, LATER_WORD). */
  private readonly entries: Int32Array;
  private readonly ids: Int32Array;
  private readonly names: string[];
  private readonly populations: Int32Array;
  /** `ln(population + 10)`: a place's score before its distance. */
  private readonly sizes: Float64Array;
  private readonly latitudes: Float64Array;
  private readonly longitudes: Float64Array;
  /** Each place's country and region, as an index into `areas`. */
  private readonly areaOf: Int32Array;
  private readonly areas: { country: string; regionCode: string | null; region: string | null }[] = [];
  /** A search's places so far: those marked with its number, with the best kind of key each matched. */
  private readonly marks: Int32Array;
  private readonly kinds: Uint8Array;
  private searches = 0;

  private constructor(rows: PlaceRow[]) {
    this.ids = Int32Array.from(rows, (row) => row.id);
    this.names = rows.map((row) => row.name);
    this.populations = Int32Array.from(rows, (row) => row.population);
    this.sizes = Float64Array.from(rows, (row) => Math.log(row.population + 10));
    this.marks = new Int32Array(rows.length);
    this.kinds = new Uint8Array(rows.length);
    this.latitudes = Float64Array.from(rows, (row) => row.latitude);
    this.longitudes = Float64Array.from(rows, (row) => row.longitude);
    const areaIndex = new Map<string, number>();
    this.areaOf = Int32Array.from(rows, ({ country, region_code: regionCode, region }) => {
      const key = `${country}|${regionCode ?? ""}`;
      const known = areaIndex.get(key);
      if (known !== undefined) return known;
      areaIndex.set(key, this.areas.length);
      return this.areas.push({ country, regionCode, region }) - 1;
    });
    const unsorted: [string, number][] = [];
    rows.forEach(({ search_name: name, other_names: others }, place) => {
      unsorted.push([name, place * 4 + OWN_NAME]);
      for (let at = name.indexOf(" "); at >= 0; at = name.indexOf(" ", at + 1)) {
        if (at + 1 < name.length) unsorted.push([name.slice(at + 1), place * 4 + LATER_WORD]);
      }
      for (const other of others.split("|")) if (other !== "") unsorted.push([other, place * 4 + OTHER_NAME]);
    });
    unsorted.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.entries = new Int32Array(unsorted.length);
    unsorted.forEach(([key, entry], at) => {
      this.keys.push(key);
      this.entries[at] = entry;
    });
  }

  static async read(em: EntityManager): Promise<PlaceIndex> {
    const rows = await em.execute<PlaceRow[]>(
      `select p."id", p."name", p."search_name", p."other_names", p."country", p."region_code",
         r."name" as "region", p."population", p."latitude", p."longitude"
       from "gazetteer_places" p left join "gazetteer_regions" r on r."code" = p."region_code"`,
    );
    return new PlaceIndex(rows);
  }

  /**
   * The first places a key of which starts with `text` (a search text): the place whose own name it is
   * first (another's "Frankfurt" is no more than a start), then those a name of which it starts, then the
   * larger and, around `near`, the closer (a tenfold population is worth some 230 km), then by id.
   */
  search(text: string, near: Point | null, first: number): Place[] {
    const search = this.searches === 0x7fffffff ? (this.marks.fill(0), (this.searches = 1)) : ++this.searches;
    const matched: number[] = [];
    for (let at = firstNotBefore(this.keys, text); this.keys[at]?.startsWith(text); at++) {
      const entry = this.entries[at] ?? 0;
      const place = entry >> 2;
      const kind = (entry & 3) === OWN_NAME && this.keys[at] === text ? EXACT : entry & 3;
      if (this.marks[place] !== search) {
        this.marks[place] = search;
        this.kinds[place] = kind;
        matched.push(place);
      } else if (kind > (this.kinds[place] ?? 0)) this.kinds[place] = kind;
    }
    const best: Candidate[] = [];
    for (const place of matched) {
      const kind = this.kinds[place] ?? 0;
      // the score before the distance, which only lowers it
      const candidate: Candidate = {
        place,
        exact: kind === EXACT,
        start: kind !== LATER_WORD,
        score: this.sizes[place] ?? 0,
        distance: null,
      };
      const last = best.length === first ? best[first - 1] : undefined;
      // one that cannot pass the last kept even at its best is not measured
      if (last && !before(candidate, last, this.ids)) continue;
      if (near) {
        const point = { latitude: this.latitudes[place] ?? 0, longitude: this.longitudes[place] ?? 0 };
        candidate.distance = kilometresBetween(near, point);
        candidate.score -= candidate.distance / 100;
      }
      // keep the first `first` in order, a candidate at a time: a search matches up to some thousands
      let at = best.length;
      while (at > 0 && before(candidate, best[at - 1] as Candidate, this.ids)) at--;
      if (at < first) {
        best.splice(at, 0, candidate);
        if (best.length > first) best.pop();
      }
    }
    return best.map(({ place, distance }) => {
      const area = this.areas[this.areaOf[place] ?? 0];
      return {
        geonameId: this.ids[place] ?? 0,
        name: this.names[place] ?? "",
        country: area?.country ?? "",
        region: area?.region ?? null,
        regionCode: area?.regionCode ?? null,
        population: this.populations[place] ?? 0,
        latitude: this.latitudes[place] ?? 0,
        longitude: this.longitudes[place] ?? 0,
        distanceKm: distance == null ? null : Math.round(distance * 10) / 10,
      };
    });
  }
}

/** The process's place index, read on the first search. */
export const placeIndex = readOnce(PlaceIndex.read);
