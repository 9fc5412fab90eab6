/** The map's view numbers, from spec §9; INITIAL_VIEW is the first view when the URL names none. */
export const INITIAL_VIEW = { latitude: 54.5, longitude: 15.3, zoom: 4 } as const;
export const MIN_ZOOM = 2;
export const MAX_ZOOM = 18;
/** Pan bounds: [west, south, east, north]. */
export const MAX_BOUNDS: [number, number, number, number] = [-180, -60, 180, 85];
/**
 * The same bounds as maplibre takes them: with longitudes of exactly ±180 maplibre 6 fails to build its
 * first frame (a singular view matrix), so they stop a hair (about 10 m) short.
 */
export const MAPLIBRE_MAX_BOUNDS: [number, number, number, number] = [
  MAX_BOUNDS[0] + 1e-4,
  MAX_BOUNDS[1],
  MAX_BOUNDS[2] - 1e-4,
  MAX_BOUNDS[3],
];
