import { describe, expect, it } from "vitest";
import { CircuitBreaker } from "./circuitBreaker";

function breaker() {
  const clock = { now: 0 };
  return { clock, breaker: new CircuitBreaker({ threshold: 3, openMs: 300_000, now: () => clock.now }) };
}

describe("CircuitBreaker", () => {
  it("lets calls through until the third error, then skips them for five minutes", () => {
    const { clock, breaker: b } = breaker();
    b.recordFailure();
    b.recordFailure();
    expect(b.allows()).toBe(true);
    b.recordFailure();
    expect(b.allows()).toBe(false);
    expect(b.isOpen()).toBe(true);
    expect(b.reopensAt()).toBe(300_000);
    clock.now = 299_999;
    expect(b.allows()).toBe(false);
  });

  it("lets the next request through after the five minutes and starts counting errors afresh", () => {
    const { clock, breaker: b } = breaker();
    for (let i = 0; i < 3; i += 1) b.recordFailure();
    clock.now = 300_000;
    expect(b.allows()).toBe(true);
    expect(b.isOpen()).toBe(false);
    expect(b.reopensAt()).toBeNull();
    b.recordFailure();
    b.recordFailure();
    expect(b.allows()).toBe(true);
    b.recordFailure();
    expect(b.allows()).toBe(false);
  });

  it("forgets earlier errors after any success", () => {
    const { breaker: b } = breaker();
    b.recordFailure();
    b.recordFailure();
    b.recordSuccess();
    b.recordFailure();
    b.recordFailure();
    expect(b.allows()).toBe(true);
  });
});
