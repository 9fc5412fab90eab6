import { describe, expect, it } from "vitest";
import { MIN_ZOOM } from "../../../components/map/mapConfig";
import { toPointData } from "../data/pointData";
import { CLUSTER_MAX_ZOOM } from "../worker/clusterConfig";
import { buildHierarchy } from "../worker/clusterHierarchy";
import { ClusterIndex } from "../worker/clusterIndex";
import { uncertaintyCircles, uncertaintyRadius } from "./uncertaintyLayer";

describe("the areas shaded around imprecise places", () => {
  it("gives a town 5 km and a region 50 km; an exact place and a country none", () => {
    expect(uncertaintyRadius("town")).toBe(5000);
    expect(uncertaintyRadius("region")).toBe(50000);
    expect(uncertaintyRadius("country")).toBeNull();
    expect(uncertaintyRadius(undefined)).toBeNull();
  });

  it("draws each imprecise incident the map shows, and the widest of several at one point", () => {
    const data = toPointData({
      ids: ["1", "2", "3", "4", "5", "6"],
      types: "rcrrcr",
      places: "etrcrt",
      coordinates: [21, 52, 24.1, 56.9, 13.4, 52.5, 2.35, 48.85, -9.14, 38.72, -9.14, 38.72],
    });
    const hierarchy = buildHierarchy(data.coordinates, MIN_ZOOM, CLUSTER_MAX_ZOOM);
    const items = new ClusterIndex(data, hierarchy, "full").query([-180, -85, 180, 85], 19);
    expect(items.find((item) => item.id === "2")).toMatchObject({ kind: "event", place: "town" });
    expect(items.find((item) => item.id === "1")).not.toHaveProperty("place");
    expect(uncertaintyCircles(items).sort((a, b) => a.lng - b.lng)).toEqual([
      // Lisbon: a region and a town at one point, drawn as the region
      { lng: -9.14, lat: 38.72, radius: 50000, type: "chinese" },
      { lng: 13.4, lat: 52.5, radius: 50000, type: "russian" },
      { lng: 24.1, lat: 56.9, radius: 5000, type: "chinese" },
    ]);
  });
});
