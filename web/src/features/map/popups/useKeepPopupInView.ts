import { useEffect, useLayoutEffect, useState, type RefObject } from "react";
import type { MapRef } from "react-map-gl/maplibre";
import { coveredInsets, panToFit } from "./coveredInsets";

type Anchor = "top" | "bottom";

/**
 * Keeps an open popup inside the part of the map no panel covers: it opens below its marker in the upper
 * half of that part and above it in the lower half, and the map pans whenever the popup (its details
 * load after it opens) or a panel opening reaches it. Its × comes first in the tab order, so Tab from it
 * (maplibre focuses it as the popup opens) reaches the links. Returns the side of the popup its marker is
 * on, once known for this popup.
 */
export function useKeepPopupInView(
  mapRef: RefObject<MapRef | null>,
  panelsRoot: RefObject<HTMLElement | null> | undefined,
  popup: { id: string; lng: number; lat: number } | null,
): Anchor | undefined {
  const [placed, setPlaced] = useState<{ id: string; anchor: Anchor } | null>(null);
  const id = popup?.id;

  useLayoutEffect(() => {
    const map = mapRef.current;
    if (!popup || !map) return;
    const container = map.getContainer();
    const area = container.getBoundingClientRect();
    const insets = coveredInsets(container, panelsRoot?.current ?? null);
    const { y } = map.project([popup.lng, popup.lat]);
    const middle = (insets.top + area.height - insets.bottom) / 2;
    setPlaced({ id: popup.id, anchor: y < middle ? "top" : "bottom" });
    // placed once per popup: panning it into view must not flip it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  const ready = placed !== null && placed.id === id;
  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return undefined;
    const container = map.getContainer();
    let frame = 0;
    const fit = () => {
      const element = container.querySelector<HTMLElement>(".maplibregl-popup");
      if (!element) return;
      const [dx, dy] = panToFit(
        element.getBoundingClientRect(),
        container.getBoundingClientRect(),
        coveredInsets(container, panelsRoot?.current ?? null),
      );
      if (Math.abs(dx) >= 1 || Math.abs(dy) >= 1) map.panBy([dx, dy], { duration: 250 });
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    };
    const observer = new ResizeObserver(schedule);
    for (const panel of panelsRoot?.current?.querySelectorAll("[data-over-map]") ?? [])
      observer.observe(panel);
    // maplibre adds the popup's element after React renders it: a frame later, or more on a busy page
    let start = 0;
    const watchPopup = () => {
      const content = container.querySelector(".maplibregl-popup-content");
      if (!content) {
        start = requestAnimationFrame(watchPopup);
        return;
      }
      observer.observe(content);
      const close = content.querySelector(".maplibregl-popup-close-button");
      if (close) content.prepend(close);
      schedule();
    };
    start = requestAnimationFrame(watchPopup);
    return () => {
      cancelAnimationFrame(start);
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, [ready, mapRef, panelsRoot]);

  return ready ? placed.anchor : undefined;
}
