import type { LayerSpecification, StyleSpecification } from "maplibre-gl";
import type { MapRef } from "react-map-gl/maplibre";
import rootTileUrl from "virtual:world-tiles";
import { WORLD_TILES_LAYER, WORLD_TILES_MAX_ZOOM } from "./worldTiles";

const WORLD_SOURCE = "world";
// made from the root tile's address, since URL() would escape the template's braces
const worldTilesUrl = () =>
  new URL(rootTileUrl, window.location.href).href.replace(/0\/0\/0\.pbf$/, "{z}/{x}/{y}.pbf");

/**
 * The default dark basemap: land and borders served by this app as vector tiles made at build time, no
 * tiles from anyone else. With `landLater` the land layers start hidden (their tiles are not loaded)
 * and loadOfflineLand() shows them: the incident map draws its markers first.
 */
export function offlineBasemapStyle({ landLater = false } = {}): StyleSpecification {
  const visibility = landLater ? "none" : "visible";
  const world = { source: WORLD_SOURCE, "source-layer": WORLD_TILES_LAYER, layout: { visibility } } as const;
  const layers: LayerSpecification[] = [
    { id: "sea", type: "background", paint: { "background-color": "#070b14" } },
    {
      id: "land",
      type: "fill",
      ...world,
      filter: ["==", ["get", "kind"], "land"],
      paint: { "fill-color": "#1a2233", "fill-antialias": true },
    },
    {
      id: "coast",
      type: "line",
      ...world,
      filter: ["==", ["get", "kind"], "land"],
      paint: { "line-color": "#2f3b52", "line-width": 0.8 },
    },
    {
      id: "borders",
      type: "line",
      ...world,
      filter: ["==", ["get", "kind"], "border"],
      paint: {
        "line-color": "#4b5a75",
        "line-width": ["interpolate", ["linear"], ["zoom"], 2, 0.5, 8, 1.2],
        "line-dasharray": [3, 1],
      },
    },
  ];
  return {
    version: 8,
    name: "Incident Watch dark (offline)",
    sources: {
      [WORLD_SOURCE]: { type: "vector", tiles: [worldTilesUrl()], minzoom: 0, maxzoom: WORLD_TILES_MAX_ZOOM },
    },
    layers,
  };
}

/** Shows the land of a style made with `landLater`; does nothing on any other style. */
export function loadOfflineLand(map: MapRef) {
  const style = map.getMap();
  for (const layer of style.getStyle().layers)
    if ("source" in layer && layer.source === WORLD_SOURCE)
      style.setLayoutProperty(layer.id, "visibility", "visible");
}
