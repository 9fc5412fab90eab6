import { useEffect, useState, type RefObject } from "react";
import type { MapRef } from "react-map-gl/maplibre";
import { coveredInsets, type Insets } from "../popups/coveredInsets";

/**
 * Where to draw the focus ring of the map's canvas while it has keyboard focus: around the part no panel
 * covers. An outline on the canvas itself would lie under the filters, the list and the timeline.
 */
export function useCanvasFocusRing(
  mapRef: RefObject<MapRef | null>,
  panelsRoot: RefObject<HTMLElement | null> | undefined,
  loaded: boolean,
): Insets | null {
  const [ring, setRing] = useState<Insets | null>(null);
  useEffect(() => {
    const map = mapRef.current;
    if (!loaded || !map) return undefined;
    const canvas = map.getCanvas();
    const onFocus = () => {
      // a click focuses the canvas too, and shows no ring (as :focus-visible decides for any element)
      if (canvas.matches(":focus-visible"))
        setRing(coveredInsets(map.getContainer(), panelsRoot?.current ?? null));
    };
    const onBlur = () => setRing(null);
    canvas.addEventListener("focus", onFocus);
    canvas.addEventListener("blur", onBlur);
    if (document.activeElement === canvas) onFocus();
    return () => {
      canvas.removeEventListener("focus", onFocus);
      canvas.removeEventListener("blur", onBlur);
    };
  }, [mapRef, panelsRoot, loaded]);
  return ring;
}
