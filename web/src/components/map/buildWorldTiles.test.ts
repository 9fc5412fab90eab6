import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { VectorTile } from "@mapbox/vector-tile";
import { PbfReader } from "pbf";
import type { Topology } from "topojson-specification";
import { describe, expect, it } from "vitest";
import { worldTiles } from "./buildWorldTiles";
import { buildWorldBasemap } from "./worldBasemap";
import { WORLD_TILES_LAYER } from "./worldTiles";

/** The tile of a zoom that holds a place (Web Mercator, as the map's tiles are addressed). */
function tileAt(z: number, lng: number, lat: number) {
  const n = 2 ** z;
  const x = Math.floor(((lng + 180) / 360) * n);
  const rad = (lat * Math.PI) / 180;
  const y = Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * n);
  return `${z}/${x}/${y}`;
}

describe("the offline basemap's vector tiles", () => {
  const path = createRequire(import.meta.url).resolve("world-atlas/countries-110m.json");
  const basemap = buildWorldBasemap(JSON.parse(readFileSync(path, "utf8")) as Topology);
  const tiles = new Map(worldTiles(basemap, 4).map((tile) => [`${tile.z}/${tile.x}/${tile.y}`, tile]));
  const kindsIn = (key: string) => {
    const layer = new VectorTile(new PbfReader(tiles.get(key)!.data)).layers[WORLD_TILES_LAYER]!;
    return new Set(Array.from({ length: layer.length }, (_, i) => layer.feature(i).properties.kind));
  };

  it("holds the land and the borders in the tiles that show them, from the whole world down", () => {
    expect(kindsIn("0/0/0")).toEqual(new Set(["land", "border"]));
    // central Germany, with the borders of its neighbours
    expect(kindsIn(tileAt(4, 9.5, 50.5))).toEqual(new Set(["land", "border"]));
  });

  it("leaves out tiles of open sea (the South Pacific), and their children", () => {
    expect(tiles.has(tileAt(4, -125, -48))).toBe(false);
    expect(tiles.has(tileAt(3, -125, -48))).toBe(false);
    expect([...tiles.keys()].every((key) => Number(key.split("/")[0]) <= 4)).toBe(true);
  });
});
