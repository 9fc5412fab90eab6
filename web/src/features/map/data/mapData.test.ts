import { describe, expect, it } from "vitest";
import { MAP_DATA_QUERY, MAP_DATA_URL, mapStartOf } from "./mapData";

const points = {
  ids: ["1", "2"],
  types: "rc",
  kinds: "sc",
  countries: "PLDE",
  days: [1, 2],
  coordinates: [1, 2, 3, 4],
};

describe("the map page's first request", () => {
  it("is a GraphQL GET of the MapData operation", () => {
    const url = new URL(MAP_DATA_URL, "http://localhost");
    expect(url.pathname).toBe("/graphql");
    expect(url.searchParams.get("operationName")).toBe("MapData");
    expect(url.searchParams.get("query")).toBe(MAP_DATA_QUERY);
  });

  it("reads every point in points mode, and only the count in clusters mode", () => {
    expect(mapStartOf({ data: { mapData: { mode: "points", count: 2, points } } })).toEqual({
      mode: "points",
      count: 2,
      points,
    });
    expect(mapStartOf({ data: { mapData: { mode: "clusters", count: 250_000, points: null } } })).toEqual({
      mode: "clusters",
      count: 250_000,
    });
  });

  it("refuses an error answer with its message, and points whose lists disagree", () => {
    expect(() => mapStartOf({ errors: [{ message: "Too many requests" }] })).toThrow("Too many requests");
    const broken = { ...points, coordinates: [1, 2] };
    expect(() => mapStartOf({ data: { mapData: { mode: "points", count: 2, points: broken } } })).toThrow(
      "The map data is malformed",
    );
  });
});
