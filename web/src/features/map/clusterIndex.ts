import Supercluster from "supercluster";
import type { Feature, Point } from "geojson";
import { groupByLocation } from "./groupByLocation";
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS, MIN_ZOOM, SAME_LOCATION_ZOOM } from "./mapConfig";
import type { MapEventRef } from "./mapPoints";
import type { PointData } from "./pointData";

/** One thing drawn on the map for the current view. */
export type MapItem =
  | {
      kind: "cluster";
      id: number;
      /** which index drew it: its id means something only to that index */
      index: "coarse" | "full";
      lng: number;
      lat: number;
      count: number;
      russian: number;
      chinese: number;
      /** every event in it sits at the same point: clicking shows them instead of zooming in */
      same: boolean;
    }
  | { kind: "event"; id: string; lng: number; lat: number; type: MapEventRef["type"] }
  | {
      kind: "location";
      id: string;
      lng: number;
      lat: number;
      count: number;
      russian: number;
      chinese: number;
      events: MapEventRef[];
    };

/** [west, south, east, north] in degrees. */
export type BBox = [number, number, number, number];

interface PointProps {
  index: number;
}

interface ClusterProps {
  russian: number;
  chinese: number;
  lng: number;
  lat: number;
  /** every event in the cluster sits at the same coordinates */
  same: boolean;
}

/** Supercluster over the chosen incidents of the map data, answering the markers for a view. */
export class ClusterIndex {
  private readonly index: Supercluster<PointProps, ClusterProps>;
  private readonly selected: Int32Array;

  /**
   * The index clusters the zooms from minZoom to maxZoom. A narrower range is a fraction of the work and
   * answers the views at those zooms while the index for every zoom is still being built: the first views
   * (2–6), or after a filter change the zoom the map is at.
   */
  constructor(
    private readonly points: PointData,
    indexes?: Int32Array,
    private readonly maxZoom = CLUSTER_MAX_ZOOM,
    private readonly minZoom = MIN_ZOOM,
  ) {
    const { types, coordinates } = points;
    this.selected = indexes ?? Int32Array.from({ length: points.size }, (_, index) => index);
    this.index = new Supercluster<PointProps, ClusterProps>({
      radius: CLUSTER_RADIUS,
      minZoom,
      maxZoom,
      map: ({ index }) => ({
        russian: types[index] === 1 ? 0 : 1,
        chinese: types[index] === 1 ? 1 : 0,
        lng: coordinates[index * 2]!,
        lat: coordinates[index * 2 + 1]!,
        same: true,
      }),
      reduce: (accumulated, props) => {
        accumulated.same =
          accumulated.same && props.same && accumulated.lng === props.lng && accumulated.lat === props.lat;
        accumulated.russian += props.russian;
        accumulated.chinese += props.chinese;
      },
    });
    const features: Feature<Point, PointProps>[] = new Array(this.selected.length);
    for (let position = 0; position < features.length; position++) {
      const index = this.selected[position]!;
      features[position] = {
        type: "Feature",
        geometry: { type: "Point", coordinates: [coordinates[index * 2]!, coordinates[index * 2 + 1]!] },
        properties: { index },
      };
    }
    this.index.load(features);
  }

  /** Whether this index clusters views at this zoom (a coarse index does not cluster beyond its maxZoom). */
  covers(zoom: number): boolean {
    const level = Math.floor(zoom);
    return (
      (this.maxZoom === CLUSTER_MAX_ZOOM || level <= this.maxZoom) &&
      (this.minZoom === MIN_ZOOM || level >= this.minZoom)
    );
  }

  /** How many incidents it holds. */
  get size(): number {
    return this.selected.length;
  }

  /** The incidents of a cluster (newest first is not promised: the order supercluster keeps). */
  leaves(clusterId: number): MapEventRef[] {
    return this.index.getLeaves(clusterId, Infinity).map((leaf) => this.ref(leaf.properties.index));
  }

  /** The markers for a view: clusters, single events, and at high zoom one marker per shared location. */
  query(bbox: BBox, zoom: number): MapItem[] {
    const items: MapItem[] = [];
    const singles: MapEventRef[] = [];
    const singlePositions = new Map<string, [number, number]>();
    const sameLocation = Math.floor(zoom) >= SAME_LOCATION_ZOOM;
    for (const feature of this.index.getClusters(bbox, zoom)) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const props = feature.properties;
      if ("cluster" in props && props.cluster) {
        if (sameLocation && props.same) {
          const leaves = this.index.getLeaves(props.cluster_id, Infinity);
          items.push(
            this.location(
              props.lng,
              props.lat,
              leaves.map((leaf) => this.ref(leaf.properties.index)),
            ),
          );
        } else {
          const { russian, chinese, same } = props;
          items.push({
            kind: "cluster",
            index: this.maxZoom === CLUSTER_MAX_ZOOM ? "full" : "coarse",
            id: props.cluster_id,
            lng,
            lat,
            count: props.point_count,
            russian,
            chinese,
            same,
          });
        }
      } else {
        // the original coordinates, not supercluster's round trip through its projection
        const { index } = props as PointProps;
        const ref = this.ref(index);
        singles.push(ref);
        singlePositions.set(ref.id, [
          this.points.coordinates[index * 2]!,
          this.points.coordinates[index * 2 + 1]!,
        ]);
      }
    }
    // above the clustering zoom, events at the very same point would hide each other
    const groups = sameLocation
      ? groupByLocation(singles, (ref) => singlePositions.get(ref.id)!)
      : singles.map((ref) => {
          const [lng, lat] = singlePositions.get(ref.id)!;
          return { lng, lat, items: [ref] };
        });
    for (const group of groups) {
      const [first] = group.items;
      if (group.items.length === 1 && first)
        items.push({ kind: "event", ...first, lng: group.lng, lat: group.lat });
      else items.push(this.location(group.lng, group.lat, group.items));
    }
    return items;
  }

  /** The zoom at which a cluster splits into its children. */
  expansionZoom(clusterId: number): number {
    return this.index.getClusterExpansionZoom(clusterId);
  }

  private ref(index: number): MapEventRef {
    return { id: this.points.ids[index]!, type: this.points.types[index] === 1 ? "chinese" : "russian" };
  }

  private location(lng: number, lat: number, events: MapEventRef[]): MapItem {
    const chinese = events.filter((event) => event.type === "chinese").length;
    return {
      kind: "location",
      id: `${lng},${lat}`,
      lng,
      lat,
      count: events.length,
      russian: events.length - chinese,
      chinese,
      events,
    };
  }
}
