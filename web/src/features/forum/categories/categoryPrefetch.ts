import type { ApolloClient } from "@apollo/client";
import { categoryPageQuery } from "../data/forum.graphql";

/** Spec §9: only the first 3 categories are prefetched, and a prefetch is good for 120 s. */
export const PREFETCH_COUNT = 3;
export const PREFETCH_STALE_MS = 120_000;
/** Spec §7: in idle time, or after 300 ms where the browser has no idle callback. */
export const IDLE_FALLBACK_MS = 300;

// when each category was last prefetched
const prefetched = new Map<string, { at: number }>();

/** Which of these categories need fetching now: the first 3, unless fetched in the last 120 s. */
export function categoriesToPrefetch(
  ids: string[],
  cache: ReadonlyMap<string, { at: number }>,
  now: number,
): string[] {
  return ids
    .slice(0, PREFETCH_COUNT)
    .filter((id) => now - (cache.get(id)?.at ?? -Infinity) >= PREFETCH_STALE_MS);
}

/**
 * Asks for each category's first page with the category page's own query, so Apollo's cache holds the
 * answer and the page, opened later, shows it at once while it asks again.
 */
export function prefetchCategories(client: ApolloClient, ids: string[], now: number = Date.now()) {
  for (const id of categoriesToPrefetch(ids, prefetched, now)) {
    prefetched.set(id, { at: now });
    client
      .query({ query: categoryPageQuery, variables: { id, page: 1 }, fetchPolicy: "network-only" })
      // a failed prefetch is simply not there; the page loads as usual
      .catch(() => prefetched.delete(id));
  }
}

type IdleWindow = Pick<Window, "setTimeout" | "clearTimeout"> & {
  requestIdleCallback?: (callback: () => void) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `task` when the browser is idle, or after 300 ms without idle callbacks; returns a cancel. */
export function whenIdle(task: () => void, win: IdleWindow = window): () => void {
  if (win.requestIdleCallback && win.cancelIdleCallback) {
    const handle = win.requestIdleCallback(task);
    return () => win.cancelIdleCallback!(handle);
  }
  const timer = win.setTimeout(task, IDLE_FALLBACK_MS);
  return () => win.clearTimeout(timer);
}
