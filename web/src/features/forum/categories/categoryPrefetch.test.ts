import { graphql, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { createTestApolloClient } from "../../../test/render";
import { server, setupMockServer } from "../../../test/server";
import { categoryPageQuery } from "../data/forum.graphql";
import { categoriesToPrefetch, IDLE_FALLBACK_MS, prefetchCategories, whenIdle } from "./categoryPrefetch";

setupMockServer();

const firstPage = (id: string) => ({
  category: {
    __typename: "Category",
    id,
    name: `Category ${id}`,
    description: "",
    threadCount: 0,
    postCount: 0,
  },
  categoryThreads: { __typename: "ThreadPage", page: 1, pageCount: 1, totalCount: 0, threads: [] },
});

describe("prefetchCategories", () => {
  it("asks the category page's own query for the first 3 categories, whose answers the page then finds in the cache", async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.query("CategoryPage", ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: firstPage(String(variables.id)) });
      }),
    );
    const client = createTestApolloClient();
    prefetchCategories(client, ["901", "902", "903", "904"], 1_000_000);
    await vi.waitFor(() =>
      expect(
        client.readQuery({ query: categoryPageQuery, variables: { id: "903", page: 1 } }),
      ).not.toBeNull(),
    );
    expect(asked).toEqual([
      { id: "901", page: 1 },
      { id: "902", page: 1 },
      { id: "903", page: 1 },
    ]);
    expect(
      client.readQuery({ query: categoryPageQuery, variables: { id: "901", page: 1 } })?.category?.name,
    ).toBe("Category 901");
    // within 120 s the same categories are not asked again
    prefetchCategories(client, ["901", "902", "903"], 1_000_000 + 60_000);
    expect(asked).toHaveLength(3);
  });

  it("asks again after a failed prefetch", async () => {
    let calls = 0;
    server.use(
      graphql.query("CategoryPage", () => {
        calls += 1;
        return HttpResponse.json({ errors: [{ message: "down" }] }, { status: 500 });
      }),
    );
    const client = createTestApolloClient();
    prefetchCategories(client, ["911"], 2_000_000);
    await vi.waitFor(() => expect(calls).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    prefetchCategories(client, ["911"], 2_000_000 + 1_000);
    await vi.waitFor(() => expect(calls).toBe(2));
  });
});

describe("categoriesToPrefetch", () => {
  it("takes only the first 3 categories", () => {
    expect(categoriesToPrefetch(["a", "b", "c", "d", "e"], new Map(), 0)).toEqual(["a", "b", "c"]);
  });

  it("skips a category fetched less than 120 s ago", () => {
    const cache = new Map([
      ["a", { at: 1_000 }],
      ["b", { at: 0 }],
    ]);
    expect(categoriesToPrefetch(["a", "b", "c"], cache, 120_000)).toEqual(["b", "c"]);
  });
});

describe("whenIdle", () => {
  it("uses the browser's idle callback when there is one", () => {
    const task = vi.fn();
    const requestIdleCallback = vi.fn((callback: () => void) => {
      callback();
      return 1;
    });
    whenIdle(task, { setTimeout, clearTimeout, requestIdleCallback, cancelIdleCallback: vi.fn() });
    expect(requestIdleCallback).toHaveBeenCalledOnce();
    expect(task).toHaveBeenCalledOnce();
  });

  it("waits 300 ms without one, and can be cancelled", () => {
    vi.useFakeTimers();
    const task = vi.fn();
    const win = { setTimeout, clearTimeout } as unknown as Window;
    whenIdle(task, win);
    vi.advanceTimersByTime(IDLE_FALLBACK_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    whenIdle(cancelled, win)();
    vi.advanceTimersByTime(IDLE_FALLBACK_MS);
    expect(cancelled).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});
