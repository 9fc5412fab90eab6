import { describe, expect, it } from "vitest";
import { DeletedIds } from "./deletedIds";

describe("DeletedIds", () => {
  it("remembers a deleted id in local storage for one hour", () => {
    const clock = { now: 1_000 };
    const first = new DeletedIds("deleted:u1", localStorage, () => clock.now);
    first.add("n1");
    // a fresh instance (a reload) reads the same memory
    const second = new DeletedIds("deleted:u1", localStorage, () => clock.now);
    expect(second.has("n1")).toBe(true);
    expect(second.has("n2")).toBe(false);
    clock.now += 3_599_999;
    expect(second.has("n1")).toBe(true);
    clock.now += 1;
    expect(second.has("n1")).toBe(false);
  });

  it("keeps each user's memory apart", () => {
    new DeletedIds("deleted:u1", localStorage, () => 0).add("n1");
    expect(new DeletedIds("deleted:u2", localStorage, () => 0).has("n1")).toBe(false);
  });

  it("treats unreadable storage as empty, and remembers in memory without storage", () => {
    localStorage.setItem("deleted:u1", "{not json");
    expect(new DeletedIds("deleted:u1", localStorage, () => 0).has("n1")).toBe(false);
    const withoutStorage = new DeletedIds("deleted:u1", undefined, () => 0);
    withoutStorage.add("n1");
    expect(withoutStorage.has("n1")).toBe(true);
  });
});
