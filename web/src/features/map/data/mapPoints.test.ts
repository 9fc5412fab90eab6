import { describe, expect, it } from "vitest";
import { assertMapPoints, attackTypeOf } from "./mapPoints";

describe("map data", () => {
  it("accepts arrays that agree with each other", () => {
    expect(() => assertMapPoints({ ids: ["1", "2"], types: "rc", coordinates: [1, 2, 3, 4] })).not.toThrow();
  });

  it("refuses arrays of different lengths", () => {
    expect(() => assertMapPoints({ ids: ["1"], types: "rc", coordinates: [1, 2] })).toThrow(/malformed/);
    expect(() => assertMapPoints({ ids: ["1"], types: "r", coordinates: [1] })).toThrow(/malformed/);
    expect(() => assertMapPoints(null)).toThrow(/malformed/);
  });

  it("accepts kinds, countries and days that agree with the ids, and refuses ones that do not", () => {
    const base = { ids: ["1", "2"], types: "rc", coordinates: [1, 2, 3, 4] };
    expect(() =>
      assertMapPoints({ ...base, kinds: "so", countries: "PL--", days: [19000, 19001] }),
    ).not.toThrow();
    expect(() => assertMapPoints({ ...base, kinds: "s" })).toThrow(/malformed/);
    expect(() => assertMapPoints({ ...base, countries: "PL" })).toThrow(/malformed/);
    expect(() => assertMapPoints({ ...base, days: [1] })).toThrow(/malformed/);
  });

  it("reads 'c' as Chinese and 'r' as Russian", () => {
    expect(attackTypeOf("c")).toBe("chinese");
    expect(attackTypeOf("r")).toBe("russian");
  });
});
