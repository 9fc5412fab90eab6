import Supercluster from "supercluster";
import { describe, expect, it } from "vitest";
import { MIN_ZOOM } from "../../../components/map/mapConfig";
import { toPointData } from "../data/pointData";
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS } from "./clusterConfig";
import { buildHierarchy, hierarchySteps, lngX, latY } from "./clusterHierarchy";
import { ClusterIndex, type BBox, type MapItem } from "./clusterIndex";
import { NeighbourGrid } from "./neighbourGrid";

const WORLD: BBox = [-180, -85, 180, 85];

interface Place {
  id: string | undefined;
  count: number;
  lng: number;
  lat: number;
}

/** A repeatable pseudo-random sequence in [0, 1). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Incidents over Europe, half of them around a few hotspots, some sharing a point, as the benchmark seeds them. */
function europe(size: number, seed = 1) {
  const next = random(seed);
  const coordinates: number[] = [];
  for (let point = 0; point < size; point++) {
    if (point % 10 === 9) coordinates.push(coordinates[0]!, coordinates[1]!);
    else if (point % 2 === 0)
      coordinates.push(
        -8 + (point % 7) * 6 + (next() - 0.5) * 2,
        40 + (point % 5) * 4 + (next() - 0.5) * 1.5,
      );
    else coordinates.push(-10 + next() * 50, 35 + next() * 30);
  }
  return toPointData({
    ids: Array.from({ length: size }, (_, point) => String(point + 1)),
    types: Array.from({ length: size }, () => (next() < 0.7 ? "r" : "c")).join(""),
    coordinates: coordinates.map((value) => Math.round(value * 1e5) / 1e5),
  });
}

describe("the cluster hierarchy", () => {
  const data = europe(3000);
  const hierarchy = buildHierarchy(data.coordinates, MIN_ZOOM, CLUSTER_MAX_ZOOM);

  it("forms supercluster's clusters at every zoom", () => {
    const reference = new Supercluster({
      radius: CLUSTER_RADIUS,
      minZoom: MIN_ZOOM,
      maxZoom: CLUSTER_MAX_ZOOM,
    });
    reference.load(
      Array.from({ length: data.size }, (_, point) => ({
        type: "Feature" as const,
        geometry: {
          type: "Point" as const,
          coordinates: [data.coordinates[point * 2]!, data.coordinates[point * 2 + 1]!],
        },
        properties: { id: data.ids[point] },
      })),
    );
    const index = new ClusterIndex(data, hierarchy, "full");
    const byPlace = (a: Place, b: Place) =>
      a.count - b.count || (a.id ?? "").localeCompare(b.id ?? "") || a.lng - b.lng || a.lat - b.lat;
    for (let zoom = MIN_ZOOM; zoom <= CLUSTER_MAX_ZOOM; zoom++) {
      const ours: Place[] = index.query(WORLD, zoom).map((item) => ({
        id: item.kind === "event" ? item.id : undefined,
        count: item.kind === "event" ? 1 : item.count,
        lng: item.lng,
        lat: item.lat,
      }));
      const theirs: Place[] = reference.getClusters(WORLD, zoom).map((feature) => {
        const [lng, lat] = feature.geometry.coordinates as [number, number];
        const props = feature.properties as { point_count?: number; id?: string };
        return { id: props.id, count: props.point_count ?? 1, lng, lat };
      });
      ours.sort(byPlace);
      theirs.sort(byPlace);
      expect(
        ours.map((place) => [place.count, place.id]),
        `zoom ${zoom}`,
      ).toEqual(theirs.map((place) => [place.count, place.id]));
      // supercluster keeps its positions as 30-bit integers
      const apart = ours.map((place, position) =>
        Math.max(Math.abs(place.lng - theirs[position]!.lng), Math.abs(place.lat - theirs[position]!.lat)),
      );
      expect(Math.max(...apart), `zoom ${zoom}`).toBeLessThan(1e-5);
    }
  });

  it("nests: incidents in one bucket at a zoom share one at every zoom above it", () => {
    let torn = 0;
    for (let level = 1; level < hierarchy.buckets.length; level++) {
      const parentOf = new Map<number, number>();
      for (let point = 0; point < data.size; point++) {
        const bucket = hierarchy.buckets[level]![point]!;
        const parent = hierarchy.buckets[level - 1]![point]!;
        if ((parentOf.get(bucket) ?? parent) !== parent) torn++;
        parentOf.set(bucket, parent);
      }
    }
    expect(torn).toBe(0);
  });

  it("is the same built in slices", () => {
    const steps = hierarchySteps(data.coordinates, MIN_ZOOM, CLUSTER_MAX_ZOOM);
    let step = steps.next();
    let slices = 0;
    for (; !step.done; step = steps.next()) slices++;
    expect(slices).toBeGreaterThan(1);
    expect(step.value.buckets).toEqual(hierarchy.buckets);
  });

  it("counts the chosen incidents of every bucket as a brute-force count does", () => {
    const next = random(7);
    const chosen = data.order.filter(() => next() < 0.3);
    const index = new ClusterIndex(data, hierarchy, "full", chosen);
    for (let zoom = MIN_ZOOM; zoom <= CLUSTER_MAX_ZOOM; zoom++) {
      const buckets = hierarchy.buckets[zoom - MIN_ZOOM]!;
      const items = index.query(WORLD, zoom);
      let total = 0;
      for (const item of items) {
        if (item.kind === "event") {
          total++;
          continue;
        }
        const { id } = item as Extract<MapItem, { kind: "cluster" | "location" }>;
        const first = item.kind === "cluster" ? index.leaves(item.id)![0]! : item.events[0]!;
        const bucket = buckets[data.ids.indexOf(first.id)]!;
        const members = [...chosen].filter((point) => buckets[point] === bucket);
        expect(item.count, `zoom ${zoom} ${id}`).toBe(members.length);
        expect(item.chinese).toBe(members.filter((point) => data.types[point] === 1).length);
        if (item.kind === "cluster" && !item.same) {
          const x = members.reduce((sum, point) => sum + hierarchy.x[point]!, 0) / members.length;
          const y = members.reduce((sum, point) => sum + hierarchy.y[point]!, 0) / members.length;
          expect(lngX(item.lng)).toBeCloseTo(x, 9);
          expect(latY(item.lat)).toBeCloseTo(y, 9);
        }
        total += item.count;
      }
      expect(total, `zoom ${zoom}`).toBe(chosen.length);
    }
  });
});

describe("the neighbour grid", () => {
  it("finds exactly the points within the radius, at the edges of the world too", () => {
    const next = random(3);
    const size = 2000;
    const x = Float64Array.from({ length: size }, (_, point) => (point < 20 ? point % 2 : next()));
    const y = Float64Array.from({ length: size }, (_, point) => (point < 20 ? 1 - (point % 2) : next()));
    const radius = 0.03;
    const grid = new NeighbourGrid(x, y, size, radius);
    const out = new Uint32Array(size);
    for (const [qx, qy] of [
      [0, 0],
      [1, 1],
      [0.5, 0.5],
      [next(), next()],
      [next(), next()],
    ] as const) {
      const found = [...out.subarray(0, grid.within(qx, qy, out))].sort((a, b) => a - b);
      const expected = [];
      for (let point = 0; point < size; point++)
        if ((x[point]! - qx) ** 2 + (y[point]! - qy) ** 2 <= radius ** 2) expected.push(point);
      expect(found).toEqual(expected);
    }
  });
});
