import type { Config } from "../../config.js";
import type { CspSources } from "../../core/csp.js";

/** What the Content-Security-Policy must admit for a hosted map style; nothing for the offline basemap. */
export function mapStyleCsp(config: Pick<Config, "mapStyleUrl" | "mapTileOrigins">): CspSources {
  if (!config.mapStyleUrl) return {};
  const origins = [...new Set([new URL(config.mapStyleUrl).origin, ...config.mapTileOrigins])];
  return { connect: origins, img: origins };
}
