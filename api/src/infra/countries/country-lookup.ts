import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { MultiPolygon, Polygon } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { stateOfArea } from "./european-states.js";

/** How far out at sea a point still belongs to the nearest coast's state. */
export const COAST_RANGE_KM = 25;

/**
 * The boundary data: Natural Earth 1:10m admin-0 countries (public domain) as TopoJSON, from the
 * world-atlas package (ISC). Bump BOUNDARIES_VERSION when it changes: stored countries are recomputed.
 */
const BOUNDARIES_FILE = "world-atlas/countries-10m.json";
export const BOUNDARIES_VERSION = 2;

// Only parts of the world near Europe are indexed: a point further away is in no European state, and its
// nearest coast (for points at sea) is within this box too.
const REGION = { west: -35, south: 20, east: 75, north: 85 };

const KM_PER_DEGREE_LAT = 110.574;
const KM_PER_DEGREE_LON_AT_EQUATOR = 111.32;

// A ring's segments are grouped in blocks with their own bounding box, so a test skips most of a long
// coastline (Norway's, Russia's) without reading it.
const BLOCK = 16;

interface Ring {
  coordinates: Float64Array; // [lon0, lat0, lon1, lat1, ...], closed
  blocks: Float64Array; // [west, south, east, north] of segments [k*BLOCK, (k+1)*BLOCK)
}

/** One polygon (outer ring and holes) of one area, with its bounding box. */
interface Part {
  state: string | null;
  rings: Ring[];
  west: number;
  south: number;
  east: number;
  north: number;
  area: number;
}

function ringOf(points: number[][]): Ring {
  const coordinates = new Float64Array(points.length * 2);
  points.forEach(([lon, lat], i) => coordinates.set([lon!, lat!], i * 2));
  const segments = points.length - 1;
  const blocks = new Float64Array(Math.ceil(segments / BLOCK) * 4);
  for (let k = 0; k * BLOCK < segments; k++) {
    let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let i = k * BLOCK; i <= Math.min(segments, (k + 1) * BLOCK); i++) {
      west = Math.min(west, coordinates[2 * i]!);
      east = Math.max(east, coordinates[2 * i]!);
      south = Math.min(south, coordinates[2 * i + 1]!);
      north = Math.max(north, coordinates[2 * i + 1]!);
    }
    blocks.set([west, south, east, north], k * 4);
  }
  return { coordinates, blocks };
}

function partOf(state: string | null, polygon: number[][][]): Part {
  const outer = ringOf(polygon[0]!);
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (let k = 0; k < outer.blocks.length; k += 4) {
    west = Math.min(west, outer.blocks[k]!);
    south = Math.min(south, outer.blocks[k + 1]!);
    east = Math.max(east, outer.blocks[k + 2]!);
    north = Math.max(north, outer.blocks[k + 3]!);
  }
  const rings = [outer, ...polygon.slice(1).map(ringOf)];
  return { state, rings, west, south, east, north, area: (east - west) * (north - south) };
}

function loadParts(): Part[] {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve(BOUNDARIES_FILE), "utf8")) as Topology;
  const areas = feature(topology, topology.objects.countries as GeometryCollection<{ name: string }>);
  const parts: Part[] = [];
  for (const area of areas.features) {
    const geometry = area.geometry as Polygon | MultiPolygon | null;
    if (!geometry) continue;
    const state = stateOfArea(area.id, area.properties?.name);
    const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
    for (const polygon of polygons) {
      const part = partOf(state, polygon);
      const near =
        part.west <= REGION.east &&
        part.east >= REGION.west &&
        part.south <= REGION.north &&
        part.north >= REGION.south;
      if (near) parts.push(part);
    }
  }
  // smallest first: an enclave the data draws over its surrounding state (the Vatican in Italy) wins
  return parts.sort((a, b) => a.area - b.area);
}

/** Even-odd rule over all rings, so holes (San Marino inside Italy) are outside. */
function contains(part: Part, lon: number, lat: number): boolean {
  let inside = false;
  for (const { coordinates: ring, blocks } of part.rings) {
    const segments = ring.length / 2 - 1;
    for (let k = 0; k * BLOCK < segments; k++) {
      // a block wholly above, below or west of the point crosses no ray going east from it
      if (blocks[k * 4 + 1]! > lat || blocks[k * 4 + 3]! < lat || blocks[k * 4 + 2]! < lon) continue;
      const last = Math.min(segments, (k + 1) * BLOCK);
      for (let s = k * BLOCK; s < last; s++) {
        const [xi, yi, xj, yj] = [ring[2 * s]!, ring[2 * s + 1]!, ring[2 * s + 2]!, ring[2 * s + 3]!];
        if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
      }
    }
  }
  return inside;
}

/**
 * Squared distance in km² from the point to the part's boundary when under `limit2`, in a local
 * equirectangular projection (good to a few metres over 25 km); blocks further than the best so far are skipped.
 */
