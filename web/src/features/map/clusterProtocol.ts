import type { BBox, MapItem } from "./clusterIndex";

/** Messages between the map and its clustering worker. */
export type ToClusterWorker =
  | { type: "load"; url: string }
  | { type: "query"; seq: number; bbox: BBox; zoom: number }
  | { type: "expansionZoom"; seq: number; clusterId: number; index: "coarse" | "full" };

export type FromClusterWorker =
  /** the data is in and a coarse index answers the first views */
  | { type: "loaded"; count: number; fetchMs: number; buildMs: number }
  /** the full index is built: every zoom is answered from it now */
  | { type: "refined"; buildMs: number }
  | { type: "failed"; message: string }
  | { type: "clusters"; seq: number; items: MapItem[] }
  | { type: "expansionZoom"; seq: number; zoom: number };
