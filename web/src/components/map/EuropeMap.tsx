import * as maplibregl from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import "maplibre-gl/dist/maplibre-gl.css";
import { useLayoutEffect, useMemo, type Ref } from "react";
import { Map, NavigationControl, useMap, type MapProps, type MapRef } from "react-map-gl/maplibre";
import { useT } from "../../i18n";
import { INITIAL_VIEW, MAPLIBRE_MAX_BOUNDS, MAX_ZOOM, MIN_ZOOM } from "./mapConfig";
import { relabelMap } from "./mapLabels";

export type EuropeMapProps = MapProps & { ref?: Ref<MapRef> };

/**
 * The maplibre map both the incident map and the location picker draw on: the spec's zoom range and pan
 * bounds, no rotation or pitch, the zoom control top-left; each screen adds its own view and handlers.
 */
export function EuropeMap({ ref, children, ...props }: EuropeMapProps) {
  const t = useT("map");
  // maplibre's own controls and labels, in the page's language (read when the map is made, and given to
  // it again when the language is switched in place)
  const locale = useMemo(
    () => ({
      "NavigationControl.ZoomIn": t("map.controls.zoomIn"),
      "NavigationControl.ZoomOut": t("map.controls.zoomOut"),
      "AttributionControl.ToggleAttribution": t("map.controls.toggleAttribution"),
      "Map.Title": t("map.controls.title"),
      "Marker.Title": t("map.controls.marker"),
      "Popup.Close": t("map.controls.closePopup"),
    }),
    [t],
  );
  return (
    <Map
      locale={locale}
      ref={ref}
      mapLib={maplibregl}
      workerUrl={workerUrl}
      initialViewState={INITIAL_VIEW}
      minZoom={MIN_ZOOM}
      maxZoom={MAX_ZOOM}
      maxBounds={MAPLIBRE_MAX_BOUNDS}
      dragRotate={false}
      pitchWithRotate={false}
      touchPitch={false}
      style={{ position: "absolute", inset: 0 }}
      {...props}
    >
      <MapLabels labels={locale} />
      <NavigationControl position="top-left" showCompass={false} />
      {children}
    </Map>
  );
}

/**
 * Gives the map the page's words when they change (a switch of language in place): in a layout effect, so
 * before the controls added in this render read them.
 */
function MapLabels({ labels }: { labels: Record<string, string> }) {
  const { current } = useMap();
  useLayoutEffect(() => {
    if (current) relabelMap(current.getMap(), labels);
  }, [current, labels]);
  return null;
}
