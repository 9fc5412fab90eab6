import { describe, expect, it } from "vitest";
import { MIN_ZOOM } from "../../../components/map/mapConfig";
import { toPointData, type PointData } from "../data/pointData";
import { CLUSTER_MAX_ZOOM } from "./clusterConfig";
import { buildHierarchy } from "./clusterHierarchy";
import { ClusterIndex, type BBox, type MapItem } from "./clusterIndex";

const WORLD: BBox = [-180, -85, 180, 85];

function points(list: Array<[string, "r" | "c", number, number]>): PointData {
  return toPointData({
    ids: list.map(([id]) => id),
    types: list.map(([, type]) => type).join(""),
    coordinates: list.flatMap(([, , lng, lat]) => [lng, lat]),
  });
}

/** The index for every zoom over `data`, choosing the incidents with these ids (all when left out). */
function indexOf(data: PointData, chosen?: string[], maxZoom = CLUSTER_MAX_ZOOM) {
  const hierarchy = buildHierarchy(data.coordinates, MIN_ZOOM, maxZoom);
  return new ClusterIndex(
    data,
    hierarchy,
    maxZoom === CLUSTER_MAX_ZOOM ? "full" : "coarse",
    selection(data, chosen),
  );
}

/** The chosen incidents newest first, as the worker's filter gives them. */
function selection(data: PointData, chosen?: string[]) {
  return chosen ? data.order.filter((point) => chosen.includes(data.ids[point]!)) : undefined;
}

const only = <K extends MapItem["kind"]>(items: MapItem[], kind: K) =>
  items.filter((item): item is Extract<MapItem, { kind: K }> => item.kind === kind);

