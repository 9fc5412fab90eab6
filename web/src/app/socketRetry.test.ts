import { describe, expect, it } from "vitest";
import { RETRY_MAX_MS, retryDelayMs } from "./socketRetry";

describe("the live socket's wait before reconnecting", () => {
  it("doubles from 1 s and stops at 30 s", () => {
    const longest = (attempt: number) => retryDelayMs(attempt, () => 1);
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(longest)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it("draws each wait between half and all of its ceiling", () => {
    expect(retryDelayMs(3, () => 0)).toBe(4000);
    expect(retryDelayMs(10, () => 0)).toBe(RETRY_MAX_MS / 2);
    for (let i = 0; i < 100; i++) {
      const wait = retryDelayMs(2);
      expect(wait).toBeGreaterThanOrEqual(2000);
      expect(wait).toBeLessThanOrEqual(4000);
    }
  });
});
