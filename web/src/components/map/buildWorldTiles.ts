import type { FeatureCollection } from "geojson";
import { GeoJSONVT } from "@maplibre/geojson-vt";
import { fromGeojsonVt } from "@maplibre/vt-pbf";
import { WORLD_TILES_LAYER, WORLD_TILES_MAX_ZOOM } from "./worldTiles.ts";

const EXTENT = 4096;

export interface WorldTile {
  z: number;
  x: number;
  y: number;
  /** A Mapbox Vector Tile (protobuf). */
  data: Uint8Array;
}

/**
 * The offline basemap cut into vector tiles once, at build time, so that no browser parses and tiles
 * the whole world's coastlines itself: a view loads the few tiles it shows. Tiles with nothing on them
 * (open sea) are left out; the app answers them with an empty response.
 */
export function worldTiles(basemap: FeatureCollection, maxZoom = WORLD_TILES_MAX_ZOOM): WorldTile[] {
  // tolerance 3 of 4096 is finer than maplibre's own default for a GeoJSON source (0.375 px of 512)
  const index = new GeoJSONVT(basemap, {
    maxZoom,
    indexMaxZoom: maxZoom,
    indexMaxPoints: 0,
    tolerance: 3,
    extent: EXTENT,
    buffer: 64,
  });
  const tiles: WorldTile[] = [];
  const visit = (z: number, x: number, y: number) => {
    const tile = index.getTile(z, x, y);
    if (!tile || tile.features.length === 0) return;
    tiles.push({
      z,
      x,
      y,
      data: fromGeojsonVt({ [WORLD_TILES_LAYER]: tile }, { version: 2, extent: EXTENT }),
    });
    if (z === maxZoom) return;
    for (const [dx, dy] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ] as const)
      visit(z + 1, x * 2 + dx, y * 2 + dy);
  };
  visit(0, 0, 0);
  return tiles;
}
