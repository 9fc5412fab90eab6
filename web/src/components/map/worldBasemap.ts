import type { Feature, FeatureCollection, MultiLineString, MultiPolygon, Polygon, Position } from "geojson";
import { feature, mesh } from "topojson-client";
import { planarTriangleArea, presimplify, simplify, type Triangle } from "topojson-simplify";
import type { GeometryCollection, Objects, Topology } from "topojson-specification";

/** Where the map is looked at closely: Europe from the Canaries and Iceland to the Caucasus and Svalbard. */
export const DETAILED_REGION = { west: -32, south: 27, east: 50, north: 82 };

/**
 * A triangle's area (degrees²) below which simplification drops its middle point: about the detail of
 * Natural Earth 1:50m. Inside the detailed region the threshold is a hundred times smaller, which keeps
 * nearly all of 1:10m's coastlines and borders there.
 */
export const MIN_TRIANGLE_AREA = 3e-3;
const DETAILED_REGION_FACTOR = 100;

const inDetailedRegion = ([lng, lat]: [number, number]) =>
  lng > DETAILED_REGION.west &&
  lng < DETAILED_REGION.east &&
  lat > DETAILED_REGION.south &&
  lat < DETAILED_REGION.north;

/**
 * Simplifies a world-atlas topology (1:10m) finely in Europe and coarsely elsewhere. A topology's arcs are
 * shared by the countries on both sides, so a border is simplified once and neighbours never part or
 * overlap where the detail changes.
 */
export function simplifyOutsideEurope<T extends Objects>(topology: Topology<T>): Topology<T> {
  const weighted = presimplify(
    topology,
    (triangle: Triangle) =>
      planarTriangleArea(triangle) * (inDetailedRegion(triangle[1]) ? DETAILED_REGION_FACTOR : 1),
  );
  return simplify(weighted, MIN_TRIANGLE_AREA);
}

/**
 * Makes a ring or line continuous across the antimeridian: a step of more than 180° of longitude is
 * really a step over ±180, so later points shift by 360° (the map draws them in the next world copy).
 * A ring that still ends a whole turn away encircles a pole (Antarctica) and is left as it was.
 */
export function unwrapAntimeridian(points: Position[], closed: boolean): Position[] {
  let offset = 0;
  const result: Position[] = [];
  let previous: number | undefined;
  for (const [lng, lat] of points as [number, number][]) {
    if (previous !== undefined) {
      if (lng - previous > 180) offset -= 360;
      else if (lng - previous < -180) offset += 360;
    }
    previous = lng;
    result.push([lng + offset, lat]);
  }
  if (closed && offset !== 0) return points;
  return result;
}

/** Rounds to about 100 m and drops points that rounding made identical. */
export function quantize(points: Position[], decimals = 3): Position[] {
  const factor = 10 ** decimals;
  const result: Position[] = [];
  for (const [lng, lat] of points as [number, number][]) {
    const point = [Math.round(lng * factor) / factor, Math.round(lat * factor) / factor];
    const last = result[result.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) result.push(point);
  }
  return result;
}

function polygons(geometry: Polygon | MultiPolygon): Position[][][] {
  return geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
}

/** world-atlas countries → land polygons and the borders between countries, ready for a GeoJSON source. */
export function buildWorldBasemap(topology: Topology): FeatureCollection {
  const objects = topology.objects as { land: GeometryCollection; countries: GeometryCollection };
  const land = feature(topology, objects.land) as FeatureCollection<Polygon | MultiPolygon>;
  const landPolygons = land.features
    .flatMap((item) => polygons(item.geometry))
    .map((rings) =>
      rings.map((ring) => quantize(unwrapAntimeridian(ring, true))).filter((ring) => ring.length >= 4),
    );
  const borders = mesh(topology, objects.countries, (a, b) => a !== b) as MultiLineString;
  const landFeature: Feature<MultiPolygon> = {
    type: "Feature",
    properties: { kind: "land" },
    geometry: { type: "MultiPolygon", coordinates: landPolygons.filter((rings) => rings.length > 0) },
  };
  const borderFeature: Feature<MultiLineString> = {
    type: "Feature",
    properties: { kind: "border" },
    geometry: {
      type: "MultiLineString",
      coordinates: borders.coordinates.map((line) => quantize(unwrapAntimeridian(line, false))),
    },
  };
  return { type: "FeatureCollection", features: [landFeature, borderFeature] };
}
