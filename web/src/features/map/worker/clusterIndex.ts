import { PLACE_LETTERS, placeOfLetter, type MapEventRef } from "../data/mapPoints";
import type { PointData } from "../data/pointData";
import { CLUSTER_MAX_ZOOM, SAME_LOCATION_ZOOM } from "./clusterConfig";
import { bucketMembers, countLevel, type LevelCounts } from "./clusterCounts";
import { latY, lngX, xLng, yLat, type ClusterHierarchy } from "./clusterHierarchy";
import { groupByLocation } from "./groupByLocation";

/** One thing drawn on the map for the current view. */
export type MapItem =
  | {
      kind: "cluster";
      /** the bucket and its level (see clusterId): the same under every filter */
      id: number;
      /** which hierarchy drew it: its id means something only to that one */
      index: "coarse" | "full";
      lng: number;
      lat: number;
      count: number;
      russian: number;
      chinese: number;
      /** every event in it sits at the same point: clicking shows them instead of zooming in */
      same: boolean;
    }
  | {
      kind: "event";
      id: string;
      lng: number;
      lat: number;
      type: MapEventRef["type"];
      place?: MapEventRef["place"];
    }
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

const LEVEL_BITS = 5;

/** A cluster's id: its bucket and the zoom level of the bucket. */
export function clusterId(level: number, bucket: number): number {
  return bucket * 2 ** LEVEL_BITS + level;
}

function splitClusterId(id: number): { level: number; bucket: number } {
  return { level: id % 2 ** LEVEL_BITS, bucket: Math.floor(id / 2 ** LEVEL_BITS) };
}

/** A view as Web-Mercator ranges: one or two of x (two across the antimeridian) and one of y. */
function mercatorView([west, south, east, north]: BBox) {
  const wrap = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;
  let minLng = wrap(west);
  let maxLng = east === 180 ? 180 : wrap(east);
  if (east - west >= 360) {
    minLng = -180;
    maxLng = 180;
  }
  const xs =
    minLng <= maxLng ? [lngX(minLng), lngX(maxLng)] : [lngX(minLng), lngX(180), lngX(-180), lngX(maxLng)];
  const top = latY(Math.max(-90, Math.min(90, north)));
  const bottom = latY(Math.max(-90, Math.min(90, south)));
  return (x: number, y: number) =>
    y >= top &&
    y <= bottom &&
    ((x >= xs[0]! && x <= xs[1]!) || (xs.length > 2 && x >= xs[2]! && x <= xs[3]!));
}

/**
 * The map's markers for the chosen incidents: the buckets of a hierarchy built once over every incident
 * (clusterHierarchy.ts), each drawn with the count and the centroid of its chosen incidents. A filter
 * costs one pass over the chosen incidents per level shown, not a new index (decision 013).
 */
export class ClusterIndex {
  private selection: Int32Array;
  private readonly counted = new Map<number, LevelCounts>();

  /** `selection`: the chosen incidents' indexes, newest first; every incident when left out. */
  constructor(
    private readonly points: PointData,
    private readonly hierarchy: ClusterHierarchy,
    readonly kind: "coarse" | "full",
    selection?: Int32Array,
  ) {
    this.selection = selection ?? points.order;
  }

  /** Chooses other incidents: the buckets stay, their counts are taken anew as levels are shown. */
  select(selection: Int32Array) {
    this.selection = selection;
    this.counted.clear();
  }

  /** How many incidents are chosen. */
  get size(): number {
    return this.selection.length;
  }

  /** Whether this hierarchy clusters views at this zoom (a coarse one stops at its maxZoom). */
  covers(zoom: number): boolean {
    return this.hierarchy.maxZoom === CLUSTER_MAX_ZOOM || Math.floor(zoom) <= this.hierarchy.maxZoom;
  }

  private counts(level: number): LevelCounts {
    let counts = this.counted.get(level);
    if (!counts)
      this.counted.set(level, (counts = countLevel(this.points, this.hierarchy, level, this.selection)));
    return counts;
  }

