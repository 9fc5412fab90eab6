import type { EntityManager } from "@mikro-orm/postgresql";
import type { AppDeps } from "../../../deps.js";
import type { MapPoints } from "../event-connection.type.js";
import type { BoundingBox, EventFilter } from "../event.inputs.js";
import { incidentStatistics, statisticsOf, type IncidentStatistics } from "../incident-statistics.js";
import { count as countApproved, filterConditions } from "../research/event-search.js";
import type { IncidentIndex } from "./index/incident-index.js";
import { indexFilter } from "./index/index-filter.js";
import type { LiveIncidentIndex } from "./index/live-incident-index.js";
import { clustersPayload, mapClusters, type ClustersPayload, type MapClusters } from "./map-clusters.js";
import { filteredMapPoints, mapPayload, type MapPayload } from "./map-points.js";
import { drawMapPicture, type MapPicture, type PictureRequest } from "./picture/map-picture.js";

/**
 * The map of published incidents and its statistics: every point, or clusters from the server past a
 * threshold, each kept until the public data changes (and at most RESEARCH_RECHECK_SECONDS where rows
 * loaded outside the app must show up).
 */
export class IncidentMapService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: Pick<AppDeps, "config" | "publicData">,
    private readonly liveIndex: LiveIncidentIndex,
  ) {}

  /** Every approved event for the map, or those matching a filter; kept per filter until data changes. */
  mapPoints(filter?: EventFilter | null): Promise<MapPoints> {
    if (!filter)
      return this.remember("mapPoints", async () => JSON.parse((await this.mapPayload()).json) as MapPoints);
    const where = filterConditions(filter);
    // members' posts are no public data change: a filter on discussions is answered afresh each time
    if (filter.discussed != null) return filteredMapPoints(this.em, where);
    const key = where
      ? `mapPoints:${where.sql.join(" and ")}:${JSON.stringify(where.params)}`
      : "mapPoints:none";
    return this.remember(key, () => filteredMapPoints(this.em, where));
  }

  /**
   * Counts per month, kind and country of the approved events matching the filter: from the incident
   * index when it can answer the filter, else from PostgreSQL.
   */
  statistics(filter?: EventFilter | null): Promise<IncidentStatistics> {
    const where = filterConditions(filter);
    const key = where
      ? `statistics:${where.sql.join(" and ")}:${JSON.stringify(where.params)}`
      : "statistics:none";
    const chosen = where && indexFilter(filter);
    if (filter?.discussed != null) return incidentStatistics(this.em, where);
    return this.remember(key, async () =>
      chosen ? statisticsOf((await this.incidentIndex()).counts(chosen)) : incidentStatistics(this.em, where),
    );
  }

  /** The approved incidents' map fields in memory, up to date with the public data. */
  private incidentIndex(): Promise<IncidentIndex> {
    return this.liveIndex.get(this.em);
  }

  /** The chosen incidents of a rectangle in the grid cells of a zoom; kept per question until data changes. */
  clusters(
    filter: EventFilter | null | undefined,
    bbox: BoundingBox | null,
    zoom: number,
  ): Promise<MapClusters> {
    const cluster = () => mapClusters(this.em, filter, bbox, zoom, () => this.incidentIndex());
    // members' posts are no public data change: a filter on discussions is answered afresh each time
    if (filter?.discussed != null) return cluster();
    const key = `mapClusters:${zoom}:${JSON.stringify(bbox)}:${JSON.stringify(filter ?? null)}`;
    return this.deps.publicData.remember(key, cluster);
  }

  /** clusters() as JSON with its gzip and ETag, for GET /api/events/clusters. */
  async clustersPayload(
    filter: EventFilter | null,
    bbox: BoundingBox | null,
    zoom: number,
  ): Promise<ClustersPayload> {
    const answer = await this.clusters(filter, bbox, zoom);
    if (filter?.discussed != null) return clustersPayload(answer);
    const key = `mapClustersPayload:${zoom}:${JSON.stringify(bbox)}:${JSON.stringify(filter)}`;
    return this.deps.publicData.remember(key, () => clustersPayload(answer));
  }

  /**
   * How the map should draw the incidents: every point in the browser, or (above MAP_CLUSTER_THRESHOLD
   * published incidents) clusters from the server. The count is kept until the data changes.
   */
  async mapMode(): Promise<{ mode: "points" | "clusters"; count: number }> {
    const count = await this.deps.publicData.remember("approvedCount", () =>
      countApproved(this.em, { sql: ["status = 'approved'"], params: [] }),
    );
    return { mode: count > this.deps.config.mapClusterThreshold ? "clusters" : "points", count };
  }

  /** A PNG of the map at a filter and frame (the embed without WebGL); drawn once per data version. */
  picture(filter: EventFilter | null, request: PictureRequest): Promise<MapPicture> {
    const frame = `${request.width}x${request.height}:${JSON.stringify(request.view)}`;
    return this.remember(`mapPicture:${frame}:${JSON.stringify(filter)}`, async () =>
      drawMapPicture(await this.mapPoints(filter), request),
    );
  }

  /** Built once per state of the public data: no query at all while nothing changed. */
  mapPayload(): Promise<MapPayload> {
    return this.remember("mapPayload", () => mapPayload(this.em));
  }

  private remember<T>(key: string, compute: () => Promise<T>): Promise<T> {
    return this.deps.publicData.remember(key, compute, this.deps.config.researchRecheckSeconds * 1000);
  }
}
