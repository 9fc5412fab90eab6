import { describe, expect, it, vi } from "vitest";
import { categoriesToPrefetch, IDLE_FALLBACK_MS, whenIdle } from "./categoryPrefetch";

describe("categoriesToPrefetch", () => {
  it("takes only the first 3 categories", () => {
    expect(categoriesToPrefetch(["a", "b", "c", "d", "e"], new Map(), 0)).toEqual(["a", "b", "c"]);
  });

  it("skips a category fetched less than 120 s ago", () => {
    const cache = new Map([
      ["a", { at: 1_000 }],
      ["b", { at: 0 }],
    ]);
    expect(categoriesToPrefetch(["a", "b", "c"], cache, 120_000)).toEqual(["b", "c"]);
  });
});

describe("whenIdle", () => {
  it("uses the browser's idle callback when there is one", () => {
    const task = vi.fn();
    const requestIdleCallback = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    whenIdle(task, { setTimeout, clearTimeout, requestIdleCallback, cancelIdleCallback: vi.fn() });
    expect(requestIdleCallback).toHaveBeenCalledOnce();
    expect(task).toHaveBeenCalledOnce();
  });

  it("waits 300 ms without one, and can be cancelled", () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const win = { setTimeout, clearTimeout } as unknown as Window;
    whenIdle(task, win);
    vi.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    whenIdle(cancelled, win)();
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(cancelled).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
