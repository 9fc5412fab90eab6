import { describe, expect, it } from "vitest";
import { visibleWindow } from "./visibleWindow";

describe("the list's visible window", () => {
  it("draws the rows on screen and a few either side", () => {
    expect(visibleWindow(0, 400, 72, 100_000, 4)).toEqual([0, 10]);
    expect(visibleWindow(7200, 400, 72, 100_000, 4)).toEqual([96, 110]);
  });

  it("stops at the ends of the list", () => {
    expect(visibleWindow(0, 400, 72, 3, 4)).toEqual([0, 3]);
    expect(visibleWindow(72 * 98, 400, 72, 100, 4)).toEqual([94, 100]);
    expect(visibleWindow(0, 400, 72, 0, 4)).toEqual([0, 0]);
  });
});
