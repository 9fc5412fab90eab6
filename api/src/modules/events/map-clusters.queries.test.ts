import { describe, expect, it } from "vitest";
import { keyRanges, keyX, keyY, mortonKey } from "./map-clusters.queries.js";

describe("the map key's ranges", () => {
  it("cover every point of a rectangle, at most 16 ranges, for rectangles of every size", () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let box = 0; box < 200; box++) {
      const width = 10 ** (-3 + random() * 5);
      const west = -170 + random() * 300;
      const east = Math.min(180, west + width);
      const south = -80 + random() * 150;
      const north = Math.min(85, south + width / 2);
      const ranges = keyRanges(west, south, east, north);
      expect(ranges.length).toBeLessThanOrEqual(16);
      for (let point = 0; point < 50; point++) {
        const key = mortonKey(
          keyX(west + random() * (east - west)),
          keyY(south + random() * (north - south)),
        );
        expect(ranges.some(([low, high]) => key >= low && key < high)).toBe(true);
      }
    }
  });

  it("interleaves x into the even bits and y into the odd ones", () => {
    expect(mortonKey(0b11, 0)).toBe(0b0101n);
    expect(mortonKey(0, 0b11)).toBe(0b1010n);
    // the same value as the SQL function map_key(0, 0): x = y = 2^23
    expect(mortonKey(keyX(0), keyY(0))).toBe(0xc00000000000n);
  });
});
