import { describe, expect, it } from "vitest";
import { ownLatenessMs, SojournController } from "./sojourn.js";

describe("admission by queueing delay", () => {
  const controller = () => {
    let now = 0;
    const sojourn = new SojournController({ targetMs: 20, intervalMs: 100 }, () => now);
    return { sojourn, at: (ms: number, waitedMs: number) => ((now = ms), sojourn.note(waitedMs)) };
  };

  it("sheds only once work has waited past the target for a whole interval", () => {
    const { sojourn, at } = controller();
    at(0, 30);
    at(60, 45);
    expect(sojourn.shedding).toBe(false);
    at(100, 25);
    expect(sojourn.shedding).toBe(true);
    expect(sojourn.sojournMs).toBe(25);
  });

  it("lets a burst pass: one short wait inside the interval starts it again", () => {
    const { sojourn, at } = controller();
    at(0, 30);
    at(80, 5);
    at(120, 30);
    at(190, 30);
    expect(sojourn.shedding).toBe(false);
    at(220, 30);
    expect(sojourn.shedding).toBe(true);
  });

  it("stops shedding as soon as work waits less than the target", () => {
    const { sojourn, at } = controller();
    at(0, 50);
    at(150, 50);
    expect(sojourn.shedding).toBe(true);
    at(160, 10);
    expect(sojourn.shedding).toBe(false);
    at(170, 50);
    expect(sojourn.shedding).toBe(false);
  });

  it("never sheds with a target of 0", () => {
    let now = 0;
    const sojourn = new SojournController({ targetMs: 0, intervalMs: 100 }, () => now);
    sojourn.note(5_000);
    now = 1_000;
    sojourn.note(5_000);
    expect(sojourn.shedding).toBe(false);
  });

  it("counts the lateness the instance's own work made, not the time another process held the core", () => {
    // a 10 ms timer 45 ms late: the instance ran through it, ran for 25 ms of it, or waited off the core
    expect(ownLatenessMs(45, 55, 10)).toBe(45);
    expect(ownLatenessMs(45, 25, 10)).toBe(15);
    expect(ownLatenessMs(45, 2, 10)).toBe(0);
    // more processor time than the interval and its lateness (other threads): never more than the lateness
    expect(ownLatenessMs(5, 80, 10)).toBe(5);
  });
});
