import { describe, expect, it } from "vitest";
import { timeAgo } from "./relativeTime";

const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);
const ago = (seconds: number) => timeAgo(NOW - seconds * 1000, NOW);

describe("timeAgo", () => {
  it("tells a moment in the largest whole unit that fits", () => {
    expect(ago(30)).toEqual({ value: 0, unit: "second" });
    expect(ago(60)).toEqual({ value: -1, unit: "minute" });
    expect(ago(190 * 60)).toEqual({ value: -3, unit: "hour" });
    expect(ago(86_400 * 2 + 5)).toEqual({ value: -2, unit: "day" });
    expect(ago(86_400 * 15)).toEqual({ value: -2, unit: "week" });
    expect(ago(86_400 * 400)).toEqual({ value: -1, unit: "year" });
  });

  it("calls a moment ahead of the reader's clock now", () => {
    expect(ago(-120)).toEqual({ value: 0, unit: "second" });
  });
});
