import { Arg, Ctx, Int, Query, Resolver } from "type-graphql";
import type { Context } from "../../../graphql/context.js";
import { BoundingBox, EventFilter } from "../event.inputs.js";
import { MapClusters, MAP_CLUSTERS_COST } from "./map-clusters.js";

@Resolver()
export class MapClustersResolver {
  @Query(() => MapClusters, {
    description:
      "The approved incidents matching the filter inside a rectangle, counted in a grid of 64-px cells at a " +
      "zoom (2^(zoom+3) cells around the world): what the map draws above MAP_CLUSTER_THRESHOLD incidents. " +
      "Counts are exact.",
    complexity: MAP_CLUSTERS_COST,
  })
  mapClusters(
    @Arg("filter", () => EventFilter, { nullable: true, description: "Its bbox is replaced by `bbox`." })
    filter: EventFilter | null,
    @Arg("bbox", () => BoundingBox, { description: "At most 128 cells across and down at the zoom." })
    bbox: BoundingBox,
    @Arg("zoom", () => Int, { description: "0 to 21, as the map's zoom (512-px tiles)." }) zoom: number,
    @Ctx() ctx: Context,
  ): Promise<MapClusters> {
    return ctx.services.incidentMap.clusters(filter, bbox, zoom);
  }
}
