import { describe, expect, it } from "vitest";
import { groupByLocation } from "./groupByLocation";

describe("same-coordinate grouping", () => {
  const at = (id: string, lng: number, lat: number) => ({ id, lng, lat });
  const position = (item: { lng: number; lat: number }): [number, number] => [item.lng, item.lat];

  it("merges events at exactly the same point and keeps their order", () => {
    const groups = groupByLocation([at("a", 21, 52), at("b", 2.35, 48.85), at("c", 21, 52)], position);
    expect(groups.map((group) => group.items.map((item) => item.id))).toEqual([["a", "c"], ["b"]]);
    expect(groups[0]).toMatchObject({ lng: 21, lat: 52 });
  });

  it("keeps events a few metres apart separate", () => {
    expect(groupByLocation([at("a", 21, 52), at("b", 21.00001, 52)], position)).toHaveLength(2);
  });
});
