/**
 * Where the clustering worker reads the compact map data (ids, types, coordinates; gzip, cached). With
 * mode=auto the server answers { mode: "clusters", count } instead above MAP_CLUSTER_THRESHOLD incidents.
 */
export const MAP_DATA_URL = "/api/events/map?mode=auto";
