import { CLUSTER_RADIUS } from "./clusterConfig";
import { NeighbourGrid } from "./neighbourGrid";

// supercluster's tile extent: the radius is in pixels of a 512-pixel tile
const EXTENT = 512;
// nodes clustered between two looks at the worker's message queue while a hierarchy is built
const CHUNK = 8192;

/** Longitude → Web-Mercator x in [0, 1]. */
export function lngX(lng: number): number {
  return lng / 360 + 0.5;
}

/** Latitude → Web-Mercator y in [0, 1] (north at 0), clamped at the poles. */
export function latY(lat: number): number {
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return y < 0 ? 0 : y > 1 ? 1 : y;
}

export function xLng(x: number): number {
  return (x - 0.5) * 360;
}

export function yLat(y: number): number {
  const y2 = ((180 - y * 360) * Math.PI) / 180;
  return (360 * Math.atan(Math.exp(y2))) / Math.PI - 90;
}

/**
 * Every incident's cluster ("bucket") at each zoom level from minZoom to maxZoom, built once over all
 * incidents. A filter then only counts its chosen incidents into these buckets (see clusterIndex.ts).
 */
export interface ClusterHierarchy {
  minZoom: number;
  maxZoom: number;
  /** each incident's Web-Mercator position */
  x: Float64Array;
  y: Float64Array;
  /** per level (zoom − minZoom): the bucket of every incident */
  buckets: Int32Array[];
  /** per level: how many buckets it has */
  bucketCounts: number[];
}

interface Nodes {
  x: Float64Array;
  y: Float64Array;
  /** how many incidents each holds */
  weights: Int32Array;
  count: number;
}

/** One level's greedy pass over the nodes of the level below, in slices so the worker can answer between them. */
class LevelPass {
  /** per node below: the node of this level that took it */
  readonly parent: Int32Array;
  readonly out: Nodes;
  private readonly visited: Uint8Array;
  private readonly grid: NeighbourGrid;

  constructor(
    private readonly nodes: Nodes,
    radius: number,
    private readonly neighbours: Uint32Array,
  ) {
    const { count } = nodes;
    this.grid = new NeighbourGrid(nodes.x, nodes.y, count, radius);
    this.visited = new Uint8Array(count);
    this.parent = new Int32Array(count);
    this.out = {
      x: new Float64Array(count),
      y: new Float64Array(count),
      weights: new Int32Array(count),
      count: 0,
    };
  }

  /** Each node not yet taken takes every untaken node within the radius, at their weighted centroid. */
  run(from: number, to: number) {
    const { x, y, weights } = this.nodes;
    const { visited, parent, out, neighbours } = this;
    for (let node = from; node < to; node++) {
      if (visited[node]) continue;
      visited[node] = 1;
      const own = weights[node]!;
      const found = this.grid.within(x[node]!, y[node]!, neighbours);
      let total = own;
      let wx = x[node]! * own;
      let wy = y[node]! * own;
      const id = out.count;
      for (let n = 0; n < found; n++) {
        const other = neighbours[n]!;
        if (visited[other]) continue;
        visited[other] = 1;
        const weight = weights[other]!;
        total += weight;
        wx += x[other]! * weight;
        wy += y[other]! * weight;
        parent[other] = id;
      }
      parent[node] = id;
      out.x[id] = wx / total;
      out.y[id] = wy / total;
      out.weights[id] = total;
      out.count++;
    }
  }
}

/**
 * Builds the hierarchy as supercluster does (radius CLUSTER_RADIUS pixels of a 512-pixel tile, clusters
 * at weighted centroids, greedy from the deepest zoom up), yielding every few thousand nodes so the
 * worker can answer in between. Run it to the end with buildHierarchy().
 */
export function* hierarchySteps(
  coordinates: Float64Array,
  minZoom: number,
  maxZoom: number,
  radius = CLUSTER_RADIUS,
): Generator<void, ClusterHierarchy> {
  const size = coordinates.length / 2;
  const x = new Float64Array(size);
  const y = new Float64Array(size);
  for (let point = 0; point < size; point++) {
    x[point] = lngX(coordinates[point * 2]!);
    y[point] = latY(coordinates[point * 2 + 1]!);
  }
  const levels = maxZoom - minZoom + 1;
  const buckets = new Array<Int32Array>(levels);
  const bucketCounts = new Array<number>(levels);
  // the nodes of the level below: incidents at first, then that level's clusters
  let nodes: Nodes = { x, y, weights: new Int32Array(size).fill(1), count: size };
  let below: Int32Array | null = null;
  const neighbours = new Uint32Array(size);
  for (let zoom = maxZoom; zoom >= minZoom; zoom--) {
    const pass = new LevelPass(nodes, radius / (EXTENT * 2 ** zoom), neighbours);
    for (let from = 0; from < nodes.count; from += CHUNK) {
      pass.run(from, Math.min(nodes.count, from + CHUNK));
      yield;
    }
    const level = zoom - minZoom;
    buckets[level] = below ? compose(below, pass.parent) : pass.parent;
    bucketCounts[level] = pass.out.count;
    below = buckets[level];
    // when nothing merged the nodes stay where they were
    if (pass.out.count < nodes.count) nodes = pass.out;
  }
  return { minZoom, maxZoom, x, y, buckets, bucketCounts };
}

/** Each incident's node one level up: the parent of its node at the level below. */
function compose(below: Int32Array, parent: Int32Array): Int32Array {
  const result = new Int32Array(below.length);
  for (let point = 0; point < below.length; point++) result[point] = parent[below[point]!]!;
  return result;
}

/** The whole hierarchy at once. */
export function buildHierarchy(
  coordinates: Float64Array,
  minZoom: number,
  maxZoom: number,
): ClusterHierarchy {
  const steps = hierarchySteps(coordinates, minZoom, maxZoom);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
