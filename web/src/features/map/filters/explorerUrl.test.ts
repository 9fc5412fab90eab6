import { describe, expect, it } from "vitest";
import { dayOfDate } from "../data/pointData";
import {
  EMPTY_FILTER,
  EXPLORER_WRITE,
  explorerSearch,
  filterQuery,
  followsView,
  parseExplorerSearch,
  serverFilterKey,
  toPointFilter,
  viewParam,
} from "./explorerUrl";

describe("the map page's URL", () => {
  it("reads every filter key and the view", () => {
    const { filter, view } = parseExplorerSearch(
      "?types=chinese&kinds=cyber,sabotage&countries=pl,DE&from=2024-01-01&to=2024-06-30&q=%20drone%20&evidenceStatuses=confirmed,corroborated&discussed=1&view=52.2,21.01,6.5",
    );
    expect(filter).toEqual({
      types: ["chinese"],
      kinds: ["sabotage", "cyber"],
      countries: ["DE", "PL"],
      from: "2024-01-01",
      to: "2024-06-30",
      q: "drone",
      evidence: ["corroborated", "confirmed"],
      discussed: true,
    });
    expect(view).toEqual({ lat: 52.2, lng: 21.01, zoom: 6.5 });
  });

  it("leaves out what it does not understand", () => {
    const { filter, view } = parseExplorerSearch(
      "?types=martian&kinds=cyber,unknown&countries=POL,1,de&from=2024-13-01&to=yesterday&evidenceStatuses=verified&discussed=yes&view=91,0,4",
    );
    expect(filter).toEqual({ ...EMPTY_FILTER, kinds: ["cyber"], countries: ["DE"] });
    expect(view).toBeNull();
    expect(parseExplorerSearch("?view=1,2").view).toBeNull();
  });

  it("treats choosing every value as choosing none, clamps the zoom and orders a reversed range", () => {
    const { filter, view } = parseExplorerSearch(
      "?types=russian,chinese&from=2024-05-01&to=2024-01-01&view=50,10,40",
    );
    expect(filter.types).toEqual([]);
    expect([filter.from, filter.to]).toEqual(["2024-01-01", "2024-05-01"]);
    expect(view?.zoom).toBe(18);
  });

  it("writes the filter in a fixed order with readable commas, then the view", () => {
    const filter = {
      types: ["russian" as const],
      kinds: ["cyber" as const, "espionage" as const],
      countries: ["DE", "PL"],
      from: "2024-01-01",
      to: null,
      q: "power grid",
      evidence: ["confirmed" as const],
      discussed: true,
    };
    const search = explorerSearch(filter, { lat: 52.123456, lng: 21.0, zoom: 5.4321 });
    expect(search).toBe(
      "?types=russian&kinds=cyber,espionage&countries=DE,PL&from=2024-01-01&q=power+grid&evidenceStatuses=confirmed&discussed=1&view=52.1235,21,5.43",
    );
    // the exports and the feed take the research filter: discussions are no data
    expect(filterQuery(filter)).not.toContain("discussed");
    expect(filterQuery(EMPTY_FILTER)).toBe("");
    expect(explorerSearch(EMPTY_FILTER, null)).toBe("");
  });

  it("reads back what it writes", () => {
    const search =
      "?types=chinese&kinds=airspace&countries=EE&from=2023-01-01&to=2023-12-31&q=a%26b&evidenceStatuses=reported&discussed=1&view=59.4,24.7,9";
    const { filter, view } = parseExplorerSearch(search);
    expect(parseExplorerSearch(explorerSearch(filter, view))).toEqual({ filter, view });
    expect(filter.q).toBe("a&b");
  });

  it("hands the worker days and the title search's ids", () => {
    const filter = { ...EMPTY_FILTER, from: "2024-01-02", q: "x" };
    expect(toPointFilter(filter, ["7"])).toMatchObject({
      fromDay: dayOfDate("2024-01-02"),
      toDay: null,
      ids: ["7"],
    });
    expect(toPointFilter(EMPTY_FILTER, ["7"]).ids).toBeNull();
    // the map data has no evidence status: the server's ids stand for it, with or without a title search
    expect(toPointFilter({ ...EMPTY_FILTER, evidence: ["confirmed"] }, ["9"]).ids).toEqual(["9"]);
    expect(serverFilterKey({ ...EMPTY_FILTER, evidence: ["confirmed"] })).not.toBe("");
    expect(serverFilterKey(EMPTY_FILTER)).toBe("");
    // nor any discussion: "Discussed" is the server's ids too
    expect(toPointFilter({ ...EMPTY_FILTER, discussed: true }, ["4"]).ids).toEqual(["4"]);
    // past the cluster threshold the server clusters: it is told the evidence and "Discussed" itself
    expect(toPointFilter({ ...EMPTY_FILTER, evidence: ["confirmed"], discussed: true }, ["4"])).toMatchObject(
      {
        evidence: ["confirmed"],
        discussed: true,
      },
    );
    expect(parseExplorerSearch("?evidenceStatuses=reported,corroborated,confirmed").filter.evidence).toEqual(
      [],
    );
  });
});

describe("which address moves the map", () => {
  const at = { lat: 54.5, lng: 15.3, zoom: 4 };
  const moved = { lat: 55, lng: 16, zoom: 4 };
  const written = viewParam(moved);

  it("follows back, forward and links to another view", () => {
    expect(followsView(at, written, { type: "POP", state: EXPLORER_WRITE })).toBe(true);
    expect(followsView(at, written, { type: "PUSH", state: null })).toBe(true);
  });

  it("never moves back to an address the page wrote itself after the map moved on", () => {
    expect(followsView(at, written, { type: "REPLACE", state: EXPLORER_WRITE })).toBe(false);
    expect(followsView(at, written, { type: "PUSH", state: EXPLORER_WRITE })).toBe(false);
  });

  it("stays where it is for the view it is at, or no view", () => {
    expect(followsView(moved, written, { type: "POP", state: null })).toBe(false);
    expect(followsView(null, written, { type: "POP", state: null })).toBe(false);
  });
});
