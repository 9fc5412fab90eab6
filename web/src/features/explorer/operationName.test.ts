import { describe, expect, it } from "vitest";
import { withKnownOperation } from "./operationName";

describe("the operation the explorer runs", () => {
  it("gives a name the query does not define way to the query's only operation", () => {
    const query = "query Events { events(first: 1) { totalCount } }";
    expect(withKnownOperation({ query, operationName: "BalticIncidents" })).toEqual({
      query,
      operationName: "Events",
    });
    expect(withKnownOperation({ query: "{ dataVersion }", operationName: "Events" })).toEqual({
      query: "{ dataVersion }",
      operationName: null,
    });
  });

  it("keeps a name the query defines, a choice among several operations, and text that is no query", () => {
    const two = "query A { dataVersion } query B { licence { name } }";
    expect(withKnownOperation({ query: two, operationName: "B" }).operationName).toBe("B");
    expect(withKnownOperation({ query: two, operationName: "C" }).operationName).toBe("C");
    expect(withKnownOperation({ query: "{ broken", operationName: "X" }).operationName).toBe("X");
  });
});
