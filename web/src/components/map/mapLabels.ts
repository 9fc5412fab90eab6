import * as maplibregl from "maplibre-gl";

/** maplibre's own controls: each sets its words from the map's labels when it is added. */
const OWN_CONTROLS = [
  maplibregl.NavigationControl,
  maplibregl.AttributionControl,
  maplibregl.FullscreenControl,
  maplibregl.GeolocateControl,
  maplibregl.ScaleControl,
  maplibregl.LogoControl,
  maplibregl.GlobeControl,
  maplibregl.TerrainControl,
];

/**
 * Gives a map made in one language another's words for its controls and canvas. maplibre reads its
 * labels (`locale`) when a map is made and each control when it is added, so after a change of language
 * in place the map takes the new labels and re-adds its own controls where they were. Other controls
 * (deck.gl's overlay) keep their state; popups and markers made from now on have the new words.
 */
export function relabelMap(map: maplibregl.Map, labels: Record<string, string>): void {
  if (Object.entries(labels).every(([key, label]) => map._locale[key] === label)) return;
  map._locale = { ...map._locale, ...labels };
  map.getCanvas().setAttribute("aria-label", map._getUIString("Map.Title"));
  for (const control of [...map._controls]) {
    if (!OWN_CONTROLS.some((kind) => control instanceof kind)) continue;
    const container = (control as { _container?: HTMLElement })._container?.parentElement;
    const position = (Object.keys(map._controlPositions) as maplibregl.ControlPosition[]).find(
      (where) => map._controlPositions[where] === container,
    );
    map.removeControl(control);
    map.addControl(control, position);
  }
}
