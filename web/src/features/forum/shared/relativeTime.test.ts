import { describe, expect, it } from "vitest";
import { relativeTime } from "./relativeTime";

const NOW = Date.parse("2026-06-15T12:00:00Z");
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("relativeTime", () => {
  it("says 'Just now' under a minute, and for a date slightly in the future", () => {
    expect(relativeTime(ago(0), NOW)).toBe("Just now");
    expect(relativeTime(ago(59 * SECOND), NOW)).toBe("Just now");
    expect(relativeTime(ago(-5 * SECOND), NOW)).toBe("Just now");
  });

  it("counts whole minutes, hours and days with singular forms", () => {
    expect(relativeTime(ago(MINUTE), NOW)).toBe("1 minute ago");
    expect(relativeTime(ago(2 * MINUTE + 30 * SECOND), NOW)).toBe("2 minutes ago");
    expect(relativeTime(ago(59 * MINUTE), NOW)).toBe("59 minutes ago");
    expect(relativeTime(ago(HOUR), NOW)).toBe("1 hour ago");
    expect(relativeTime(ago(23 * HOUR), NOW)).toBe("23 hours ago");
    expect(relativeTime(ago(DAY), NOW)).toBe("1 day ago");
    expect(relativeTime(ago(29 * DAY), NOW)).toBe("29 days ago");
  });

  it("counts months as 30 days and years as 365 days", () => {
    expect(relativeTime(ago(30 * DAY), NOW)).toBe("1 month ago");
    expect(relativeTime(ago(75 * DAY), NOW)).toBe("2 months ago");
    expect(relativeTime(ago(364 * DAY), NOW)).toBe("12 months ago");
    expect(relativeTime(ago(365 * DAY), NOW)).toBe("1 year ago");
    expect(relativeTime(ago(3 * 365 * DAY + DAY), NOW)).toBe("3 years ago");
  });

  it("says 'Not available' for a missing or unreadable date", () => {
    expect(relativeTime(null, NOW)).toBe("Not available");
    expect(relativeTime(undefined, NOW)).toBe("Not available");
    expect(relativeTime("", NOW)).toBe("Not available");
    expect(relativeTime("not a date", NOW)).toBe("Not available");
  });

  it("accepts Date objects and epoch milliseconds", () => {
    expect(relativeTime(new Date(NOW - 3 * HOUR), NOW)).toBe("3 hours ago");
    expect(relativeTime(NOW - 2 * DAY, NOW)).toBe("2 days ago");
  });
});
