import type { EntityManager } from "@mikro-orm/postgresql";
import type { Conditions } from "../research/event-search.js";

/**
 * Every incident carries `map_key` (migration Migration20261127000000_map_key): its Web-Mercator x and y,
 * 24 bits each, interleaved (a Morton code). A square tile of the Mercator world at any zoom is then one
 * contiguous range of keys, and a grid cell at zoom z is the key shifted right: the partial index on
 * map_key (including the filter's columns) answers a tile's clusters by an index-only range scan.
 */
export const KEY_BITS = 24;
const SCALE = 2 ** KEY_BITS;
const MAX_LATITUDE = 85.0511;

/** Grid cells are 64 px of a 512-px tile: 2^(zoom + 3) across the world. */
export const CELL_BITS_ABOVE_ZOOM = 3;
export const MAX_CLUSTER_ZOOM = KEY_BITS - CELL_BITS_ABOVE_ZOOM;

/** x of a longitude on the 2^24 grid, as the SQL function map_key computes it. */
export function keyX(longitude: number): number {
  return Math.min(SCALE - 1, Math.max(0, Math.floor(((longitude + 180) / 360) * SCALE)));
}

/** y of a latitude on the 2^24 grid (0 at the north), as map_key computes it. */
export function keyY(latitude: number): number {
  const phi = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude)) * Math.PI) / 180;
  const y = 0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI);
  return Math.min(SCALE - 1, Math.max(0, Math.floor(y * SCALE)));
}

/** Spreads the bits of a 24-bit number to the even bits of a 48-bit one (BigInt: past 2^32). */
function spread(value: number): bigint {
  let result = 0n;
  for (let bit = 0; bit < KEY_BITS; bit++) if (value & (1 << bit)) result |= 1n << BigInt(2 * bit);
  return result;
}

/** The key of grid point (x, y): x in the even bits, y in the odd ones. */
export const mortonKey = (x: number, y: number): bigint => spread(x) | (spread(y) << 1n);

/** The most key ranges one query scans; a larger area is covered by fewer, larger tiles. */
const MAX_RANGES = 16;

/**
 * Key ranges [from, to) covering the longitudes west…east (west ≤ east) and latitudes south…north: the
 * tiles of the deepest level at which at most MAX_RANGES of them cover it, adjacent ones merged. They hold
 * every point inside and some outside, which the exact bounding-box condition then leaves out.
 */
export function keyRanges(west: number, south: number, east: number, north: number): [bigint, bigint][] {
  const [x0, x1, y0, y1] = [keyX(west), keyX(east), keyY(north), keyY(south)];
  let level = KEY_BITS;
  const tilesAt = (l: number) =>
    ((x1 >> (KEY_BITS - l)) - (x0 >> (KEY_BITS - l)) + 1) *
    ((y1 >> (KEY_BITS - l)) - (y0 >> (KEY_BITS - l)) + 1);
  while (level > 0 && tilesAt(level) > MAX_RANGES) level--;
  const shift = KEY_BITS - level;
  const span = 1n << BigInt(2 * shift);
  const starts: bigint[] = [];
  for (let tx = x0 >> shift; tx <= x1 >> shift; tx++)
    for (let ty = y0 >> shift; ty <= y1 >> shift; ty++) starts.push(mortonKey(tx << shift, ty << shift));
  starts.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const ranges: [bigint, bigint][] = [];
  for (const start of starts) {
    const last = ranges.at(-1);
    if (last && last[1] === start) last[1] = start + span;
    else ranges.push([start, start + span]);
  }
  return ranges;
}

/** One grid cell's chosen incidents, as PostgreSQL groups them. */
export interface ClusterRow {
  cell: string;
  count: number;
  chinese: number;
  longitude: number;
  latitude: number;
  /** all at one point */
  same: boolean;
  /** the incident, when the cell holds one */
  id: string | null;
  /** the bits in which the cell's lowest and highest keys differ (their xor), as decimal text */
  differ: string;
}

/**
 * The zoom at which the incidents of a cell first fall into two or more cells, from the xor of their
 * lowest and highest keys: keys in order share every leading bit their extremes share, so the first
 * level of the grid at which the extremes part is where the cluster splits. Null when every key is the
 * same (one point, or points within the grid's 2 m).
 */
export function splitZoom(differ: bigint): number | null {
  if (differ === 0n) return null;
  const bits = differ.toString(2).length;
  // two keys share the cells of level L while their top 2L bits agree
  const sharedLevels = KEY_BITS - Math.ceil(bits / 2);
  return sharedLevels + 1 - CELL_BITS_ABOVE_ZOOM;
}

/** A longitude span of the rectangle (two across the antimeridian) and the key ranges covering it. */
export interface Span {
  west: number;
  east: number;
  ranges: [bigint, bigint][];
}

/**
 * The chosen incidents (`where`, without the rectangle) inside the spans and south…north, grouped in the
 * grid cells of `zoom`. Each key range is its own branch of a union, so each is an index-only range scan
 * (an OR of ranges, or a join with a list of them, is planned as a scan of the whole table). The
 * rectangle is compared with between on the index's own columns, not with the GiST box, which the planner
 * would prefer and then read every row of the table.
 */
export async function clusterRows(
  em: EntityManager,
  where: Conditions,
  spans: Span[],
  south: number,
  north: number,
  zoom: number,
): Promise<ClusterRow[]> {
  const shift = 2 * (KEY_BITS - zoom - CELL_BITS_ABOVE_ZOOM);
  const branches: string[] = [];
  const params: unknown[] = [];
  for (const span of spans) {
    for (const [low, high] of span.ranges) {
      branches.push(`select map_key, id, type, longitude, latitude from events
        where map_key >= ?::bigint and map_key < ?::bigint and longitude between ? and ?
          and latitude between ? and ? and ${where.sql.join(" and ")}`);
      params.push(low.toString(), high.toString(), span.west, span.east, south, north, ...where.params);
    }
  }
  const sql = `
    select (map_key >> ${shift})::text as cell, count(*)::int as count,
           (count(*) filter (where type = 'chinese'))::int as chinese,
           min(longitude) = max(longitude) and min(latitude) = max(latitude) as same,
           case when min(longitude) = max(longitude) then min(longitude) else avg(longitude) end as longitude,
           case when min(latitude) = max(latitude) then min(latitude) else avg(latitude) end as latitude,
           case when count(*) = 1 then min(id)::text end as id,
           (min(map_key) # max(map_key))::text as differ
      from (${branches.join(" union all ")}) chosen
     group by map_key >> ${shift}`;
  return em.getConnection().execute<ClusterRow[]>(sql, params);
}
