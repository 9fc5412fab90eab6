/**
 * Europe and its neighbours, where the map's place names matter: [west, south, east, north] in degrees.
 * It holds every state the gazetteer knows; the map labels places inside it, and the place-names data
 * (scripts/place-names.mjs) keeps the names of those places only.
 */
export const MAP_LABEL_AREA = [-32, 27, 60, 72] as const;

export const inMapLabelArea = (lng: number, lat: number): boolean =>
  lng >= MAP_LABEL_AREA[0] &&
  lng <= MAP_LABEL_AREA[2] &&
  lat >= MAP_LABEL_AREA[1] &&
  lat <= MAP_LABEL_AREA[3];
