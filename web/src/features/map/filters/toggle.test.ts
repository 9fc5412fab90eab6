import { describe, expect, it } from "vitest";
import { toggle } from "./FilterPanel";

const ALL = ["a", "b", "c"] as const;

describe("toggling a filter value", () => {
  it("unchoosing one of all leaves the others", () => {
    expect(toggle([], ALL, "b")).toEqual(["a", "c"]);
  });

  it("choosing the last missing one means all again (no filter)", () => {
    expect(toggle(["a", "c"], ALL, "b")).toEqual([]);
  });

  it("never leaves nothing chosen", () => {
    expect(toggle(["a"], ALL, "a")).toEqual(["a"]);
  });
});
