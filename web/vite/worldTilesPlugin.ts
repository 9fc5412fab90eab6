import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Plugin } from "vite";
import { buildWorldBasemap, simplifyOutsideEurope } from "../src/components/map/worldBasemap.ts";
import { worldTiles, type WorldTile } from "../src/components/map/buildWorldTiles.ts";

const MODULE = "virtual:world-tiles";
const RESOLVED = `\0${MODULE}`;
const DEV_PATH = "/world-tiles";

/**
 * `import rootTileUrl from "virtual:world-tiles"`: the world's land and borders (world-atlas, Natural
 * Earth 1:10m, kept nearly whole in Europe and simplified to about 1:50m elsewhere) as vector tiles made
 * once at build time, under a folder named by their content's hash, so they are cached for good. The
 * module gives the URL of tile 0/0/0, from which the map's style makes its {z}/{x}/{y} template. The app
 * answers a tile of open sea, which is not in the build, with 204 No Content.
 */
export function worldTilesPlugin(): Plugin {
  let serving = false;
  let tiles: Map<string, WorldTile> | undefined;
  const made = () => {
    if (tiles) return tiles;
    const path = createRequire(import.meta.url).resolve("world-atlas/countries-10m.json");
    const basemap = buildWorldBasemap(simplifyOutsideEurope(JSON.parse(readFileSync(path, "utf8"))));
    tiles = new Map(worldTiles(basemap).map((tile) => [`${tile.z}/${tile.x}/${tile.y}`, tile]));
    return tiles;
  };
  return {
    name: "incident-watch:world-tiles",
    configResolved(config) {
      serving = config.command === "serve";
    },
    resolveId: (id) => (id === MODULE ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (serving) return `export default ${JSON.stringify(`${DEV_PATH}/0/0/0.pbf`)};`;
      const all = [...made().values()];
      const hash = createHash("sha256");
      for (const tile of all) hash.update(`${tile.z}/${tile.x}/${tile.y}`).update(tile.data);
      const folder = `assets/world-${hash.digest("hex").slice(0, 10)}`;
      let root = "";
      for (const tile of all) {
        const reference = this.emitFile({
          type: "asset",
          fileName: `${folder}/${tile.z}/${tile.x}/${tile.y}.pbf`,
          source: tile.data,
        });
        if (tile.z === 0) root = reference;
      }
      return `export default import.meta.ROLLUP_FILE_URL_${root};`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (request, response) => {
        const tile = made().get((request.url ?? "").replace(/^\//, "").replace(/\.pbf(\?.*)?$/, ""));
        if (!tile) {
          response.statusCode = 204;
          return void response.end();
        }
        response.setHeader("content-type", "application/x-protobuf");
        response.end(tile.data);
      });
    },
  };
}
