import type { BBox, MapItem } from "./clusterIndex";
import type { IncidentKindName } from "./incidentKinds";
import type { MapEventRef } from "./mapPoints";
import type { Histogram, PointFilter } from "./selectPoints";

/** The quick index (the first views, then the zoom the map is at), or the one for every zoom. */
export type IndexKind = "coarse" | "full";

/** One row of the list panel: what the map data knows of an incident; the title is loaded apart. */
export interface ListRow extends MapEventRef {
  kind: IncidentKindName;
  /** ISO 3166-1 alpha-2, null when none */
  country: string | null;
  /** yyyy-mm-dd; null when the data has no day */
  date: string | null;
  lng: number;
  lat: number;
}

/** Messages between the map and its clustering workers. `gen` numbers the filters the page has set. */
export type ToClusterWorker =
  /** download the data and index what the filter chooses: coarsely for the first views, or for every zoom */
  | { type: "load"; url: string; index: IndexKind; gen: number; filter: PointFilter }
  /** a new filter; the quick worker indexes it for `zoom` first */
  | { type: "filter"; gen: number; filter: PointFilter; zoom: number }
  /** `bbox` is the padded area to cluster; `view` what is on screen, for the count and the list */
  | { type: "query"; seq: number; bbox: BBox; zoom: number; view: BBox }
  | { type: "expansionZoom"; seq: number; clusterId: number }
  | { type: "leaves"; seq: number; clusterId: number }
  | { type: "rows"; seq: number; view: BBox; start: number; count: number };

export type FromClusterWorker =
  /** the data is in and the coarse index answers the first views */
  | {
      type: "loaded";
      count: number;
      gen: number;
      total: number;
      histogram: Histogram;
      fetchMs: number;
      buildMs: number;
    }
  /** the full index is built: every zoom is answered from it now */
  | { type: "refined"; gen: number; fetchMs: number; buildMs: number }
  /** a filter is applied and indexed */
  | { type: "filtered"; gen: number; index: IndexKind; total: number; histogram: Histogram; buildMs: number }
  | { type: "failed"; message: string }
  | { type: "clusters"; seq: number; gen: number; items: MapItem[]; inView: number }
  | { type: "expansionZoom"; seq: number; zoom: number | null }
  | { type: "leaves"; seq: number; events: MapEventRef[] | null }
  | { type: "rows"; seq: number; total: number; rows: ListRow[] };
