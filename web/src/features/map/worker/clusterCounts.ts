import type { PointData } from "../data/pointData";
import type { ClusterHierarchy } from "./clusterHierarchy";

/** The chosen incidents counted into the buckets of one level of the hierarchy. */
export interface LevelCounts {
  /** chosen incidents per bucket */
  count: Int32Array;
  /** of those, the Chinese ones */
  chinese: Int32Array;
  /** the sums of their Web-Mercator x and y: the centroid of what is chosen, not of the whole bucket */
  sumX: Float64Array;
  sumY: Float64Array;
  /** each bucket's first chosen incident (the newest) */
  first: Int32Array;
  /** 1 when a bucket's chosen incidents sit at more than one point */
  spread: Uint8Array;
  /** the buckets holding any chosen incident, in the order of their newest one */
  filled: Int32Array;
}

/** One pass over the chosen incidents: O(chosen) whatever the level, a few milliseconds at 100,000. */
export function countLevel(
  points: PointData,
  hierarchy: ClusterHierarchy,
  level: number,
  selection: Int32Array,
): LevelCounts {
  const buckets = hierarchy.buckets[level - hierarchy.minZoom]!;
  const size = hierarchy.bucketCounts[level - hierarchy.minZoom]!;
  const { x, y } = hierarchy;
  const { coordinates, types } = points;
  const count = new Int32Array(size);
  const chinese = new Int32Array(size);
  const sumX = new Float64Array(size);
  const sumY = new Float64Array(size);
  const first = new Int32Array(size);
  const spread = new Uint8Array(size);
  const filled = new Int32Array(Math.min(size, selection.length));
  let filledCount = 0;
  for (let position = 0; position < selection.length; position++) {
    const point = selection[position]!;
    const bucket = buckets[point]!;
    if (count[bucket]!++ === 0) {
      first[bucket] = point;
      filled[filledCount++] = bucket;
    } else if (!spread[bucket]) {
      const other = first[bucket]!;
      if (
        coordinates[point * 2] !== coordinates[other * 2] ||
        coordinates[point * 2 + 1] !== coordinates[other * 2 + 1]
      )
        spread[bucket] = 1;
    }
    chinese[bucket]! += types[point]!;
    sumX[bucket]! += x[point]!;
    sumY[bucket]! += y[point]!;
  }
  return { count, chinese, sumX, sumY, first, spread, filled: filled.subarray(0, filledCount) };
}

/** The chosen incidents of one bucket, in the selection's order (newest first). */
export function bucketMembers(
  hierarchy: ClusterHierarchy,
  level: number,
  bucket: number,
  selection: Int32Array,
): number[] {
  const buckets = hierarchy.buckets[level - hierarchy.minZoom]!;
  const members: number[] = [];
  for (let position = 0; position < selection.length; position++) {
    const point = selection[position]!;
    if (buckets[point] === bucket) members.push(point);
  }
  return members;
}
