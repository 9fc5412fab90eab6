import { MapboxOverlay, type MapboxOverlayProps } from "@deck.gl/mapbox";
import type { Map as MaplibreMap } from "maplibre-gl";
import { useImperativeHandle, useLayoutEffect, type Ref } from "react";
import { useControl } from "react-map-gl/maplibre";

/**
 * deck.gl's interleaved mode reads `map.transform`, which maplibre 6 keeps on its camera instead;
 * the map is given a read-only view of it.
 */
function exposeCameraTransform(map: MaplibreMap) {
  const camera = (map as unknown as { _camera?: { transform: unknown } })._camera;
  if ("transform" in map || !camera) return;
  Object.defineProperty(map, "transform", { get: () => camera.transform, configurable: true });
}

/**
 * deck.gl drawn inside the maplibre map, in maplibre's own WebGL context (interleaved): one context
 * instead of two halves the start-up work, which matters most on software renderers. The ref lets the
 * map pick markers on click.
 */
export function DeckOverlay({
  ref,
  layers,
  onAfterRender,
  deviceProps,
}: Pick<MapboxOverlayProps, "layers" | "onAfterRender" | "deviceProps"> & { ref?: Ref<MapboxOverlay> }) {
  const overlay = useControl<MapboxOverlay>(({ map }) => {
    exposeCameraTransform(map.getMap());
    return new MapboxOverlay({ layers, onAfterRender, deviceProps, interleaved: true });
  });
  // each update has deck.gl redraw the whole map (it takes its views anew), so only a change is passed on
  useLayoutEffect(() => overlay.setProps({ layers, onAfterRender }), [overlay, layers, onAfterRender]);
  useImperativeHandle(ref, () => overlay, [overlay]);
  return null;
}
