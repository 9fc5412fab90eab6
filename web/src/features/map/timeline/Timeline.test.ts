import { describe, expect, it } from "vitest";
import { datesOfRange, monthName, monthSummary, monthTicks, rangeOfDates } from "./Timeline";

// November 2023 … March 2024
const histogram = { startMonth: (2023 - 1970) * 12 + 10, russian: [1, 0, 2, 0, 1], chinese: [0, 1, 0, 0, 2] };

describe("the timeline's range", () => {
  it("spans everything without dates", () => {
    expect(rangeOfDates(histogram, null, null)).toEqual([0, 4]);
    expect(datesOfRange(histogram, 0, 4)).toEqual([null, null]);
  });

  it("turns months into whole-month dates and back", () => {
    expect(datesOfRange(histogram, 1, 3)).toEqual(["2023-12-01", "2024-02-29"]);
    expect(rangeOfDates(histogram, "2023-12-01", "2024-02-29")).toEqual([1, 3]);
    // dates inside a month choose that month; dates outside the data stop at its ends
    expect(rangeOfDates(histogram, "2023-12-15", "2030-01-01")).toEqual([1, 4]);
    expect(rangeOfDates(histogram, "2001-01-01", "2024-01-10")).toEqual([0, 2]);
  });

  it("names months", () => {
    expect(monthName(histogram.startMonth)).toBe("November 2023");
  });

  it("says a month's count, split by origin when there is any", () => {
    expect(monthSummary(histogram, 0)).toBe("November 2023: 1 incident (1 Russian, 0 Chinese)");
    expect(monthSummary(histogram, 3)).toBe("February 2024: 0 incidents");
    expect(monthSummary(histogram, 4)).toBe("March 2024: 3 incidents (1 Russian, 2 Chinese)");
  });

  it("names every month while there is room, fewer over longer spans", () => {
    expect(monthTicks(histogram.startMonth, 5).map((tick) => tick.label)).toEqual([
      "Nov",
      "Dec",
      "Jan",
      "Feb",
      "Mar",
    ]);
    // January, April, July and October stay on a phone
    expect(
      monthTicks(histogram.startMonth, 5)
        .filter((tick) => tick.quarter)
        .map((tick) => tick.label),
    ).toEqual(["Jan"]);
    const january2020 = (2020 - 1970) * 12;
    expect(
      monthTicks(january2020, 48)
        .map((tick) => tick.label)
        .slice(0, 5),
    ).toEqual(["Jan", "Apr", "Jul", "Oct", "Jan"]);
    expect(
      monthTicks(january2020, 120)
        .map((tick) => tick.label)
        .slice(0, 3),
    ).toEqual(["Jan", "Jul", "Jan"]);
    expect(monthTicks(january2020, 200)).toEqual([]);
  });
});
