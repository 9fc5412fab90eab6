import { Field, Int, ObjectType, registerEnumType } from "type-graphql";
import { MapPoints } from "../event-connection.type.js";
import { MAP_POINTS_COST } from "./map-points.js";

/** How the map draws the published incidents. */
export enum MapMode {
  points = "points",
  clusters = "clusters",
}

registerEnumType(MapMode, {
  name: "MapMode",
  description: "How the map draws the published incidents.",
  valuesConfig: {
    points: { description: "Every incident is sent to the browser, which clusters them itself." },
    clusters: {
      description: "More than MAP_CLUSTER_THRESHOLD are published: the map asks `mapClusters` for each view.",
    },
  },
});

@ObjectType({
  description: "What the map page loads first: how to draw the incidents and, in points mode, all of them.",
  simpleResolvers: true,
})
export class MapData {
  @Field(() => MapMode, { description: "Points in the browser, or clusters from the server." })
  mode!: MapMode;

  @Field(() => Int, { description: "How many incidents are published." })
  count!: number;

  @Field(() => MapPoints, {
    nullable: true,
    description: "Every published incident, compact (as `mapPoints`); null in clusters mode.",
    complexity: MAP_POINTS_COST,
  })
  points!: MapPoints | null;
}
