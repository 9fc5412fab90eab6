import type { PickingInfo } from "@deck.gl/core";
import type { MapboxOverlay } from "@deck.gl/mapbox";
import type { StyleSpecification } from "maplibre-gl";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { Popup, type MapLayerMouseEvent, type MapRef } from "react-map-gl/maplibre";
import { loadOfflineLand, offlineBasemapStyle } from "../../../components/map/basemapStyle";
import { EuropeMap } from "../../../components/map/EuropeMap";
import { INITIAL_VIEW, MAX_ZOOM } from "../../../components/map/mapConfig";
import type { MapViewState } from "../filters/explorerUrl";
import { markerTooltip, type PopupTarget } from "../popups/popupTarget";
import { useKeepPopupInView } from "../popups/useKeepPopupInView";
import type { BBox, MapItem } from "../worker/clusterIndex";
import type { Clusters } from "../worker/useClusters";
import { DeckOverlay } from "./DeckOverlay";
import { createMarkerAtlas } from "./markerAtlas";
import { freshLayer, highlightLayer, markerLayers, markerSize } from "./markerLayers";
import { useCanvasFocusRing } from "./useCanvasFocusRing";
import { useMapLabels } from "./useMapLabels";
import { useMapTestHook } from "./useMapTestHook";
import { uncertaintyLayer } from "./uncertaintyLayer";
import { usePlaceUncertainty } from "./usePlaceUncertainty";
import "../map.css";
import { useLocale, useT } from "../../../i18n";

// a popup's code arrives with the first popup opened: most visits open none, and it loads its data anyway
const PopupContent = lazy(() =>
  import("../popups/PopupContent").then((module) => ({ default: module.PopupContent })),
);

// deck.gl draws in maplibre's context; testing every texture format up front would stall the first frame
const DECK_DEVICE = { _initializeFeatures: false };

