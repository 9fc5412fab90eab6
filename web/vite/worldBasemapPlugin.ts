import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";
import { buildWorldBasemap, simplifyOutsideEurope } from "../src/features/map/worldBasemap";
import { jsonAsset } from "./jsonAssetPlugin";

/**
 * `import basemapUrl from "virtual:world-basemap"`: the world's land and borders (world-atlas, Natural
 * Earth 1:10m, kept nearly whole in Europe and simplified to about 1:50m elsewhere) converted once at
 * build time to GeoJSON and emitted as a hashed asset, so the map draws its basemap from this app alone,
 * offline, and maplibre parses it in its worker.
 */
export function worldBasemap(): Plugin {
  return jsonAsset({
    name: "incident-watch:world-basemap",
    module: "virtual:world-basemap",
    fileName: "world-basemap.json",
    make: () => {
      const path = createRequire(import.meta.url).resolve("world-atlas/countries-10m.json");
      return buildWorldBasemap(simplifyOutsideEurope(JSON.parse(readFileSync(path, "utf8"))));
    },
  });
}
