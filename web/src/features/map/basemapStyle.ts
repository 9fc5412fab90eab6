import type { GeoJSONSource, StyleSpecification } from "maplibre-gl";
import type { MapRef } from "react-map-gl/maplibre";
import basemapUrl from "virtual:world-basemap";

const WORLD_SOURCE = "world";
const worldDataUrl = () => new URL(basemapUrl, window.location.href).href;

/**
 * The default dark basemap: land and borders served by this app, no tiles from anyone else. With
 * `landLater` the style starts as open sea and loadOfflineLand() fills in the land: the incident map
 * draws its markers first, without 1.3 MB of coastlines being parsed and tiled at the same moment.
 */
export function offlineBasemapStyle({ landLater = false } = {}): StyleSpecification {
  return {
    version: 8,
    name: "Incident Watch dark (offline)",
    sources: {
      [WORLD_SOURCE]: {
        type: "geojson",
        data: landLater ? { type: "FeatureCollection", features: [] } : worldDataUrl(),
        tolerance: 0.45,
      },
    },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": "#070b14" } },
      {
        id: "land",
        type: "fill",
        source: WORLD_SOURCE,
        filter: ["==", ["get", "kind"], "land"],
        paint: { "fill-color": "#1a2233", "fill-antialias": true },
      },
      {
        id: "coast",
        type: "line",
        source: WORLD_SOURCE,
        filter: ["==", ["get", "kind"], "land"],
        paint: { "line-color": "#2f3b52", "line-width": 0.8 },
      },
      {
        id: "borders",
        type: "line",
        source: WORLD_SOURCE,
        filter: ["==", ["get", "kind"], "border"],
        paint: {
          "line-color": "#4b5a75",
          "line-width": ["interpolate", ["linear"], ["zoom"], 2, 0.5, 8, 1.2],
          "line-dasharray": [3, 1],
        },
      },
    ],
  };
}

/** Fills in the land of a style made with `landLater`; does nothing on any other style. */
export function loadOfflineLand(map: MapRef) {
  const source = map.getSource(WORLD_SOURCE) as GeoJSONSource | undefined;
  // a failed load reaches the map's error event; the promise only tells when the land is drawn
  void source?.setData(worldDataUrl());
}
