import { describe, expect, it } from "vitest";
import {
  axisTicks,
  binMonths,
  ENGLISH_BIN_NAMES,
  labelledIndexes,
  niceCeiling,
  type MonthCount,
} from "./chartScale";

const month = (yearMonth: string, russian = 0, chinese = 0): MonthCount => ({
  month: yearMonth,
  russian,
  chinese,
});

/** Every month from January of `fromYear` for `count` months, each with 1 Russian and 2 Chinese. */
function months(fromYear: number, count: number): MonthCount[] {
  return Array.from({ length: count }, (_, index) => {
    const year = fromYear + Math.floor(index / 12);
    return month(`${year}-${String((index % 12) + 1).padStart(2, "0")}`, 1, 2);
  });
}

describe("chart scales", () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 5],
    [7, 10],
    [12, 20],
    [0.3, 0.5],
    [450, 500],
    [501, 1000],
  ])("rounds %d up to the nice %d", (value, nice) => {
    expect(niceCeiling(value)).toBe(nice);
  });

  it("makes whole-number ticks from 0 to a top at or above the largest value", () => {
    expect(axisTicks(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(axisTicks(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(axisTicks(17)).toEqual({ top: 20, ticks: [0, 5, 10, 15, 20] });
    expect(axisTicks(40)).toEqual({ top: 40, ticks: [0, 10, 20, 30, 40] });
    expect(axisTicks(1234)).toEqual({ top: 1500, ticks: [0, 500, 1000, 1500] });
  });

  it("names months in words", () => {
    expect(ENGLISH_BIN_NAMES.month("2024-05")).toBe("May 2024");
    expect(ENGLISH_BIN_NAMES.month("2023-12")).toBe("Dec 2023");
  });

  it("keeps one bar a month while they fit", () => {
    const { grouping, bins } = binMonths([month("2024-01", 2, 1), month("2024-02"), month("2024-03", 0, 4)]);
    expect(grouping).toBe("month");
    expect(bins).toEqual([
      { label: "Jan 2024", start: "2024-01", russian: 2, chinese: 1 },
      { label: "Feb 2024", start: "2024-02", russian: 0, chinese: 0 },
      { label: "Mar 2024", start: "2024-03", russian: 0, chinese: 4 },
    ]);
  });

  it("groups into quarters past the bar limit, starting mid-quarter, and keeps every count", () => {
    const record = months(2020, 40).slice(1); // Feb 2020 to Apr 2023: 39 months
    const { grouping, bins } = binMonths(record, 36);
    expect(grouping).toBe("quarter");
    expect(bins[0]).toEqual({ label: "Q1 2020", start: "2020-02", russian: 2, chinese: 4 });
    expect(bins.at(-1)).toEqual({ label: "Q2 2023", start: "2023-04", russian: 1, chinese: 2 });
    expect(bins).toHaveLength(14);
    expect(bins.reduce((sum, bin) => sum + bin.russian + bin.chinese, 0)).toBe(39 * 3);
  });

  it("groups into years when even quarters are too many", () => {
    const { grouping, bins } = binMonths(months(2000, 12 * 12), 36);
    expect(grouping).toBe("year");
    expect(bins).toHaveLength(12);
    expect(bins[0]).toEqual({ label: "2000", start: "2000-01", russian: 12, chinese: 24 });
  });

  it("has no bars for no months", () => {
    expect(binMonths([])).toEqual({ grouping: "month", bins: [] });
  });

  it("labels every bar when there is room, else every n-th", () => {
    expect(labelledIndexes(4, 1)).toEqual([0, 1, 2, 3]);
    expect(labelledIndexes(10, 3)).toEqual([0, 3, 6, 9]);
    expect(labelledIndexes(5, 2.2)).toEqual([0, 3]);
  });
});
