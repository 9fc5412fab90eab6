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

/** What of the Deck inside a MapboxOverlay this file reaches. */
interface InterleavedDeck {
  layerManager?: { updateLayers(): void } | null;
  /** redraws when anything asks for it: in interleaved mode it has maplibre repaint */
  redraw(): void;
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
  useLayoutEffect(() => {
    overlay.setProps({ layers, onAfterRender });
    // deck.gl would take the layers in at its next animation frame and only then ask maplibre to
    // repaint, a frame later still; taken in now, they are drawn at the next frame (a filter's markers
    // one frame sooner). `_deck` and `layerManager` are internal: check them when deck.gl is upgraded.
    const deck = (overlay as unknown as { _deck?: InterleavedDeck })._deck;
    deck?.layerManager?.updateLayers();
    deck?.redraw();
  }, [overlay, layers, onAfterRender]);
  useImperativeHandle(ref, () => overlay, [overlay]);
  return null;
}
