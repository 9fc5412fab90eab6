import { useSyncExternalStore } from "react";

/** A phone's frame, or a short one: the legend then folds behind a button, leaving the map its room. */
export const NARROW_FRAME = "(max-width: 480px), (max-height: 400px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(NARROW_FRAME);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the frame (the iframe's own viewport) is narrow or short, following its resizes. */
export function useNarrowFrame(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW_FRAME).matches,
    () => false,
  );
}
