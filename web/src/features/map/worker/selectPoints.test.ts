import { describe, expect, it } from "vitest";
import { dayOfDate, toPointData } from "../data/pointData";
import {
  NO_FILTER,
  pointsInView,
  selectCandidates,
  selectPoints,
  withinDates,
  type PointFilter,
} from "./selectPoints";

const day = (date: string) => dayOfDate(date)!;

// id, type, kind, country, date, lng, lat
const ROWS: Array<[string, "r" | "c", string, string, string, number, number]> = [
  ["1", "r", "s", "PL", "2024-01-10", 21, 52],
  ["2", "c", "c", "DE", "2024-03-05", 13, 52],
  ["3", "r", "a", "--", "2023-11-30", 5, 56],
  ["4", "c", "o", "PL", "2024-03-20", 19, 50],
  ["5", "r", "c", "EE", "2023-11-01", 24, 59],
];

const data = toPointData({
  ids: ROWS.map((row) => row[0]),
  types: ROWS.map((row) => row[1]).join(""),
  kinds: ROWS.map((row) => row[2]).join(""),
  countries: ROWS.map((row) => row[3]).join(""),
  days: ROWS.map((row) => day(row[4])),
  coordinates: ROWS.flatMap((row) => [row[5], row[6]]),
});

const ids = (filter: Partial<PointFilter>) =>
  [...selectPoints(data, { ...NO_FILTER, ...filter }).indexes].map((index) => data.ids[index]);

describe("filtering the map data", () => {
  it("chooses everything, newest first, without a filter", () => {
    expect(ids({})).toEqual(["4", "2", "1", "3", "5"]);
  });

  it("filters by attribution, kind and country", () => {
    expect(ids({ types: ["chinese"] })).toEqual(["4", "2"]);
    expect(ids({ kinds: ["cyber", "sabotage"] })).toEqual(["2", "1", "5"]);
    expect(ids({ countries: ["PL", "ee"] })).toEqual(["4", "1", "5"]);
    expect(ids({ countries: ["FR"] })).toEqual([]);
    expect(ids({ types: ["russian"], kinds: ["cyber"] })).toEqual(["5"]);
  });

  it("filters by a date range, both ends included, and by the ids a title search found", () => {
    expect(ids({ fromDay: day("2023-11-30"), toDay: day("2024-03-05") })).toEqual(["2", "1", "3"]);
    expect(ids({ fromDay: day("2024-03-01") })).toEqual(["4", "2"]);
    expect(ids({ toDay: day("2023-11-01") })).toEqual(["5"]);
    expect(ids({ ids: ["3", "4", "unknown"] })).toEqual(["4", "3"]);
    expect(ids({ ids: [] })).toEqual([]);
  });

  it("bins every month from the first to the last by attribution, ignoring the date range", () => {
    const { histogram } = selectPoints(data, { ...NO_FILTER, fromDay: day("2024-03-01") });
    // November 2023 … March 2024
    expect(histogram.russian).toEqual([2, 0, 1, 0, 0]);
    expect(histogram.chinese).toEqual([0, 0, 0, 0, 2]);
    expect(histogram.startMonth).toBe((2023 - 1970) * 12 + 10);
  });

  it("bins only what the other filters choose", () => {
    const { histogram } = selectPoints(data, { ...NO_FILTER, countries: ["PL"] });
    expect(histogram.russian).toEqual([0, 0, 1, 0, 0]);
    expect(histogram.chinese).toEqual([0, 0, 0, 0, 1]);
  });

  it("keeps the chosen incidents inside a view, newest first", () => {
    const all = selectPoints(data, NO_FILTER).indexes;
    const inView = pointsInView(data, all, [10, 49, 22, 53]);
    expect([...inView].map((index) => data.ids[index])).toEqual(["4", "2", "1"]);
  });

  it("takes a date range as one stretch of the candidates, as checking each day would", () => {
    // many incidents a day apart and some on the same day, over two years
    const size = 500;
    const many = toPointData({
      ids: Array.from({ length: size }, (_, index) => String(index)),
      types: "r".repeat(size),
      coordinates: Array.from({ length: size * 2 }, () => 0),
      days: Array.from({ length: size }, (_, index) => day("2023-01-01") + ((index * 7) % 730)),
    });
    const { indexes } = selectCandidates(many, NO_FILTER);
    const ranges: Array<[number | null, number | null]> = [
      [null, null],
      [day("2023-03-01"), null],
      [null, day("2023-03-01")],
      [day("2023-05-10"), day("2024-02-29")],
      [day("2023-06-01"), day("2023-06-01")],
      [day("2024-06-01"), day("2023-06-01")],
      [day("2020-01-01"), day("2030-01-01")],
    ];
    for (const [from, to] of ranges) {
      const expected = [...indexes].filter(
        (index) => (from === null || many.days[index]! >= from) && (to === null || many.days[index]! <= to),
      );
      expect([...withinDates(many, indexes, from, to)], `${from}…${to}`).toEqual(expected);
    }
  });
});
