import { describe, expect, it } from "vitest";
import { cacheBusted } from "./forceFresh";

describe("cacheBusted", () => {
  it("adds the time as _nocache, after the query the URL already has", () => {
    expect(cacheBusted("/graphql", 17)).toBe("/graphql?_nocache=17");
    expect(cacheBusted("/api/forum/stats?x=1", 17)).toBe("/api/forum/stats?x=1&_nocache=17");
  });
});
