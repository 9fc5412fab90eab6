import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Field, Float, Int, ObjectType } from "type-graphql";
import { ID } from "../../../core/ids.js";
import { ValidationError } from "../../../core/errors.js";
import { filterConditions } from "../research/event-search.js";
import type { BoundingBox, EventFilter } from "../event.inputs.js";
import type { IncidentIndex } from "./index/incident-index.js";
import { indexFilter, longitudeSpans } from "./index/index-filter.js";
import {
  CELL_BITS_ABOVE_ZOOM,
  clusterRows,
  keyRanges,
  MAX_CLUSTER_ZOOM,
  splitZoom,
  type ClusterRow,
} from "./map-clusters.queries.js";

@ObjectType({
  description: "The chosen incidents of one grid cell (64 px at its zoom).",
  simpleResolvers: true,
})
export class MapCluster {
  @Field(() => Float, { description: "The incidents' mean longitude (their point when all share one)." })
  longitude!: number;

  @Field(() => Float, { description: "The incidents' mean latitude (their point when all share one)." })
  latitude!: number;

  @Field(() => Int, { description: "How many chosen incidents the cluster holds." })
  count!: number;

  @Field(() => Int, { description: "Of them, attributed to Russia." })
  russian!: number;

  @Field(() => Int, { description: "Of them, attributed to China." })
  chinese!: number;

  @Field(() => Boolean, { description: "True when every incident of the cluster is at the same point." })
  samePoint!: boolean;

  @Field(() => ID, { nullable: true, description: "The incident, when the cluster holds one." })
  id!: string | null;

  @Field(() => Int, {
    nullable: true,
    description:
      "The zoom at which this cluster's incidents fall into two or more clusters (where a click zooms to); null when they are all at one point.",
  })
  expansionZoom!: number | null;
}

@ObjectType({
  description: "The chosen incidents inside a rectangle, clustered for a zoom level.",
  simpleResolvers: true,
})
export class MapClusters {
  @Field(() => Int, { description: "The zoom the incidents are clustered for, as asked." })
  zoom!: number;

  @Field(() => Int, { description: "How many chosen incidents lie inside the rectangle: the clusters' sum." })
  count!: number;

  @Field(() => [MapCluster], { description: "One cluster per grid cell that holds chosen incidents." })
  clusters!: MapCluster[];
}

/** The query cost of mapClusters: an aggregate over up to every incident, like a page of 100 events. */
export const MAP_CLUSTERS_COST = 100;

/** At most this many grid cells across (and down) one answer: a large screen at any zoom, with margins. */
export const MAX_CELLS_ACROSS = 128;

/** Degrees with five decimals (about a metre): the answer stays small and compresses well. */
const round = (value: number) => Math.round(value * 1e5) / 1e5;

function checkZoom(zoom: number): void {
  if (!Number.isInteger(zoom) || zoom < 0 || zoom > MAX_CLUSTER_ZOOM) {
    throw new ValidationError({ zoom: `The zoom must be a whole number from 0 to ${MAX_CLUSTER_ZOOM}.` });
  }
}

/** Refuses a box wider or taller than MAX_CELLS_ACROSS cells at the zoom (the answer would be huge). */
function checkSize(bbox: BoundingBox, zoom: number): void {
  const cells = 2 ** (zoom + CELL_BITS_ABOVE_ZOOM);
  const width = longitudeSpans(bbox).reduce((sum, [w, e]) => sum + (e - w) / 360, 0) * cells;
  const mercator = (lat: number) => {
    const phi = (Math.max(-85.0511, Math.min(85.0511, lat)) * Math.PI) / 180;
    return 0.5 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / (2 * Math.PI);
  };
  const height = (mercator(bbox.south) - mercator(bbox.north)) * cells;
  if (width > MAX_CELLS_ACROSS || height > MAX_CELLS_ACROSS) {
    throw new ValidationError({
      bbox: `The rectangle is too large for zoom ${zoom}: at most ${MAX_CELLS_ACROSS} cells of 64 px across and down (a zoom deeper by one halves it).`,
    });
  }
}

const cluster = (row: ClusterRow): MapCluster => ({
  longitude: round(row.longitude),
  latitude: round(row.latitude),
  count: row.count,
  russian: row.count - row.chinese,
  chinese: row.chinese,
  samePoint: row.same,
  id: row.id,
  expansionZoom: splitZoom(BigInt(row.differ)),
});

/**
 * The approved incidents matching `filter` inside `bbox` (required: the filter's own bbox is replaced by
 * it), grouped in the grid cells of `zoom`. Counts are exact: every chosen incident inside the box is in
 * exactly one cluster. Read from the incident index when it can answer the filter, else from the map key's
 * index in PostgreSQL.
 */
export async function mapClusters(
  em: EntityManager,
  filter: EventFilter | null | undefined,
  bbox: BoundingBox | null | undefined,
  zoom: number,
  incidentIndex?: () => Promise<IncidentIndex>,
): Promise<MapClusters> {
  checkZoom(zoom);
  if (!bbox) throw new ValidationError({ bbox: "The rectangle (bbox) is required." });
  // checks the rectangle with the rest of the filter; the query compares it in its own way
  filterConditions({ ...filter, bbox });
  const where = filterConditions({ ...filter, bbox: null });
  checkSize(bbox, zoom);
  if (!where) return { zoom, count: 0, clusters: [] };
  const { south, north } = bbox;
  const chosen = indexFilter({ ...filter, bbox });
  let rows: ClusterRow[];
  if (chosen && incidentIndex) rows = (await incidentIndex()).clusters(chosen, zoom);
  else {
    const covered = longitudeSpans(bbox).map(([west, east]) => ({
      west,
      east,
      ranges: keyRanges(west, south, east, north),
    }));
    rows = await clusterRows(em, where, covered, south, north, zoom);
  }
  const clusters = rows.map(cluster);
  return { zoom, count: clusters.reduce((sum, c) => sum + c.count, 0), clusters };
}

/** The answer as JSON, its gzip and an ETag naming its content. */
export interface ClustersPayload {
  etag: string;
  json: string;
  gzipped: Buffer;
}

const gzipAsync = promisify(gzip);

export async function clustersPayload(answer: MapClusters): Promise<ClustersPayload> {
  const json = JSON.stringify(answer);
  const etag = `"clusters-${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"`;
  return { etag, json, gzipped: await gzipAsync(json) };
}
