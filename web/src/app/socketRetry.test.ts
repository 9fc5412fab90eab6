import { afterEach, describe, expect, it, vi } from "vitest";
import {
  createReconnectPolicy,
  RESTART_GRACE_MS,
  RESTART_WINDOW_MS,
  RETRY_MAX_MS,
  retryDelayMs,
} from "./socketRetry";

afterEach(() => {
  vi.useRealTimers();
});

describe("the live socket's wait before reconnecting", () => {
  it("doubles from 1 s and stops at 8 s, so a socket is back within 10 s of the server", () => {
    const longest = (attempt: number) => retryDelayMs(attempt, () => 1);
    expect([0, 1, 2, 3, 4, 5, 50].map(longest)).toEqual([1000, 2000, 4000, 8000, 8000, 8000, 8000]);
  });

  it("draws each wait between half and all of its ceiling", () => {
    expect(retryDelayMs(1, () => 0)).toBe(1000);
    expect(retryDelayMs(10, () => 0)).toBe(RETRY_MAX_MS / 2);
    for (let i = 0; i < 100; i++) {
      const wait = retryDelayMs(2);
      expect(wait).toBeGreaterThanOrEqual(2000);
      expect(wait).toBeLessThanOrEqual(4000);
    }
  });

  it("reconnects within 1 s after a planned stop (1012) while a restart may take, then backs off as usual", () => {
    const clock = { now: 0 };
    const policy = createReconnectPolicy(
      () => 1,
      () => clock.now,
    );
    policy.closed(1012);
    expect(policy.delayMs(0)).toBe(RESTART_WINDOW_MS);
    clock.now += RESTART_GRACE_MS - 1;
    expect(policy.delayMs(5)).toBe(RESTART_WINDOW_MS);
    clock.now += 1;
    expect(policy.delayMs(5)).toBe(RETRY_MAX_MS);

    policy.closed(1012);
    policy.connected();
    policy.closed(1006);
    expect(policy.delayMs(0)).toBe(1000);
  });

  it("stops waiting as soon as another call to the server succeeds", async () => {
    vi.useFakeTimers();
    const policy = createReconnectPolicy(() => 1);
    let done = false;
    void policy.wait(3).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(false);
    policy.serverAnswered();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});
