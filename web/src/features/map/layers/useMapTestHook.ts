import { useEffect, type RefObject } from "react";
import type { MapRef } from "react-map-gl/maplibre";
import type { MapItem } from "../worker/clusterIndex";
import type { UncertaintyCircle } from "./uncertaintyLayer";

/** What browser tests and the benchmark read: the view and the markers drawn, in screen pixels. */
export interface IncidentMapProbe {
  zoom(): number;
  /** The basemap is drawn and the view is at rest. */
  settled(): boolean;
  markers(): Array<MapItem & { x: number; y: number }>;
  /** Where a place is on the map's canvas. */
  project(lng: number, lat: number): { x: number; y: number };
  /** Where the map rings the incident the list points at; null when it rings none. */
  highlighted(): { lng: number; lat: number } | null;
  /** Where the map rings newly published incidents. */
  ringed(): Array<{ lng: number; lat: number }>;
  /** The areas shaded around imprecise places, and their radius in metres and on screen (pixels). */
  uncertainty(): Array<UncertaintyCircle & { x: number; y: number; pixels: number }>;
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
  items: MapItem[],
  highlighted: { lng: number; lat: number } | null,
  ringed: Array<{ lng: number; lat: number }> = [],
  circles: readonly UncertaintyCircle[] = [],
) {
  useEffect(() => {
    window.__incidentMap = {
      zoom: () => mapRef.current?.getZoom() ?? Number.NaN,
      settled: () => Boolean(mapRef.current?.loaded() && !mapRef.current.isMoving()),
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
      // nothing is returned: a test's evaluate() would serialise the whole map, a long task of its own
      jumpTo: (lng, lat, zoom) => void mapRef.current?.jumpTo({ center: [lng, lat], zoom }),
    };
  }, [mapRef, items, highlighted, ringed, circles]);
  useEffect(() => () => void delete window.__incidentMap, []);
}
