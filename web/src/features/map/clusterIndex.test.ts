import { describe, expect, it } from "vitest";
import { ClusterIndex, type BBox, type MapItem } from "./clusterIndex";
import { toPointData, type PointData } from "./pointData";

const WORLD: BBox = [-180, -85, 180, 85];

function points(list: Array<[string, "r" | "c", number, number]>): PointData {
  return toPointData({
    ids: list.map(([id]) => id),
    types: list.map(([, type]) => type).join(""),
    coordinates: list.flatMap(([, , lng, lat]) => [lng, lat]),
  });
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
    const items = new ClusterIndex(data).query(WORLD, 4);
    const [cluster] = only(items, "cluster");
    expect(cluster).toMatchObject({ count: 5, russian: 3, chinese: 2 });
    expect(only(items, "event")).toEqual([
      { kind: "event", id: "6", type: "russian", lng: -9.14, lat: 38.72 },
    ]);
  });

  it("tells the zoom at which a cluster splits", () => {
    const index = new ClusterIndex(data);
    const [cluster] = only(index.query(WORLD, 4), "cluster");
    const zoom = index.expansionZoom(cluster!.id);
    expect(zoom).toBeGreaterThan(4);
    expect(only(index.query(WORLD, zoom), "cluster").every((item) => item.count < 5)).toBe(true);
  });

  it("builds a coarse index that answers the first zoom levels like the full one", () => {
    const coarse = new ClusterIndex(data, undefined, 6);
    expect(coarse.covers(4)).toBe(true);
    expect(coarse.covers(6.9)).toBe(true);
    expect(coarse.covers(7)).toBe(false);
    expect(new ClusterIndex(data).covers(18)).toBe(true);
    const [cluster] = only(coarse.query(WORLD, 4), "cluster");
    expect(cluster).toMatchObject({ index: "coarse", count: 5, russian: 3, chinese: 2 });
    expect(coarse.expansionZoom(cluster!.id)).toBeGreaterThan(4);
  });

  it("returns only what lies in the view", () => {
    const items = new ClusterIndex(data).query([-10, 35, -8, 40], 4);
    expect(items.map((item) => item.kind === "event" && item.id)).toEqual(["6"]);
  });

  it("shows single events, not clusters, at zoom 18", () => {
    const items = new ClusterIndex(data).query(WORLD, 18);
    expect(only(items, "event")).toHaveLength(6);
    expect(only(items, "cluster")).toHaveLength(0);
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
        const items = new ClusterIndex(shared).query(WORLD, zoom);
        const [location] = only(items, "location");
        expect(location).toMatchObject({ count: 3, russian: 2, chinese: 1, lng: 2.3522, lat: 48.8566 });
        expect(location!.events.map((event) => event.id).sort()).toEqual(["a", "b", "c"]);
        expect(only(items, "event").map((event) => event.id)).toEqual(["d"]);
      }
    });

    it("stay an ordinary cluster below zoom 16, marked as sharing one point", () => {
      const items = new ClusterIndex(shared).query(WORLD, 15);
      expect(only(items, "location")).toHaveLength(0);
      expect(only(items, "cluster")[0]).toMatchObject({ count: 3, same: true });
    });

    it("lists a cluster's incidents", () => {
      const index = new ClusterIndex(shared);
      const [cluster] = only(index.query(WORLD, 15), "cluster");
      expect(
        index
          .leaves(cluster!.id)
          .map((event) => event.id)
          .sort(),
      ).toEqual(["a", "b", "c"]);
    });

    it("marks a cluster of events at different points as not sharing one", () => {
      const [cluster] = only(new ClusterIndex(shared).query(WORLD, 4), "cluster");
      expect(cluster).toMatchObject({ count: 4, same: false });
    });
  });

  it("clusters only the chosen incidents", () => {
    const chosen = Int32Array.from([0, 1, 5]);
    const index = new ClusterIndex(data, chosen);
    expect(index.size).toBe(3);
    const items = index.query(WORLD, 4);
    expect(only(items, "cluster")[0]).toMatchObject({ count: 2, russian: 2, chinese: 0 });
  });

  it("answers a single zoom from an index built for it alone", () => {
    const index = new ClusterIndex(data, undefined, 8, 8);
    expect(index.covers(8.5)).toBe(true);
    expect(index.covers(7)).toBe(false);
    expect(index.covers(9)).toBe(false);
  });
});