describe("clustering the map data", () => {
  // three Russian and two Chinese events around Warsaw, one Russian event in Lisbon
  const data = points([
    ["1", "r", 21.01, 52.23],
    ["2", "r", 21.02, 52.24],
    ["3", "r", 21.03, 52.22],
    ["4", "c", 21.0, 52.25],
    ["5", "c", 21.04, 52.21],
    ["6", "r", -9.14, 38.72],
  ]);

  it("clusters nearby events at the initial zoom and counts each type", () => {
    const items = indexOf(data).query(WORLD, 4);
    const [cluster] = only(items, "cluster");
    expect(cluster).toMatchObject({ count: 5, russian: 3, chinese: 2, same: false });
    expect(cluster!.lng).toBeCloseTo(21.02, 2);
    expect(cluster!.lat).toBeCloseTo(52.23, 2);
    expect(only(items, "event")).toEqual([
      { kind: "event", id: "6", type: "russian", lng: -9.14, lat: 38.72 },
    ]);
  });

  it("tells the zoom at which a cluster splits", () => {
    const index = indexOf(data);
    const [cluster] = only(index.query(WORLD, 4), "cluster");
    const zoom = index.expansionZoom(cluster!.id)!;
    expect(zoom).toBeGreaterThan(4);
    expect(only(index.query(WORLD, zoom - 1), "cluster").map((item) => item.count)).toEqual([5]);
    expect(only(index.query(WORLD, zoom), "cluster").every((item) => item.count < 5)).toBe(true);
  });

  it("builds a coarse hierarchy that answers the first zoom levels like the full one", () => {
    const coarse = indexOf(data, undefined, 6);
    expect(coarse.covers(4)).toBe(true);
    expect(coarse.covers(6.9)).toBe(true);
    expect(coarse.covers(7)).toBe(false);
    expect(indexOf(data).covers(18)).toBe(true);
    const [cluster] = only(coarse.query(WORLD, 4), "cluster");
    expect(cluster).toMatchObject({ index: "coarse", count: 5, russian: 3, chinese: 2 });
    expect(coarse.expansionZoom(cluster!.id)).toBeGreaterThan(4);
  });

  it("returns only what lies in the view, across the antimeridian too", () => {
    const items = indexOf(data).query([-10, 35, -8, 40], 4);
    expect(items.map((item) => item.kind === "event" && item.id)).toEqual(["6"]);
    const pacific = points([
      ["w", "r", 179.5, 0],
      ["e", "r", -179.5, 0],
      ["far", "r", 0, 0],
    ]);
    const across = indexOf(pacific).query([170, -10, 190, 10], 10);
    expect(across.map((item) => item.kind === "event" && item.id).sort()).toEqual(["e", "w"]);
  });

  it("shows single events, not clusters, at zoom 18", () => {
    const items = indexOf(data).query(WORLD, 18);
    expect(only(items, "event")).toHaveLength(6);
    expect(only(items, "cluster")).toHaveLength(0);
  });

  describe("under a filter", () => {
    it("counts only the chosen incidents, at their own centroid", () => {
      const index = indexOf(data, ["1", "2", "6"]);
      expect(index.size).toBe(3);
      const [cluster] = only(index.query(WORLD, 4), "cluster");
      expect(cluster).toMatchObject({ count: 2, russian: 2, chinese: 0 });
      expect(cluster!.lng).toBeCloseTo(21.015, 5);
      expect(cluster!.lat).toBeCloseTo(52.235, 3);
    });

    it("draws a cluster left with one chosen incident as that incident, and one with none not at all", () => {
      const index = indexOf(data, ["4"]);
      expect(index.query(WORLD, 4)).toEqual([
        { kind: "event", id: "4", type: "chinese", lng: 21.0, lat: 52.25 },
      ]);
      index.select(new Int32Array(0));
      expect(index.query(WORLD, 4)).toEqual([]);
    });

    it("keeps a cluster's id across filters and lists its chosen incidents, newest first", () => {
      const index = indexOf(data);
      const [before] = only(index.query(WORLD, 4), "cluster");
      index.select(selection(data, ["1", "3", "5"])!);
      const [after] = only(index.query(WORLD, 4), "cluster");
      expect(after!.id).toBe(before!.id);
      expect(index.leaves(after!.id)!.map((event) => event.id)).toEqual(["5", "3", "1"]);
      // a cluster none of whose incidents is chosen now answers nothing: the page falls back
      index.select(selection(data, ["6"])!);
      expect(index.leaves(before!.id)).toBeNull();
      expect(index.expansionZoom(before!.id)).toBeNull();
    });

    it("splits a cluster where its chosen incidents part, not where the others do", () => {
      // two events 100 m apart in Warsaw and one 40 km away: one cluster at zoom 4
      const spread = points([
        ["a", "r", 21.0, 52.23],
        ["b", "r", 21.0015, 52.23],
        ["far", "r", 21.6, 52.23],
      ]);
      const all = indexOf(spread);
      const [cluster] = only(all.query(WORLD, 4), "cluster");
      const everyone = all.expansionZoom(cluster!.id)!;
      all.select(selection(spread, ["a", "b"])!);
      const chosen = all.expansionZoom(cluster!.id)!;
      expect(chosen).toBeGreaterThan(everyone);
      expect(only(all.query(WORLD, chosen - 1), "cluster").map((item) => item.count)).toEqual([2]);
      expect(
        only(all.query(WORLD, chosen), "event")
          .map((item) => item.id)
          .sort(),
      ).toEqual(["a", "b"]);
    });
  });

  describe("events at identical coordinates", () => {
    const shared = points([
      ["a", "r", 2.3522, 48.8566],
      ["b", "c", 2.3522, 48.8566],
      ["c", "r", 2.3522, 48.8566],
      ["d", "r", 2.3622, 48.8566],
    ]);

    it("become one combined marker listing them from zoom 16", () => {
      for (const zoom of [16, 17, 18]) {
        const items = indexOf(shared).query(WORLD, zoom);
        const [location] = only(items, "location");
        expect(location).toMatchObject({ count: 3, russian: 2, chinese: 1, lng: 2.3522, lat: 48.8566 });
        expect(location!.events.map((event) => event.id).sort()).toEqual(["a", "b", "c"]);
        expect(only(items, "event").map((event) => event.id)).toEqual(["d"]);
      }
    });

    it("stay an ordinary cluster below zoom 16, marked as sharing one point and drawn at it", () => {
      const items = indexOf(shared).query(WORLD, 15);
      expect(only(items, "location")).toHaveLength(0);
      expect(only(items, "cluster")[0]).toMatchObject({ count: 3, same: true, lng: 2.3522, lat: 48.8566 });
    });

    it("lists a cluster's incidents", () => {
      const index = indexOf(shared);
      const [cluster] = only(index.query(WORLD, 15), "cluster");
      expect(
        index
          .leaves(cluster!.id)!
          .map((event) => event.id)
          .sort(),
      ).toEqual(["a", "b", "c"]);
    });

    it("marks a cluster of events at different points as not sharing one", () => {
      const [cluster] = only(indexOf(shared).query(WORLD, 4), "cluster");
      expect(cluster).toMatchObject({ count: 4, same: false });
    });

    it("marks a cluster as sharing one point when the filter leaves only those", () => {
      const index = indexOf(shared, ["a", "c"]);
      expect(only(index.query(WORLD, 4), "cluster")[0]).toMatchObject({ count: 2, same: true });
      expect(only(index.query(WORLD, 16), "location")[0]).toMatchObject({ count: 2, russian: 2 });
      index.select(selection(shared, ["b", "d"])!);
      expect(
        only(index.query(WORLD, 16), "event")
          .map((item) => item.id)
          .sort(),
      ).toEqual(["b", "d"]);
    });
  });
});
