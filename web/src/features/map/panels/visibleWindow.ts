/**
 * The rows a scrolled list of fixed-height rows must draw: [first, end) with `overscan` rows either side,
 * so a quick scroll does not show a gap.
 */
export function visibleWindow(
  scrollTop: number,
  height: number,
  rowHeight: number,
  count: number,
  overscan: number,
): [number, number] {
  if (count <= 0) return [0, 0];
  const first = Math.max(0, Math.floor(scrollTop / rowHeight) - overscan);
  const end = Math.min(count, Math.ceil((scrollTop + height) / rowHeight) + overscan);
  return [Math.min(first, end), end];
}