function distance2Km(part: Part, lon: number, lat: number, limit2: number): number {
  const kx = KM_PER_DEGREE_LON_AT_EQUATOR * Math.cos((lat * Math.PI) / 180);
  const ky = KM_PER_DEGREE_LAT;
  let best = limit2;
  for (const { coordinates: ring, blocks } of part.rings) {
    const segments = ring.length / 2 - 1;
    for (let k = 0; k * BLOCK < segments; k++) {
      const bx = Math.max(0, blocks[k * 4]! - lon, lon - blocks[k * 4 + 2]!) * kx;
      const by = Math.max(0, blocks[k * 4 + 1]! - lat, lat - blocks[k * 4 + 3]!) * ky;
      if (bx * bx + by * by >= best) continue;
      const last = Math.min(segments, (k + 1) * BLOCK);
      for (let s = k * BLOCK; s < last; s++) {
        const ax = (ring[2 * s]! - lon) * kx;
        const ay = (ring[2 * s + 1]! - lat) * ky;
        const dx = (ring[2 * s + 2]! - lon) * kx - ax;
        const dy = (ring[2 * s + 3]! - lat) * ky - ay;
        const length2 = dx * dx + dy * dy;
        const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / length2));
        const px = ax + t * dx;
        const py = ay + t * dy;
        best = Math.min(best, px * px + py * py);
      }
    }
  }
  return best;
}

// The Vatican City is smaller than the data's grid (it collapses to a line there): a disc of its size
// around its centre stands in for it, inside Italy's surrounding polygon.
const VATICAN = { lat: 41.9038, lon: 12.4528, radiusKm: 0.45 };
function inVaticanCity(lat: number, lon: number): boolean {
  const dx = (lon - VATICAN.lon) * KM_PER_DEGREE_LON_AT_EQUATOR * Math.cos((lat * Math.PI) / 180);
  const dy = (lat - VATICAN.lat) * KM_PER_DEGREE_LAT;
  return dx * dx + dy * dy <= VATICAN.radiusKm ** 2;
}

/**
 * Border towns the 1:10m line puts on the wrong side, each a polygon of the state it belongs to (drawn
 * from the river that is the border, kept a little inside it so the town across stays out), tested before
 * the data. Narva: the data draws the Estonian–Russian border along the Narva river up to 2 km too far
 * west, which put most of the city in Russia.
 */
const CORRECTIONS: { state: string; part: Part }[] = [
  {
    state: "EE",
    part: partOf("EE", [
      [
        [28.1, 59.355],
        [28.198, 59.355],
        [28.2, 59.372],
        [28.2, 59.382],
        [28.185, 59.395],
        [28.1, 59.395],
        [28.1, 59.355],
      ],
    ]),
  },
];

function corrected(lat: number, lon: number): string | null {
  for (const { state, part } of CORRECTIONS) {
    if (lon < part.west || lon > part.east || lat < part.south || lat > part.north) continue;
    if (contains(part, lon, lat)) return state;
  }
  return null;
}

export interface CountryLookup {
  /** The European state (alpha-2) at this point, or off its coast within 25 km; null otherwise. */
  countryAt(latitude: number, longitude: number): string | null;
}

/** An index of the boundary polygons by bounding box: a lookup tests only the few parts around the point. */
export function createCountryLookup(): CountryLookup {
  const parts = loadParts();
  return {
    countryAt(latitude, longitude) {
      if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
      const [lat, lon] = [latitude, longitude];
      if (inVaticanCity(lat, lon)) return "VA";
      const correction = corrected(lat, lon);
      if (correction) return correction;
      for (const part of parts) {
        if (lon < part.west || lon > part.east || lat < part.south || lat > part.north) continue;
        if (contains(part, lon, lat)) return part.state;
      }
      // at sea (or on a coast the data draws a little inland): the nearest coast within range
      const dLat = COAST_RANGE_KM / KM_PER_DEGREE_LAT;
      const dLon =
        COAST_RANGE_KM / (KM_PER_DEGREE_LON_AT_EQUATOR * Math.max(0.01, Math.cos((lat * Math.PI) / 180)));
      let nearest: { state: string | null; km2: number } | null = null;
      let limit2 = COAST_RANGE_KM * COAST_RANGE_KM;
      for (const part of parts) {
        if (
          lon < part.west - dLon ||
          lon > part.east + dLon ||
          lat < part.south - dLat ||
          lat > part.north + dLat
        )
          continue;
        const km2 = distance2Km(part, lon, lat, limit2);
        if (km2 < limit2) {
          nearest = { state: part.state, km2 };
          limit2 = km2;
        }
      }
      return nearest?.state ?? null;
    },
  };
}

let shared: CountryLookup | undefined;

/** The process's lookup, built on first use (about a quarter of a second). */
export function countryLookup(): CountryLookup {
  return (shared ??= createCountryLookup());
}

/** The European state at a point (see CountryLookup.countryAt). */
export const countryAt = (latitude: number, longitude: number) =>
  countryLookup().countryAt(latitude, longitude);
