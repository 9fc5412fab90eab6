import { afterEach, describe, expect, it, vi } from "vitest";
import { ServerError } from "@apollo/client";
import { FORUM_PAGE_STALE_MS } from "../../../app/queryPolicy";
import { createForumDataStore } from "./forumDataStore";
import { EMPTY_FORUM_DATA, type ForumData } from "./forumModel";

const data = (totalThreads: number): ForumData => ({
  ...EMPTY_FORUM_DATA,
  stats: { ...EMPTY_FORUM_DATA.stats, totalThreads },
});

afterEach(() => {
  vi.useRealTimers();
});

function setUp(answers: (ForumData | Error)[], stored: ForumData | null = null) {
  let clock = 1_000_000;
  const graphql = vi.fn(async () => {
    const answer = answers.shift() ?? new Error("no more answers");
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const persist = vi.fn();
  const store = createForumDataStore({
    sources: { graphql, rest: () => Promise.reject(new Error("rest down")), stored: () => stored },
    persist,
    now: () => clock,
  });
  return { store, graphql, persist, advance: (ms: number) => (clock += ms) };
}

describe("the forum data store", () => {
  it("keeps fresh data with its time and a copy for the next visit", async () => {
    const { store, persist } = setUp([data(5)]);
    await store.load();
    expect(store.getSnapshot()).toMatchObject({
      data: data(5),
      error: null,
      loading: false,
      updatedAt: 1_000_000,
    });
    expect(persist).toHaveBeenCalledWith(data(5));
  });

  it("shows the kept copy with the error when loading fails, then retries after 1, 2 and 4 seconds", async () => {
    vi.useFakeTimers();
    const failure = new Error("Failed to fetch");
    const { store, graphql } = setUp([failure, failure, failure, failure], data(2));
    await store.load();
    expect(store.getSnapshot()).toMatchObject({ data: data(2), error: failure });
    await vi.advanceTimersByTimeAsync(999);
    expect(graphql).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(graphql).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(graphql).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(graphql).toHaveBeenCalledTimes(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(graphql).toHaveBeenCalledTimes(4);
  });

  it("does not add a load of its own to a retry already waiting (a focus, the 30 s refresh)", async () => {
    vi.useFakeTimers();
    const failure = new Error("Failed to fetch");
    const { store, graphql } = setUp([failure, failure, failure, failure, failure]);
    await store.load();
    store.refreshIfStale(FORUM_PAGE_STALE_MS);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(graphql).toHaveBeenCalledTimes(4);
  });

  it("clears the error once a retry succeeds", async () => {
    vi.useFakeTimers();
    const { store } = setUp([new Error("Failed to fetch"), data(9)]);
    await store.load();
    expect(store.getSnapshot().data).toEqual(EMPTY_FORUM_DATA);
    await vi.advanceTimersByTimeAsync(1000);
    expect(store.getSnapshot()).toMatchObject({ data: data(9), error: null });
  });

  it("does not retry an error that says Forbidden", async () => {
    vi.useFakeTimers();
    const { store, graphql } = setUp([new Error("Forbidden")]);
    await store.load();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(graphql).toHaveBeenCalledTimes(1);
  });

  it("keeps data it already showed when a later refresh fails", async () => {
    const { store } = setUp([data(1), new Error("Failed to fetch")], data(7));
    await store.load();
    await store.retryNow();
    expect(store.getSnapshot()).toMatchObject({ data: data(1), error: new Error("Failed to fetch") });
  });

  it("reloads on the forum home only data older than 30 seconds, and joins a load under way", async () => {
    const { store, graphql, advance } = setUp([data(1), data(2)]);
    await Promise.all([store.load(), store.load()]);
    expect(graphql).toHaveBeenCalledTimes(1);
    store.refreshIfStale(FORUM_PAGE_STALE_MS);
    advance(30_000);
    store.refreshIfStale(FORUM_PAGE_STALE_MS);
    expect(graphql).toHaveBeenCalledTimes(1);
    advance(1);
    store.refreshIfStale(FORUM_PAGE_STALE_MS);
    expect(graphql).toHaveBeenCalledTimes(2);
  });

  it("reloads for any other reader only data older than 120 seconds (spec §9, the hook)", async () => {
    const { store, graphql, advance } = setUp([data(1), data(2)]);
    await store.load();
    advance(120_000);
    store.refreshIfStale();
    expect(graphql).toHaveBeenCalledTimes(1);
    advance(1);
    store.refreshIfStale();
    expect(graphql).toHaveBeenCalledTimes(2);
  });

  it("retries a failure that came with an answer (a 503) 3 times too", async () => {
    vi.useFakeTimers();
    const busy = new ServerError("Service Unavailable", {
      response: new Response("busy", { status: 503 }),
      bodyText: "busy",
    });
    const { store, graphql } = setUp([busy, busy, busy, busy, busy]);
    await store.load();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(graphql).toHaveBeenCalledTimes(4);
  });

  it("reloads at once after an invalidation while a page shows the data", async () => {
    const { store, graphql } = setUp([data(1), data(2)]);
    await store.load();
    store.invalidate();
    expect(graphql).toHaveBeenCalledTimes(1);
    const stop = store.subscribe(() => {});
    store.invalidate();
    expect(graphql).toHaveBeenCalledTimes(2);
    stop();
  });
});
