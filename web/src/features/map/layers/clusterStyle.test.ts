import { describe, expect, it } from "vitest";
import { clusterLabel, clusterSize, markerKind } from "./clusterStyle";

describe("cluster marker style", () => {
  it("sizes a cluster 40 px, 50 from 10 events, 60 from 50 and 70 from 100", () => {
    expect([1, 9, 10, 49, 50, 99, 100, 100_000].map(clusterSize)).toEqual([40, 40, 50, 50, 60, 60, 70, 70]);
  });

  it("colours all-Russian clusters red, all-Chinese gold and anything else as mixed", () => {
    expect(markerKind(5, 0)).toBe("russian");
    expect(markerKind(0, 3)).toBe("chinese");
    expect(markerKind(1, 1)).toBe("mixed");
  });

  it("prints counts in full below 10,000 and in thousands above", () => {
    expect(clusterLabel(9_999)).toBe("9999");
    expect(clusterLabel(12_345)).toBe("12k");
  });
});
