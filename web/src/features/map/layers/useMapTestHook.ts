import type { Layer } from "@deck.gl/core";
import { useEffect, type RefObject } from "react";
import type { MapRef } from "react-map-gl/maplibre";
import type { BBox, MapItem } from "../worker/clusterIndex";
import type { UncertaintyCircle } from "./uncertaintyLayer";
import type { MapLabel } from "./useMapLabels";

/** What browser tests and the benchmark read: the view and the markers drawn, in screen pixels. */
export interface IncidentMapProbe {
  zoom(): number;
  /** The basemap is drawn, the view is at rest, and the markers are the ones of this view. */
  settled(): boolean;
  /** What settled() still waits for (empty once it holds), for a test that gave up to say which. */
  unsettled(): string[];
  markers(): Array<MapItem & { x: number; y: number }>;
  /** Where a place is on the map's canvas. */
  project(lng: number, lat: number): { x: number; y: number };
  /** Where the map rings the incident the list points at; null when it rings none. */
  highlighted(): { lng: number; lat: number } | null;
  /** Where the map rings newly published incidents. */
  ringed(): Array<{ lng: number; lat: number }>;
  /** The areas shaded around imprecise places, and their radius in metres and on screen (pixels). */
  uncertainty(): Array<UncertaintyCircle & { x: number; y: number; pixels: number }>;
  /** The place names drawn at this zoom (countries and cities), in the page's language. */
  placeNames(): string[];
  /** Moves the map at once, as a user's pan and zoom would. */
  jumpTo(lng: number, lat: number, zoom: number): void;
}

declare global {
  interface Window {
    __incidentMap?: IncidentMapProbe;
  }
}

/**
 * A read-only window onto the map for tests: a WebGL canvas has no DOM to query. It exposes only what
 * the map already shows anyone, so it is harmless in production.
 */
export function useMapTestHook(
  mapRef: RefObject<MapRef | null>,
  { items, itemsView }: { items: MapItem[]; itemsView: BBox | null },
  highlighted: { lng: number; lat: number } | null,
  ringed: Array<{ lng: number; lat: number }> = [],
  circles: readonly UncertaintyCircle[] = [],
  labels: readonly Layer[] = [],
) {
  useEffect(() => {
    const unsettled = () => {
      const map = mapRef.current;
      if (!map) return ["the map"];
      const waiting = [];
      if (!map.loaded()) waiting.push("the basemap's style and tiles");
      if (map.isMoving()) waiting.push("the view to stop");
      if (!itemsView) return [...waiting, "the worker's first markers"];
      // the worker answers a view after the map stopped there: until then the markers are an earlier one's
      const bounds = map.getBounds();
      const view = [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()];
      if (!view.every((edge, i) => edge === itemsView[i])) waiting.push("the markers of this view");
      return waiting;
    };
    window.__incidentMap = {
      zoom: () => mapRef.current?.getZoom() ?? Number.NaN,
      settled: () => unsettled().length === 0,
      unsettled,
      markers: () => {
        const map = mapRef.current;
        if (!map) return [];
        return items.map((item) => ({ ...item, ...map.project([item.lng, item.lat]) }));
      },
      project: (lng, lat) => {
        const { x, y } = mapRef.current?.project([lng, lat]) ?? { x: Number.NaN, y: Number.NaN };
        return { x, y };
      },
      highlighted: () => (highlighted ? { lng: highlighted.lng, lat: highlighted.lat } : null),
      ringed: () => ringed.map(({ lng, lat }) => ({ lng, lat })),
      uncertainty: () => {
        const map = mapRef.current;
        if (!map) return [];
        return circles.map((circle) => {
          const { x, y } = map.project([circle.lng, circle.lat]);
          // a point `radius` metres north of the centre: its distance on screen is the drawn radius
          const north = map.project([circle.lng, circle.lat + circle.radius / 111_320]);
          return { ...circle, x, y, pixels: Math.hypot(north.x - x, north.y - y) };
        });
      },
      placeNames: () =>
        labels.flatMap((layer) => (layer.props.data as MapLabel[]).map((label) => label.name)),
      // nothing is returned: a test's evaluate() would serialise the whole map, a long task of its own
      jumpTo: (lng, lat, zoom) => void mapRef.current?.jumpTo({ center: [lng, lat], zoom }),
    };
  }, [mapRef, items, itemsView, highlighted, ringed, circles, labels]);
  useEffect(() => () => void delete window.__incidentMap, []);
}
