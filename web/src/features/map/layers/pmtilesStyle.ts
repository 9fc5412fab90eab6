import { layers, namedFlavor } from "@protomaps/basemaps";
import { addProtocol, type StyleSpecification } from "maplibre-gl";
import { Protocol } from "pmtiles";

let registered = false;

/**
 * A street-level dark basemap from the operator's PMTiles extract, which this app serves with HTTP range
 * requests: Protomaps' layers without their text and icons, which would need glyphs and sprites from
 * elsewhere (the place names come from the map's own label layer). Loaded only when MAP_PMTILES is set.
 */
export function pmtilesBasemapStyle(archiveUrl: string): StyleSpecification {
  if (!registered) {
    addProtocol("pmtiles", new Protocol().tile);
    registered = true;
  }
  const url = new URL(archiveUrl, window.location.href).href;
  return {
    version: 8,
    name: "Incident Watch dark (street, self-hosted)",
    sources: {
      protomaps: {
        type: "vector",
        url: `pmtiles://${url}`,
        attribution: "© OpenStreetMap contributors, Protomaps",
      },
    },
    layers: layers("protomaps", namedFlavor("dark"), { lang: "en" }).filter(
      (layer) => layer.type !== "symbol",
    ) as StyleSpecification["layers"],
  };
}
