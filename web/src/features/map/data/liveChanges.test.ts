import { describe, expect, it } from "vitest";
import { EMPTY_FILTER } from "../filters/explorerUrl";
import { applyLiveChanges, filterChooses, viewAround, type LiveIncident } from "./liveChanges";
import type { MapPoints } from "./mapPoints";
import { dayOfDate } from "./pointData";

const POINTS: MapPoints = {
  ids: ["1", "2"],
  types: "rc",
  kinds: "sc",
  countries: "PLDE",
  days: [dayOfDate("2024-01-01")!, dayOfDate("2024-02-01")!],
  coordinates: [21, 52, 13.4, 52.5],
};

const incident = (id: string, overrides: Partial<LiveIncident> = {}): LiveIncident => ({
  id,
  type: "russian",
  kind: "sabotage",
  country: "EE",
  title: `Incident ${id}`,
  date: "2024-05-01",
  latitude: 59.4,
  longitude: 24.7,
  ...overrides,
});

describe("applying live changes to the map data", () => {
  it("adds a published incident at the end, corrects one in place and takes a withdrawn one out", () => {
    const next = applyLiveChanges(POINTS, [
      {
        change: "published",
        incident: incident("3", { type: "chinese", kind: "cyber", country: null, placePrecision: "town" }),
      },
      { change: "corrected", incident: incident("1", { latitude: 50, longitude: 20, date: "2024-01-02" }) },
      { change: "withdrawn", id: "2" },
    ]);
    expect(next).toEqual({
      ids: ["1", "3"],
      types: "rc",
      kinds: "sc",
      countries: "EE--",
      // a place known to the town; the others exact (data from before places existed reads so)
      places: "et",
      days: [dayOfDate("2024-01-02"), dayOfDate("2024-05-01")],
      coordinates: [20, 50, 24.7, 59.4],
    });
    // the same changes again change nothing more
    expect(applyLiveChanges(next, [{ change: "withdrawn", id: "2" }])).toEqual(next);
  });

  it("brings back an incident withdrawn and published again in one batch, once", () => {
    const next = applyLiveChanges(POINTS, [
      { change: "withdrawn", id: "2" },
      { change: "published", incident: incident("2") },
    ]);
    expect(next.ids).toEqual(["1", "2"]);
    expect(next.countries).toBe("PLEE");
  });
});

describe("whether the map's filter chooses a new incident", () => {
  it("follows every part of the filter, the title's text included", () => {
    const one = incident("9", { title: "Drone over a port" });
    expect(filterChooses(EMPTY_FILTER, one)).toBe(true);
    expect(filterChooses({ ...EMPTY_FILTER, types: ["chinese"] }, one)).toBe(false);
    expect(filterChooses({ ...EMPTY_FILTER, kinds: ["sabotage"], countries: ["EE"] }, one)).toBe(true);
    expect(filterChooses({ ...EMPTY_FILTER, countries: ["PL"] }, one)).toBe(false);
    expect(filterChooses({ ...EMPTY_FILTER, from: "2024-05-02" }, one)).toBe(false);
    expect(filterChooses({ ...EMPTY_FILTER, to: "2024-05-01" }, one)).toBe(true);
    expect(filterChooses({ ...EMPTY_FILTER, q: "DRONE" }, one)).toBe(true);
    expect(filterChooses({ ...EMPTY_FILTER, q: "cable" }, one)).toBe(false);
  });
});

describe("the view around new incidents", () => {
  it("centres on them, close for one and wider for several", () => {
    expect(viewAround([incident("1")])).toEqual({ lat: 59.4, lng: 24.7, zoom: 9 });
    const wide = viewAround([incident("1"), incident("2", { latitude: 38.7, longitude: -9.1 })]);
    expect(wide.lng).toBeCloseTo(7.8);
    expect(wide.zoom).toBeLessThan(5);
  });
});
