import type { PickingInfo } from "@deck.gl/core";
import type { MapboxOverlay } from "@deck.gl/mapbox";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Popup, type MapLayerMouseEvent, type MapRef } from "react-map-gl/maplibre";
import type { BBox, MapItem } from "./clusterIndex";
import { DeckOverlay } from "./DeckOverlay";
import { EventDetails } from "./EventDetails";
import { LocationEvents } from "./LocationEvents";
import { loadOfflineLand, offlineBasemapStyle } from "./basemapStyle";
import { EuropeMap } from "./EuropeMap";
import { MAX_ZOOM } from "./mapConfig";
import { createMarkerAtlas } from "./markerAtlas";
import { markerLayers, markerSize } from "./markerLayers";
import type { Clusters } from "./useClusters";
import { useMapTestHook } from "./useMapTestHook";
import "./map.css";

// deck.gl draws in maplibre's context; testing every texture format up front would stall the first frame
const DECK_DEVICE = { _initializeFeatures: false };

/** Markers just outside the view are clustered too, so panning never shows an empty edge. */
function paddedBounds(map: MapRef): BBox {
  const bounds = map.getBounds();
  const padLng = (bounds.getEast() - bounds.getWest()) * 0.1;
  const padLat = (bounds.getNorth() - bounds.getSouth()) * 0.1;
  return [
    bounds.getWest() - padLng,
    bounds.getSouth() - padLat,
    bounds.getEast() + padLng,
    bounds.getNorth() + padLat,
  ];
}

export interface IncidentMapProps {
  /** The markers, clustered by a worker the page started before this chunk arrived. */
  clusters: Clusters;
  /** A hosted style (MAP_STYLE_URL), null for the built-in offline basemap, undefined while not yet known. */
  mapStyleUrl: string | null | undefined;
  /** Called when this browser cannot draw the map after all (WebGL refused at run time). */
  onUnavailable(): void;
}

/** The full-screen incident map: a maplibre basemap, deck.gl markers clustered in a worker, popups on click. */
export function IncidentMap({ clusters, mapStyleUrl, onUnavailable }: IncidentMapProps) {
  const mapRef = useRef<MapRef>(null);
  const overlayRef = useRef<MapboxOverlay>(null);
  const firstFrame = useRef(false);
  const { state, setView, expansionZoom, refine } = clusters;
  const mapStyle = useMemo(
    () => (mapStyleUrl === undefined ? undefined : (mapStyleUrl ?? offlineBasemapStyle({ landLater: true }))),
    [mapStyleUrl],
  );
  const [popup, setPopup] = useState<Exclude<MapItem, { kind: "cluster" }> | null>(null);
  const [atlas] = useState(createMarkerAtlas);
  const items = useMemo(() => (state.status === "ready" ? state.items : []), [state]);
  useMapTestHook(mapRef, items);

  const updateView = useCallback(() => {
    const map = mapRef.current;
    if (map) setView({ bbox: paddedBounds(map), zoom: map.getZoom() });
  }, [setView]);

  useEffect(() => {
    if (state.status === "ready") updateView();
  }, [state.status, updateView]);

  // ask for markers at the map's first frame, not at 'load', which waits for the whole basemap
  const viewAsked = useRef(false);
  const firstView = useCallback(() => {
    if (viewAsked.current) return;
    viewAsked.current = true;
    updateView();
  }, [updateView]);

  const [hovering, setHovering] = useState(false);
  const onHover = useCallback((info: PickingInfo<MapItem>) => setHovering(Boolean(info.object)), []);

  const layers = useMemo(() => markerLayers(items, atlas, onHover), [items, atlas, onHover]);

  const onClick = useCallback(
    async (event: MapLayerMouseEvent) => {
      const picked = overlayRef.current?.pickObject({ x: event.point.x, y: event.point.y, radius: 2 });
      const item = picked?.object as MapItem | undefined;
      if (!item) return setPopup(null);
      if (item.kind !== "cluster") return setPopup(item);
      setPopup(null);
      const zoom = Math.min(await expansionZoom(item.id, item.index), MAX_ZOOM);
      mapRef.current?.easeTo({ center: [item.lng, item.lat], zoom, duration: 600 });
    },
    [expansionZoom],
  );

  const [markersDrawn, setMarkersDrawn] = useState(false);
  const onAfterRender = useCallback(() => {
    if (firstFrame.current || items.length === 0) return;
    firstFrame.current = true;
    performance.mark("map:first-clusters");
    setMarkersDrawn(true);
    refine();
  }, [items.length, refine]);

  // the offline basemap's land comes once the markers are drawn, or at once when there are none to draw
  const [styleLoaded, setStyleLoaded] = useState(false);
  const nothingToDraw = state.status === "failed" || (state.status === "ready" && state.count === 0);
  useEffect(() => {
    if (mapStyleUrl === null && styleLoaded && (markersDrawn || nothingToDraw) && mapRef.current)
      loadOfflineLand(mapRef.current);
  }, [mapStyleUrl, styleLoaded, markersDrawn, nothingToDraw]);

  return (
    <div className="incident-map">
      {mapStyle && (
        <EuropeMap
          ref={mapRef}
          mapStyle={mapStyle}
          cursor={hovering ? "pointer" : "grab"}
          hash
          onRender={firstView}
          onLoad={() => setStyleLoaded(true)}
          onMove={updateView}
          onClick={onClick}
          onError={(event) => {
            if (/webgl/i.test(event.error?.message ?? "")) onUnavailable();
            else console.error(event.error?.stack);
          }}
        >
          <DeckOverlay
            ref={overlayRef}
            layers={layers}
            onAfterRender={onAfterRender}
            deviceProps={DECK_DEVICE}
          />
          {popup && (
            <Popup
              longitude={popup.lng}
              latitude={popup.lat}
              offset={markerSize(popup) / 2 + 4}
              closeOnClick={false}
              onClose={() => setPopup(null)}
              maxWidth="320px"
              className="incident-popup"
            >
              {popup.kind === "event" ? (
                <EventDetails id={popup.id} linkText="Read full article" />
              ) : (
                <LocationEvents events={popup.events} />
              )}
            </Popup>
          )}
        </EuropeMap>
      )}
      {state.status === "loading" && (
        <p className="incident-map__status" role="status">
          Loading incidents…
        </p>
      )}
      {state.status === "ready" && state.count === 0 && (
        <p className="incident-map__status" role="status">
          No incidents have been published yet.
        </p>
      )}
      {state.status === "failed" && (
        <p className="incident-map__status incident-map__status--error" role="alert">
          The incidents could not be loaded. Please reload the page to try again.
        </p>
      )}
    </div>
  );
}
