import type { Layer, PickingInfo } from "@deck.gl/core";
import { IconLayer, ScatterplotLayer, TextLayer } from "@deck.gl/layers";
import type { MapItem } from "../worker/clusterIndex";
import { clusterLabel, clusterSize, markerKind, type MarkerKind } from "./clusterStyle";
import { iconName, type createMarkerAtlas } from "./markerAtlas";

/** A single event's dot, in CSS pixels. */
export const EVENT_MARKER_SIZE = 22;

export function markerSize(item: MapItem): number {
  return item.kind === "event" ? EVENT_MARKER_SIZE : clusterSize(item.count);
}

export function itemKind(item: MapItem): MarkerKind {
  return item.kind === "event" ? item.type : markerKind(item.russian, item.chinese);
}

type Counted = Exclude<MapItem, { kind: "event" }>;

const DARK_TEXT: [number, number, number] = [17, 24, 39];
const LIGHT_TEXT: [number, number, number] = [255, 255, 255];

/** The deck.gl layers for the current markers: icons, then their counts on top. */
export function markerLayers(
  items: MapItem[],
  atlas: ReturnType<typeof createMarkerAtlas>,
  onHover: (info: PickingInfo<MapItem>) => void,
): Layer[] {
  const counted = items.filter((item): item is Counted => item.kind !== "event");
  return [
    new IconLayer<MapItem>({
      id: "incident-markers",
      data: items,
      pickable: true,
      // the layer types name only URLs and textures, but any image source is accepted at run time
      iconAtlas: atlas.atlas as unknown as string,
      iconMapping: atlas.mapping,
      getIcon: (item) => iconName(item.kind, itemKind(item)),
      getPosition: (item) => [item.lng, item.lat],
      getSize: markerSize,
      sizeUnits: "pixels",
      onHover,
    }),
    new TextLayer<Counted>({
      id: "incident-counts",
      data: counted,
      getPosition: (item) => [item.lng, item.lat],
      getText: (item) => clusterLabel(item.count),
      getSize: (item) => (item.count >= 1000 ? 13 : 14),
      getColor: (item) => (itemKind(item) === "russian" ? LIGHT_TEXT : DARK_TEXT),
      fontWeight: 700,
      fontFamily: "system-ui, sans-serif",
      characterSet: "0123456789k",
      getTextAnchor: "middle",
      getAlignmentBaseline: "center",
      sizeUnits: "pixels",
    }),
  ];
}

/** A ring around the incident the list points at. */
export function highlightLayer(target: { lng: number; lat: number } | null): Layer[] {
  if (!target) return [];
  return [
    new ScatterplotLayer<{ lng: number; lat: number }>({
      id: "list-highlight",
      data: [target],
      getPosition: (item) => [item.lng, item.lat],
      getRadius: 20,
      radiusUnits: "pixels",
      stroked: true,
      filled: false,
      getLineColor: [251, 191, 36, 255],
      getLineWidth: 4,
      lineWidthUnits: "pixels",
    }),
  ];
}

/** Rings around newly published incidents, for the few seconds after they came. */
export function freshLayer(targets: Array<{ lng: number; lat: number }>): Layer[] {
  if (targets.length === 0) return [];
  return [
    new ScatterplotLayer<{ lng: number; lat: number }>({
      id: "fresh-highlight",
      data: targets,
      getPosition: (item) => [item.lng, item.lat],
      getRadius: 26,
      radiusUnits: "pixels",
      stroked: true,
      filled: false,
      getLineColor: [56, 189, 248, 255],
      getLineWidth: 3,
      lineWidthUnits: "pixels",
    }),
  ];
}
