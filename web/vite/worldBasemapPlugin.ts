import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";
import { buildWorldBasemap } from "../src/features/map/worldBasemap";

const MODULE_ID = "virtual:world-basemap";
const RESOLVED_ID = `\0${MODULE_ID}`;
const DEV_PATH = "/world-basemap.json";

/**
 * `import basemapUrl from "virtual:world-basemap"`: the world's land and borders (world-atlas, Natural
 * Earth 1:50m) converted once at build time to GeoJSON and emitted as a hashed asset, so the map draws
 * its basemap from this app alone, offline, and maplibre parses it in its worker.
 */
export function worldBasemap(): Plugin {
  let json: string | undefined;
  let serving = false;
  const source = () => {
    if (json === undefined) {
      const path = createRequire(import.meta.url).resolve("world-atlas/countries-50m.json");
      json = JSON.stringify(buildWorldBasemap(JSON.parse(readFileSync(path, "utf8"))));
    }
    return json;
  };
  return {
    name: "incident-watch:world-basemap",
    configResolved(config) {
      serving = config.command === "serve";
    },
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (serving) return `export default ${JSON.stringify(DEV_PATH)};`;
      const reference = this.emitFile({ type: "asset", name: "world-basemap.json", source: source() });
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
