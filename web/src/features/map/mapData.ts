/** Where the clustering worker reads the compact map data (ids, types, coordinates; gzip, cached). */
export const MAP_DATA_URL = "/api/events/map";
