/** How far panels reach over the map from each of its edges, in pixels. */
export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * What the panels over the map cover, read from the page: every shown element marked `data-over-map`
 * within `root` covers the map from the edge it is nearest to (a side panel from its side, a bottom sheet
 * from the bottom), as far in as it reaches.
 */
export function coveredInsets(map: HTMLElement, root: HTMLElement | null): Insets {
  const area = map.getBoundingClientRect();
  const insets: Insets = { top: 0, right: 0, bottom: 0, left: 0 };
  for (const element of root?.querySelectorAll<HTMLElement>("[data-over-map]") ?? []) {
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const reaches: Array<[keyof Insets, number]> = [
      ["top", box.bottom - area.top],
      ["right", area.right - box.left],
      ["bottom", area.bottom - box.top],
      ["left", box.right - area.left],
    ];
    const [side, reach] = reaches.reduce((nearest, next) => (next[1] < nearest[1] ? next : nearest));
    insets[side] = Math.max(insets[side], reach);
  }
  return insets;
}

/**
 * How far to pan the map (maplibre's panBy) so that `box` lies inside the free part of `area`, with a
 * margin; when it cannot fit, its top and left edge (heading and close button) win.
 */
export function panToFit(box: DOMRect, area: DOMRect, insets: Insets, margin = 8): [number, number] {
  const free = {
    left: area.left + insets.left + margin,
    right: area.right - insets.right - margin,
    top: area.top + insets.top + margin,
    bottom: area.bottom - insets.bottom - margin,
  };
  const along = (start: number, end: number, min: number, max: number) => {
    if (start < min || end - start > max - min) return start - min;
    if (end > max) return end - max;
    return 0;
  };
  return [
    along(box.left, box.right, free.left, free.right),
    along(box.top, box.bottom, free.top, free.bottom),
  ];
}
