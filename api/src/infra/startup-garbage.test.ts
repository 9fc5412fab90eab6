import { describe, expect, it } from "vitest";
import { collectGarbage } from "./startup-garbage.js";

describe("the garbage collection after start-up", () => {
  it("frees what only a full collection frees: large arrays no longer referenced", () => {
    // large objects live in their own space, which minor collections never sweep
    let garbage: number[][] | null = Array.from({ length: 16 }, () => new Array<number>(1_000_000).fill(1.5));
    const held = process.memoryUsage().heapUsed;
    expect(garbage).toHaveLength(16);
    garbage = null;
    collectGarbage();
    const after = process.memoryUsage().heapUsed;
    // 16 × 8 MB were held; at least most of it is gone
    expect(held - after).toBeGreaterThan(100 * 1024 * 1024);
  });
});
