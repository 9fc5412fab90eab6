import type { BBox, MapItem } from "./clusterIndex";

/** The quick index for the first views, or the one for every zoom. */
export type IndexKind = "coarse" | "full";

/** Messages between the map and its clustering workers. */
export type ToClusterWorker =
  /** coarse worker: download the data, index it coarsely, and pass it on through `share` */
  | { type: "load"; url: string; share: MessagePort }
  /** full worker: index for every zoom the data that arrives through `from` */
  | { type: "adopt"; from: MessagePort }
  | { type: "query"; seq: number; bbox: BBox; zoom: number }
  | { type: "expansionZoom"; seq: number; clusterId: number };

export type FromClusterWorker =
  /** the data is in and the coarse index answers the first views */
  | { type: "loaded"; count: number; fetchMs: number; buildMs: number }
  /** the full index is built: every zoom is answered from it now */
  | { type: "refined"; buildMs: number }
  | { type: "failed"; message: string }
  | { type: "clusters"; seq: number; items: MapItem[] }
  | { type: "expansionZoom"; seq: number; zoom: number };
