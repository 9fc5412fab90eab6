/** Events that share exact coordinates, in the order they came. */
export interface LocationGroup<T> {
  lng: number;
  lat: number;
  items: T[];
}

/** Groups items by identical coordinates (no rounding: only events at the very same point merge). */
export function groupByLocation<T>(items: readonly T[], position: (item: T) => [number, number]) {
  const groups = new Map<string, LocationGroup<T>>();
  for (const item of items) {
    const [lng, lat] = position(item);
    const key = `${lng},${lat}`;
    const group = groups.get(key);
    if (group) group.items.push(item);
    else groups.set(key, { lng, lat, items: [item] });
  }
  return [...groups.values()];
}
