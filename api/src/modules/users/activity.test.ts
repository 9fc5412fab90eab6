import { describe, expect, it } from "vitest";
import { isOnline, ONLINE_WINDOW_MS } from "./activity.js";

describe("who counts as online", () => {
  const now = Date.parse("2026-11-22T10:00:00Z");

  it("counts a member active within the last 5 minutes, and nobody who never was", () => {
    expect(isOnline(new Date(now - 60_000), now)).toBe(true);
    expect(isOnline(new Date(now - ONLINE_WINDOW_MS + 1), now)).toBe(true);
    expect(isOnline(new Date(now - ONLINE_WINDOW_MS), now)).toBe(false);
    expect(isOnline(new Date(now - 3_600_000), now)).toBe(false);
    expect(isOnline(null, now)).toBe(false);
  });
});