function visibleBounds(map: MapRef): BBox {
  const bounds = map.getBounds();
  return [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
}

/** Markers just outside the view are clustered too, so panning never shows an empty edge. */
function padded([west, south, east, north]: BBox): BBox {
  const padLng = (east - west) * 0.1;
  const padLat = (north - south) * 0.1;
  return [west - padLng, south - padLat, east + padLng, north + padLat];
}

/** A hosted style (MAP_STYLE_URL), the operator's PMTiles extract (MAP_PMTILES), or the built-in one. */
export type Basemap =
  { kind: "hosted"; url: string } | { kind: "pmtiles"; url: string } | { kind: "offline" };

export interface IncidentMapProps {
  /** The markers, clustered by a worker the page started before this chunk arrived. */
  clusters: Clusters;
  /** Which basemap to draw; undefined while not yet known. */
  basemap: Basemap | undefined;
  /** Where the map opens; null for spec §9's first view. */
  initialView: MapViewState | null;
  /**
   * A view the page asks for (back and forward in history; with `around`, the surroundings of a place
   * to fly to); the key changes with each request.
   */
  requestedView: { view: MapViewState; key: number; around?: BBox } | null;
  /** Called as the view settles: the centre and zoom, and what is on screen. */
  onViewChange(view: MapViewState, visible: BBox): void;
  popup: PopupTarget | null;
  onPopupChange(popup: PopupTarget | null): void;
  /** An incident the list points at: the map rings it. */
  highlighted: { lng: number; lat: number } | null;
  /** Newly published incidents, ringed for a moment. */
  ringed: Array<{ lng: number; lat: number }>;
  /** Called when this browser cannot draw the map after all (WebGL refused at run time). */
  onUnavailable(): void;
  /** Holds the panels over the map (marked `data-over-map`): popups are kept clear of them. */
  panelsRoot?: RefObject<HTMLElement | null>;
}

/** The incident map: a maplibre basemap, deck.gl markers clustered in a worker, popups on click. */
export function IncidentMap({
  clusters,
  basemap,
  initialView,
  requestedView,
  onViewChange,
  popup,
  onPopupChange,
  highlighted,
  ringed,
  onUnavailable,
  panelsRoot,
}: IncidentMapProps) {
  const t = useT("app", "map");
  const locale = useLocale();
  const mapRef = useRef<MapRef>(null);
  const overlayRef = useRef<MapboxOverlay>(null);
  const firstFrame = useRef(false);
  const { state, setView, expansionZoom, leaves, refine, takeFilterTimes } = clusters;
  const offline = basemap?.kind === "offline";
  const [streetStyle, setStreetStyle] = useState<StyleSpecification>();
  const pmtilesUrl = basemap?.kind === "pmtiles" ? basemap.url : undefined;
  useEffect(() => {
    if (!pmtilesUrl) return undefined;
    let live = true;
    // the PMTiles reader and Protomaps' layers load only for a map that uses them
    void import("./pmtilesStyle").then(({ pmtilesBasemapStyle }) => {
      if (live) setStreetStyle(pmtilesBasemapStyle(pmtilesUrl));
    });
    return () => {
      live = false;
    };
  }, [pmtilesUrl]);
  const mapStyle = useMemo(() => {
    if (!basemap) return undefined;
    if (basemap.kind === "hosted") return basemap.url;
    if (basemap.kind === "pmtiles") return streetStyle;
    return offlineBasemapStyle({ landLater: true });
  }, [basemap, streetStyle]);
  const [atlas] = useState(createMarkerAtlas);
  const items = useMemo(() => (state.status === "ready" ? state.items : []), [state]);
  const shownGen = state.status === "ready" ? state.gen : -1;
  const circles = usePlaceUncertainty(items, popup);
  const itemsView = state.status === "ready" ? state.itemsView : null;

  const [zoom, setZoom] = useState(4);
  // the markers follow every frame of a move; the page (URL, list) follows once the view settles
  const updateMarkers = useCallback(() => {
    const map = mapRef.current;
    if (!map) return;
    const visible = visibleBounds(map);
    setView({ bbox: padded(visible), zoom: map.getZoom(), view: visible });
  }, [setView]);
  const updateView = useCallback(() => {
    const map = mapRef.current;
    if (!map) return;
    updateMarkers();
    setZoom(map.getZoom());
    const { lng, lat } = map.getCenter();
    onViewChange({ lat, lng, zoom: map.getZoom() }, visibleBounds(map));
  }, [updateMarkers, onViewChange]);

  useEffect(() => {
    if (state.status === "ready") updateView();
  }, [state.status, updateView]);

  useEffect(() => {
    if (!requestedView) return;
    const { lat, lng, zoom } = requestedView.view;
    if (requestedView.around) mapRef.current?.fitBounds(requestedView.around, { padding: 40 });
    else mapRef.current?.jumpTo({ center: [lng, lat], zoom });
  }, [requestedView]);

  // ask for markers at the map's first frame, not at 'load', which waits for the whole basemap
  const viewAsked = useRef(false);
  const firstView = useCallback(() => {
    if (viewAsked.current) return;
    viewAsked.current = true;
    updateView();
  }, [updateView]);

  const [hovered, setHovered] = useState<{ item: MapItem; x: number; y: number } | null>(null);
  // where the last click or tap was: the tooltip it answered stays away until the pointer moves on
  // (deck.gl picks again at the same point as the map pans or zooms under it)
  const [clickedAt, setClickedAt] = useState<{ x: number; y: number } | null>(null);
  const onHover = useCallback(
    (info: PickingInfo<MapItem>) => {
      if (clickedAt && Math.hypot(info.x - clickedAt.x, info.y - clickedAt.y) < 3) return setHovered(null);
      if (clickedAt) setClickedAt(null);
      setHovered(info.object ? { item: info.object, x: info.x, y: info.y } : null);
    },
    [clickedAt],
  );

  const [markersDrawn, setMarkersDrawn] = useState(false);
  const nothingToDraw = state.status === "failed" || (state.status === "ready" && state.count === 0);
  // place names join the offline basemap after the markers, like its land
  const labels = useMapLabels(
    basemap !== undefined && basemap.kind !== "hosted" && (markersDrawn || nothingToDraw),
    zoom,
    locale,
  );
  useMapTestHook(mapRef, { items, itemsView }, highlighted, ringed, circles, labels);
  const layers = useMemo(
    () => [
      ...labels,
      // under the markers: the area an imprecise place lies in (decision 099)
      ...uncertaintyLayer(circles),
      ...markerLayers(items, atlas, onHover),
      ...freshLayer(ringed),
      ...highlightLayer(highlighted),
    ],
    [labels, circles, items, atlas, onHover, ringed, highlighted],
  );

  const popupAnchor = useKeepPopupInView(mapRef, panelsRoot, popup);

  const onClick = useCallback(
    async (event: MapLayerMouseEvent) => {
      // what the tooltip offered has happened: it would stay beside the popup or over the zoomed map
      setClickedAt({ x: event.point.x, y: event.point.y });
      setHovered(null);
      const picked = overlayRef.current?.pickObject({ x: event.point.x, y: event.point.y, radius: 2 });
      const item = picked?.object as MapItem | undefined;
      if (!item) return onPopupChange(null);
      if (item.kind !== "cluster") return onPopupChange(item);
      onPopupChange(null);
      // incidents at one point never split by zooming: list them instead
      if (item.same) {
        const events = await leaves(item);
        if (events) {
          return onPopupChange({
            kind: "location",
            id: `${item.lng},${item.lat}`,
            lng: item.lng,
            lat: item.lat,
            count: item.count,
            russian: item.russian,
            chinese: item.chinese,
            events,
          });
        }
      }
      const map = mapRef.current;
      const zoom = Math.min((await expansionZoom(item)) ?? (map?.getZoom() ?? 4) + 2, MAX_ZOOM);
      map?.easeTo({ center: [item.lng, item.lat], zoom, duration: 600 });
    },
    [expansionZoom, leaves, onPopupChange],
  );

  const onAfterRender = useCallback(() => {
    // the time from a filter's input to its clusters on screen
    for (const start of takeFilterTimes(shownGen)) performance.measure("map:filter-shown", { start });
    if (firstFrame.current || items.length === 0) return;
    firstFrame.current = true;
    performance.mark("map:first-clusters");
    setMarkersDrawn(true);
    refine();
  }, [items.length, refine, takeFilterTimes, shownGen]);

  // the offline basemap's land comes once the markers are drawn, or at once when there are none to draw
  const [styleLoaded, setStyleLoaded] = useState(false);
  const focusRing = useCanvasFocusRing(mapRef, panelsRoot, styleLoaded);
  useEffect(() => {
    if (offline && styleLoaded && (markersDrawn || nothingToDraw) && mapRef.current)
      loadOfflineLand(mapRef.current);
  }, [offline, styleLoaded, markersDrawn, nothingToDraw]);

  useEffect(() => {
    if (!popup) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onPopupChange(null);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [popup, onPopupChange]);

  const initialViewState = useMemo(
    () =>
      initialView
        ? { latitude: initialView.lat, longitude: initialView.lng, zoom: initialView.zoom }
        : INITIAL_VIEW,
    // the first view only: later views come from panning or from requestedView
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  return (
    <div className="incident-map">
      {mapStyle && (
        <EuropeMap
          ref={mapRef}
          mapStyle={mapStyle}
          initialViewState={initialViewState}
          cursor={hovered ? "pointer" : "grab"}
          onRender={firstView}
          onLoad={() => setStyleLoaded(true)}
          onMoveEnd={updateView}
          onMove={updateMarkers}
          onClick={(event) => void onClick(event)}
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
          {popup && popupAnchor && (
            <Popup
              key={popup.id}
              anchor={popupAnchor}
              longitude={popup.lng}
              latitude={popup.lat}
              offset={markerSize(popup) / 2 + 4}
              closeOnClick={false}
              onClose={() => onPopupChange(null)}
              maxWidth="min(320px, calc(100vw - 2rem))"
              className="incident-popup"
            >
              <Suspense fallback={<p className="event-details__status">{t("app.loading")}</p>}>
                <PopupContent popup={popup} linkText={t("map.readFullArticle")} />
              </Suspense>
            </Popup>
          )}
        </EuropeMap>
      )}
      {focusRing && (
        <div
          className="incident-map__focus-ring"
          aria-hidden="true"
          style={{
            top: focusRing.top,
            right: focusRing.right,
            bottom: focusRing.bottom,
            left: focusRing.left,
          }}
        />
      )}
      {hovered && (
        <div
          className="incident-map__tooltip"
          role="presentation"
          style={{ left: hovered.x + 14, top: hovered.y + 14 }}
        >
          {markerTooltip(hovered.item, t)}
        </div>
      )}
      {state.status === "loading" && (
        <p className="incident-map__status" role="status">
          {t("map.loading")}
        </p>
      )}
      {state.status === "ready" && state.count === 0 && (
        <p className="incident-map__status" role="status">
          {t("map.none")}
        </p>
      )}
      {state.status === "ready" && state.count > 0 && state.total === 0 && (
        <p className="incident-map__status" role="status">
          {t("map.noMatch")}
        </p>
      )}
      {state.status === "failed" && (
        <p className="incident-map__status incident-map__status--error" role="alert">
          {t("map.loadFailed")}
        </p>
      )}
    </div>
  );
}
