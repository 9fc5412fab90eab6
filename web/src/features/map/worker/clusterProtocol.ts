import type { IncidentKindName } from "../data/incidentKinds";
import type { LiveChange } from "../data/liveChanges";
import type { MapEventRef } from "../data/mapPoints";
import type { BBox, MapItem } from "./clusterIndex";
import type { Histogram, PointFilter } from "./selectPoints";

/** The quick hierarchy (the first zooms, built before the first markers), or the one for every zoom. */
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

/** Messages between the map and its clustering worker. `gen` numbers the filters the page has set. */
export type ToClusterWorker =
  /** download the data, choose what the filter chooses and cluster the first zooms */
  | { type: "load"; url: string; gen: number; filter: PointFilter }
  /** build the hierarchy for every zoom (once the first markers are drawn) */
  | { type: "refine" }
  | { type: "filter"; gen: number; filter: PointFilter }
  /** live changes to the incidents: applied to the data, then the filter is applied again as `gen` */
  | { type: "changes"; gen: number; changes: LiveChange[] }
  /** read the data again (after the live feed was lost), then apply the filter again as `gen` */
  | { type: "reload"; gen: number }
  /**
   * `bbox` is the padded area to cluster; `view` what is on screen, for the count and the list, whose
   * first `rows` come with the answer
   */
  | { type: "query"; seq: number; bbox: BBox; zoom: number; view: BBox; rows: number }
  /** `index`: the hierarchy that drew the cluster */
  | { type: "expansionZoom"; seq: number; clusterId: number; index: IndexKind }
  | { type: "leaves"; seq: number; clusterId: number; index: IndexKind }
  | { type: "rows"; seq: number; view: BBox; start: number; count: number };

export type FromClusterWorker =
  /** the data is in and the coarse hierarchy answers the first views */
  | {
      type: "loaded";
      count: number;
      gen: number;
      total: number;
      histogram: Histogram;
      fetchMs: number;
      buildMs: number;
    }
  /** the hierarchy for every zoom is built: every view is answered from it now */
  | { type: "refined"; buildMs: number }
  /** a filter is applied; `count` comes when the incidents themselves changed */
  | { type: "filtered"; gen: number; total: number; histogram: Histogram; filterMs: number; count?: number }
  | { type: "failed"; message: string }
  | { type: "clusters"; seq: number; gen: number; items: MapItem[]; inView: number; rows: ListRow[] }
  | { type: "expansionZoom"; seq: number; zoom: number | null }
  | { type: "leaves"; seq: number; events: MapEventRef[] | null }
  | { type: "rows"; seq: number; total: number; rows: ListRow[] };
