import { describe, expect, it } from "vitest";
import { queryPolicy } from "./queryPolicy";
import { shouldRetry } from "./queryRetry";

describe("each kind of query's rules (spec §9)", () => {
  it("keeps answers 5 minutes once nothing shows them, the member's own session 10", () => {
    expect(queryPolicy("Probe").cacheMs).toBe(300_000);
    expect(queryPolicy("Me").cacheMs).toBe(600_000);
  });

  it("counts forum data fresh for 120 s (the hook) and refetches on focus after 2 minutes", () => {
    expect(queryPolicy("ForumData")).toMatchObject({ staleMs: 120_000, focusRefetchAfterMs: 120_000 });
  });

  it("refetches thread, post and session queries on every focus", () => {
    for (const name of ["ThreadPage", "Me"]) expect(queryPolicy(name).focusRefetchAfterMs).toBe(0);
    expect(queryPolicy("CategoryPage").focusRefetchAfterMs).toBe(120_000);
  });

  it("retries network and server failures, never Not Found, Unauthorized or Forbidden", () => {
    const policy = queryPolicy("ForumData");
    expect(shouldRetry(1, policy, new TypeError("Failed to fetch"))).toBe(true);
    expect(shouldRetry(3, policy, new Error("Request failed with status 502"))).toBe(true);
    expect(shouldRetry(4, policy, new Error("Request failed with status 502"))).toBe(false);
    expect(shouldRetry(1, policy, new Error("Thread Not Found"))).toBe(false);
    expect(shouldRetry(1, policy, new Error("Unauthorized"))).toBe(false);
    expect(shouldRetry(1, policy, "Forbidden")).toBe(false);
  });
});
