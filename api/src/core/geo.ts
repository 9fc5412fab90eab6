/** A point on the Earth, in degrees. */
export interface Point {
  latitude: number;
  longitude: number;
}

/** Kilometres between two points (haversine on a sphere of 6,371 km, as the gazetteer's SQL measures). */
export function kilometresBetween(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const sinLat = Math.sin(((b.latitude - a.latitude) * rad) / 2);
  const sinLng = Math.sin(((b.longitude - a.longitude) * rad) / 2);
  const h = sinLat ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * sinLng ** 2;
  return 12742 * Math.asin(Math.min(1, Math.sqrt(h)));
}