  /** The markers for a view: clusters, single events, and at high zoom one marker per shared location. */
  query(bbox: BBox, zoom: number): MapItem[] {
    const { minZoom, maxZoom } = this.hierarchy;
    const level = Math.max(minZoom, Math.floor(zoom));
    const inView = mercatorView(bbox);
    const sameLocation = level >= SAME_LOCATION_ZOOM;
    if (level > maxZoom && maxZoom === CLUSTER_MAX_ZOOM) return this.unclustered(inView);
    const shown = Math.min(level, maxZoom);
    const { count, chinese, sumX, sumY, first, spread, filled } = this.counts(shown);
    const { coordinates } = this.points;
    const items: MapItem[] = [];
    const locations = new Map<number, MapEventRef[]>();
    for (const bucket of filled) {
      const n = count[bucket]!;
      if (!inView(sumX[bucket]! / n, sumY[bucket]! / n)) continue;
      const point = first[bucket]!;
      if (n === 1) {
        items.push({ kind: "event", ...this.ref(point), ...this.position(point) });
      } else if (sameLocation && !spread[bucket]) {
        locations.set(bucket, []);
      } else {
        // incidents at one point are drawn at that point, not at a centroid computed back from Mercator
        const at = spread[bucket]
          ? { lng: xLng(sumX[bucket]! / n), lat: yLat(sumY[bucket]! / n) }
          : this.position(point);
        items.push({
          kind: "cluster",
          index: this.kind,
          id: clusterId(shown, bucket),
          ...at,
          count: n,
          russian: n - chinese[bucket]!,
          chinese: chinese[bucket]!,
          same: !spread[bucket],
        });
      }
    }
    if (locations.size > 0) {
      // one more pass gathers what the markers for shared locations list
      const buckets = this.hierarchy.buckets[shown - minZoom]!;
      for (const point of this.selection) locations.get(buckets[point]!)?.push(this.ref(point));
      for (const [bucket, events] of locations) {
        const point = first[bucket]!;
        items.push(this.location(coordinates[point * 2]!, coordinates[point * 2 + 1]!, events));
      }
    }
    return items;
  }

  /** Beyond the deepest level every chosen incident is drawn; those at the very same point as one marker. */
  private unclustered(inView: (x: number, y: number) => boolean): MapItem[] {
    const { x, y } = this.hierarchy;
    const shown: number[] = [];
    for (const point of this.selection) if (inView(x[point]!, y[point]!)) shown.push(point);
    const items: MapItem[] = [];
    for (const group of groupByLocation(shown, (point) => {
      const { lng, lat } = this.position(point);
      return [lng, lat];
    })) {
      const events = group.items.map((point) => this.ref(point));
      if (events.length === 1) items.push({ kind: "event", ...events[0]!, lng: group.lng, lat: group.lat });
      else items.push(this.location(group.lng, group.lat, events));
    }
    return items;
  }

  private members(id: number): number[] | null {
    const { level, bucket } = splitClusterId(id);
    const { minZoom, maxZoom } = this.hierarchy;
    if (level < minZoom || level > maxZoom || bucket >= this.hierarchy.bucketCounts[level - minZoom]!)
      return null;
    const members = bucketMembers(this.hierarchy, level, bucket, this.selection);
    // a cluster drawn under an earlier filter may hold none of the incidents chosen now
    return members.length > 0 ? members : null;
  }

  /** The chosen incidents of a cluster, newest first; null when it holds none of them now. */
  leaves(id: number): MapEventRef[] | null {
    return this.members(id)?.map((point) => this.ref(point)) ?? null;
  }

  /**
   * The zoom at which a cluster's chosen incidents split: the first deeper level where they fall into
   * more than one bucket. Null when it holds none of them now.
   */
  expansionZoom(id: number): number | null {
    const members = this.members(id);
    if (!members) return null;
    const { level } = splitClusterId(id);
    const { minZoom, maxZoom } = this.hierarchy;
    for (let deeper = level + 1; deeper <= maxZoom; deeper++) {
      const buckets = this.hierarchy.buckets[deeper - minZoom]!;
      const bucket = buckets[members[0]!];
      if (members.some((point) => buckets[point] !== bucket)) return deeper;
    }
    return maxZoom + 1;
  }

  private position(point: number) {
    return { lng: this.points.coordinates[point * 2]!, lat: this.points.coordinates[point * 2 + 1]! };
  }

  private ref(point: number): MapEventRef {
    const ref: MapEventRef = {
      id: this.points.ids[point]!,
      type: this.points.types[point] === 1 ? "chinese" : "russian",
    };
    const place = placeOfLetter(PLACE_LETTERS[this.points.places[point] ?? 0]);
    if (place) ref.place = place;
    return ref;
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
