import { describe, expect, it } from "vitest";
import { isRetryable, retryDelay } from "./forumRetry";

describe("retryDelay", () => {
  it("waits 1 s before the first retry, then doubles", () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1000, 2000, 4000, 8000]);
  });

  it("never waits more than 30 s", () => {
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(20)).toBe(30_000);
  });
});

describe("isRetryable", () => {
  it("retries network and server failures", () => {
    expect(isRetryable(new TypeError("Failed to fetch"))).toBe(true);
    expect(isRetryable(new Error("Request failed with status 502"))).toBe(true);
  });

  it("gives up at once on Not Found, Unauthorized or Forbidden", () => {
    expect(isRetryable(new Error("Thread Not Found"))).toBe(false);
    expect(isRetryable(new Error("Unauthorized"))).toBe(false);
    expect(isRetryable("Forbidden")).toBe(false);
  });
});
