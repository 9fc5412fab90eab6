import { describe, expect, it } from "vitest";
import {
  CELL_BITS_ABOVE_ZOOM,
  KEY_BITS,
  keyRanges,
  keyX,
  keyY,
  mortonKey,
  splitZoom,
} from "./map-clusters.queries.js";

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

  it("finds the zoom at which two places first fall into different grid cells", () => {
    const cellAt = (key: bigint, zoom: number) => key >> BigInt(2 * (KEY_BITS - zoom - CELL_BITS_ABOVE_ZOOM));
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let pair = 0; pair < 200; pair++) {
      const lng = -20 + random() * 60;
      const lat = 35 + random() * 30;
      const apart = 10 ** (-4 + random() * 5);
      const [a, b] = [mortonKey(keyX(lng), keyY(lat)), mortonKey(keyX(lng + apart), keyY(lat + apart / 2))];
      const low = a < b ? a : b;
      const high = a < b ? b : a;
      const zoom = splitZoom(low ^ high)!;
      expect(cellAt(low, zoom)).not.toBe(cellAt(high, zoom));
      if (zoom > 0) expect(cellAt(low, zoom - 1)).toBe(cellAt(high, zoom - 1));
    }
    expect(splitZoom(0n)).toBeNull();
  });
});
