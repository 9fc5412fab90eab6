import type { BBox, MapItem } from "./clusterIndex";

/** The quick index for the first views, or the one for every zoom. */
export type IndexKind = "coarse" | "full";

/** Messages between the map and its clustering workers. */
export type ToClusterWorker =
  /** download the data and index it: coarsely for the first views, or for every zoom */
  | { type: "load"; url: string; index: IndexKind }
  | { type: "query"; seq: number; bbox: BBox; zoom: number }
  | { type: "expansionZoom"; seq: number; clusterId: number };

export type FromClusterWorker =
  /** the data is in and the coarse index answers the first views */
  | { type: "loaded"; count: number; fetchMs: number; buildMs: number }
  /** the full index is built: every zoom is answered from it now */
  | { type: "refined"; fetchMs: number; buildMs: number }
  | { type: "failed"; message: string }
  | { type: "clusters"; seq: number; items: MapItem[] }
  | { type: "expansionZoom"; seq: number; zoom: number };
