import type { BBox, MapItem } from "./clusterIndex";

/** Messages between the map and its clustering worker. */
export type ToClusterWorker =
  | { type: "load"; url: string }
  | { type: "query"; seq: number; bbox: BBox; zoom: number }
  | { type: "expansionZoom"; seq: number; clusterId: number };

export type FromClusterWorker =
  | { type: "loaded"; count: number; fetchMs: number; buildMs: number }
  | { type: "failed"; message: string }
  | { type: "clusters"; seq: number; items: MapItem[] }
  | { type: "expansionZoom"; seq: number; zoom: number };
