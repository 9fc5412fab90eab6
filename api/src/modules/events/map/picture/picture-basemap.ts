import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { MultiLineString, MultiPolygon, Polygon, Position } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { mercatorX, mercatorY, toPixel, type PictureFrame } from "./picture-frame.js";

/**
 * The picture's basemap: the land and the borders between countries from the same Natural Earth data
 * (world-atlas, 1:50m) the site's own offline basemap is built from, so nothing is fetched elsewhere.
 */
const BASEMAP_FILE = "world-atlas/countries-50m.json";

/** A line or ring in world units [x0, y0, x1, y1, …] with its bounding box, to skip what is off the frame. */
interface Line {
  points: Float64Array;
  west: number;
  north: number;
  east: number;
  south: number;
}

interface Basemap {
  land: Line[];
  borders: Line[];
}

let loaded: Basemap | undefined;

function toLine(positions: Position[]): Line {
  const points = new Float64Array(positions.length * 2);
  let west = Infinity;
  let east = -Infinity;
  let north = Infinity;
  let south = -Infinity;
  // a step of more than half the world is a step over ±180°: later points go on into the next world
  // copy, so Russia's and Fiji's rings never cross the whole picture
  let offset = 0;
  let previous: number | undefined;
  positions.forEach(([lng, lat], i) => {
    if (previous !== undefined && Math.abs(lng! - previous) > 180) offset += lng! > previous ? -360 : 360;
    previous = lng!;
    const x = mercatorX(lng! + offset);
    const y = mercatorY(lat!);
    points[i * 2] = x;
    points[i * 2 + 1] = y;
    west = Math.min(west, x);
    east = Math.max(east, x);
    north = Math.min(north, y);
    south = Math.max(south, y);
  });
  return { points, west, north, east, south };
}

/** Read and projected once, at the first picture (about 3 MB of TopoJSON). */
function basemap(): Basemap {
  if (loaded) return loaded;
  const path = createRequire(import.meta.url).resolve(BASEMAP_FILE);
  const topology = JSON.parse(readFileSync(path, "utf8")) as Topology;
  const countries = topology.objects.countries as GeometryCollection;
  const land = feature(topology, topology.objects.land as GeometryCollection);
  const polygons = land.features.flatMap(({ geometry }) => {
    const shape = geometry as Polygon | MultiPolygon;
    return shape.type === "Polygon" ? [shape.coordinates] : shape.coordinates;
  });
  // the borders between two countries, each drawn once (coasts are the land's edge)
  const borders = mesh(topology, countries, (a, b) => a !== b) as MultiLineString;
  loaded = {
    land: polygons.flat().map(toLine),
    borders: borders.coordinates.map(toLine),
  };
  return loaded;
}

/** SVG path data of the lines that cross the frame, in its pixels, leaving out steps under half a pixel. */
function pathData(frame: PictureFrame, lines: Line[], closed: boolean): string {
  const right = frame.left + frame.width / frame.scale;
  const bottom = frame.top + frame.height / frame.scale;
  const parts: string[] = [];
  for (const line of lines) {
    if (line.east < frame.left || line.west > right || line.south < frame.top || line.north > bottom)
      continue;
    let path = "";
    let lastX = NaN;
    let lastY = NaN;
    for (let i = 0; i < line.points.length; i += 2) {
      const [x, y] = toPixel(frame, line.points[i]!, line.points[i + 1]!);
      if (Math.abs(x - lastX) < 0.5 && Math.abs(y - lastY) < 0.5) continue;
      path += `${path ? "L" : "M"}${x.toFixed(1)} ${y.toFixed(1)}`;
      lastX = x;
      lastY = y;
    }
    parts.push(closed ? `${path}Z` : path);
  }
  return parts.join("");
}

/** The land (filled) and the borders (stroked) inside the frame, as SVG path data. */
export function basemapPaths(frame: PictureFrame): { land: string; borders: string } {
  const { land, borders } = basemap();
  return { land: pathData(frame, land, true), borders: pathData(frame, borders, false) };
}
