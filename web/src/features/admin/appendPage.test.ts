import { describe, expect, it } from "vitest";
import { appendPage } from "./appendPage";

const page = (ids: string[], endCursor: string, hasNextPage: boolean) => ({
  __typename: "Query" as const,
  members: {
    totalCount: 5,
    pageInfo: { endCursor, hasNextPage },
    edges: ids.map((id) => ({ node: { id } })),
  },
});

describe("appendPage", () => {
  it("lists the fetched page's edges after the shown ones and takes its page info", () => {
    const shown = page(["a", "b"], "c2", true);
    const fetched = page(["c", "d"], "c4", false);
    expect(appendPage("members")(shown, { fetchMoreResult: fetched })).toEqual({
      __typename: "Query",
      members: {
        totalCount: 5,
        pageInfo: { endCursor: "c4", hasNextPage: false },
        edges: [{ node: { id: "a" } }, { node: { id: "b" } }, { node: { id: "c" } }, { node: { id: "d" } }],
      },
    });
  });

  it("appends nodes for a connection that lists them directly", () => {
    const shown = { reportGroups: { nodes: [1, 2], pageInfo: { endCursor: "2" } } };
    const fetched = { reportGroups: { nodes: [3], pageInfo: { endCursor: "3" } } };
    expect(appendPage("reportGroups", "nodes")(shown, { fetchMoreResult: fetched })).toEqual({
      reportGroups: { nodes: [1, 2, 3], pageInfo: { endCursor: "3" } },
    });
  });
});
