import type { StyleSpecification } from "maplibre-gl";
import basemapUrl from "virtual:world-basemap";

/** The default dark basemap: land and borders served by this app, no tiles from anyone else. */
export function offlineBasemapStyle(): StyleSpecification {
  return {
    version: 8,
    name: "Incident Watch dark (offline)",
    sources: {
      world: { type: "geojson", data: new URL(basemapUrl, window.location.href).href, tolerance: 0.45 },
    },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": "#070b14" } },
      {
        id: "land",
        type: "fill",
        source: "world",
        filter: ["==", ["get", "kind"], "land"],
        paint: { "fill-color": "#1a2233", "fill-antialias": true },
      },
      {
        id: "coast",
        type: "line",
        source: "world",
        filter: ["==", ["get", "kind"], "land"],
        paint: { "line-color": "#2f3b52", "line-width": 0.8 },
      },
      {
        id: "borders",
        type: "line",
        source: "world",
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
