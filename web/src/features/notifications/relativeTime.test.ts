import { describe, expect, it } from "vitest";
import { relativeTime } from "./relativeTime";

const now = Date.parse("2026-11-22T12:00:00Z");
const ago = (ms: number) => new Date(now - ms).toISOString();

describe("relativeTime", () => {
  it("says 'Just now' for anything under a minute, and for a time slightly ahead of the browser's clock", () => {
    expect(relativeTime(ago(0), now)).toBe("Just now");
    expect(relativeTime(ago(59_999), now)).toBe("Just now");
    expect(relativeTime(ago(-5_000), now)).toBe("Just now");
  });

  it("counts whole minutes under an hour", () => {
    expect(relativeTime(ago(60_000), now)).toBe("1m ago");
    expect(relativeTime(ago(59 * 60_000 + 59_000), now)).toBe("59m ago");
  });

  it("counts whole hours under a day", () => {
    expect(relativeTime(ago(3_600_000), now)).toBe("1h ago");
    expect(relativeTime(ago(23 * 3_600_000 + 3_599_000), now)).toBe("23h ago");
  });

  it("shows the date from a day on", () => {
    expect(relativeTime(ago(24 * 3_600_000), now)).toBe("21 Nov 2026");
    expect(relativeTime(new Date("2025-03-04T10:00:00Z"), now)).toBe("4 Mar 2025");
  });

  it("shows nothing for a time it cannot read", () => {
    expect(relativeTime("not a date", now)).toBe("");
  });
});
