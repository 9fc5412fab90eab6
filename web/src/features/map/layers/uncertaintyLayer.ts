import type { Layer } from "@deck.gl/core";
import { ScatterplotLayer } from "@deck.gl/layers";
import { PLACE_PRECISION_METRES, type PlacePrecision } from "@incident-watch/schema";
import type { MapItem } from "../worker/clusterIndex";

/** An area the map shades around a point whose place is not known exactly. */
export interface UncertaintyCircle {
  lng: number;
  lat: number;
  /** the radius within which the place lies, in metres */
  radius: number;
  type: "russian" | "chinese";
}

const FILL = { russian: [239, 68, 68, 38], chinese: [250, 204, 21, 46] } as const;
const LINE = { russian: [185, 28, 28, 140], chinese: [161, 98, 7, 150] } as const;

/**
 * The radius drawn for a place precision: a town's 5 km and a region's 50 km (decision 099). An exact
 * place has none; nor has a country: its size varies from Monaco to France, and a circle of any one size
 * would claim a place the data does not know (the popup says "only the country is known").
 */
export function uncertaintyRadius(place: PlacePrecision | undefined): number | null {
  if (place !== "town" && place !== "region") return null;
  return PLACE_PRECISION_METRES[place];
}

/**
 * The circles for the markers drawn: a single incident's own, and for several at one point the widest
 * among them (their marker is one). Clusters have none: their incidents are not at one place.
 */
export function uncertaintyCircles(items: readonly MapItem[]): UncertaintyCircle[] {
  const circles: UncertaintyCircle[] = [];
  for (const item of items) {
    if (item.kind === "event") {
      const radius = uncertaintyRadius(item.place);
      if (radius) circles.push({ lng: item.lng, lat: item.lat, radius, type: item.type });
    } else if (item.kind === "location") {
      const widest = item.events.reduce(
        (best, event) => {
          const radius = uncertaintyRadius(event.place) ?? 0;
          return radius > best.radius ? { radius, type: event.type } : best;
        },
        { radius: 0, type: "russian" as UncertaintyCircle["type"] },
      );
      if (widest.radius) circles.push({ lng: item.lng, lat: item.lat, ...widest });
    }
  }
  return circles;
}

/** Translucent discs in metres under the markers, so they grow with the zoom as the area does. */
export function uncertaintyLayer(circles: readonly UncertaintyCircle[]): Layer[] {
  if (circles.length === 0) return [];
  return [
    new ScatterplotLayer<UncertaintyCircle>({
      id: "place-uncertainty",
      data: circles,
      getPosition: (circle) => [circle.lng, circle.lat],
      getRadius: (circle) => circle.radius,
      radiusUnits: "meters",
      filled: true,
      stroked: true,
      getFillColor: (circle) => [...FILL[circle.type]],
      getLineColor: (circle) => [...LINE[circle.type]],
      getLineWidth: 1,
      lineWidthUnits: "pixels",
      pickable: false,
    }),
  ];
}
