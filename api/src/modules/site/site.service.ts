import type { Config } from "../../config.js";
import type { SiteInfo } from "./site-info.type.js";

/** Where the web app reads the PMTiles basemap, under /api. */
export const PMTILES_PATH = "/api/map/basemap.pmtiles";

export class SiteService {
  constructor(private readonly config: Config) {}

  info(): SiteInfo {
    return {
      contactEmail: this.config.contactEmail,
      publicUrl: this.config.publicUrl.replace(/\/+$/, ""),
      mapStyleUrl: this.config.mapStyleUrl ?? null,
      mapPmtilesUrl: this.config.mapPmtiles ? PMTILES_PATH : null,
    };
  }

  /** The operator's PMTiles extract (MAP_PMTILES), or undefined when there is none. */
  pmtilesFile(): string | undefined {
    return this.config.mapPmtiles;
  }
}
