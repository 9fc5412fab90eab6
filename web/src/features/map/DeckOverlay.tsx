import { MapboxOverlay, type MapboxOverlayProps } from "@deck.gl/mapbox";
import { useImperativeHandle, type Ref } from "react";
import { useControl } from "react-map-gl/maplibre";

/** deck.gl drawn over the maplibre map as a map control; the ref lets the map pick markers on click. */
export function DeckOverlay({ ref, ...props }: MapboxOverlayProps & { ref?: Ref<MapboxOverlay> }) {
  const overlay = useControl<MapboxOverlay>(() => new MapboxOverlay(props));
  overlay.setProps(props);
  useImperativeHandle(ref, () => overlay, [overlay]);
  return null;
}
