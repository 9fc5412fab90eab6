import { describe, expect, it } from "vitest";
import { isHeavyQuery } from "./heavy-operations.js";

describe("a member's heavy work", () => {
  it("is a query with any root field outside the light ones, however it is dressed", () => {
    expect(isHeavyQuery("{ me { username } unseenNotificationCount }")).toBe(false);
    expect(isHeavyQuery("query Thread($id: ID!) { thread(id: $id) { id } }")).toBe(false);
    expect(isHeavyQuery("{ events(first: 500) { totalCount } }")).toBe(true);
    // beside light fields, behind an alias, an inline fragment or a named one
    expect(isHeavyQuery('{ me { username } searchForum(query: "x") { totalCount } }')).toBe(true);
    expect(isHeavyQuery("{ mine: me { id } list: events { totalCount } }")).toBe(true);
    expect(isHeavyQuery("{ ... on Query { mapPoints { id } } }")).toBe(true);
    expect(
      isHeavyQuery(
        "query { me { id } ...Research } fragment Research on Query { incidentStatistics { total } }",
      ),
    ).toBe(true);
    // a fragment that names itself is read once
    expect(isHeavyQuery("query { ...Loop } fragment Loop on Query { me { id } ...Loop }")).toBe(false);
  });

  it("is no mutation's, and unparseable text counts as heavy", () => {
    expect(isHeavyQuery("mutation { logout }")).toBe(false);
    expect(isHeavyQuery("{ events(")).toBe(true);
    expect(isHeavyQuery(undefined)).toBe(false);
  });
});
