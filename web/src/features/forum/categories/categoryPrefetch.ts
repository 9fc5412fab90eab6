import { getJson } from "../data/forumApi";

/** Spec §9: only the first 3 categories are prefetched, and a prefetch is good for 120 s. */
export const PREFETCH_COUNT = 3;
export const PREFETCH_STALE_MS = 120_000;
/** Spec §7: in idle time, or after 300 ms where the browser has no idle callback. */
export const IDLE_FALLBACK_MS = 300;

export interface CategoryData<T = unknown> {
  at: number;
  data: Promise<T | null>;
}

const prefetched = new Map<string, CategoryData>();

export const categoryDataPath = (id: string) => `/api/forum/categories/${encodeURIComponent(id)}/data`;

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

export function prefetchCategories(ids: string[], now: number = Date.now()) {
  for (const id of categoriesToPrefetch(ids, prefetched, now)) {
    const data = getJson(categoryDataPath(id)).catch(() => {
      // a failed prefetch is simply not there; the page loads as usual
      prefetched.delete(id);
      return null;
    });
    prefetched.set(id, { at: now, data });
  }
}

/** A prefetched answer still fresh, if any. */
export function prefetchedCategory<T>(id: string, now: number = Date.now()): CategoryData<T> | undefined {
  const entry = prefetched.get(id) as CategoryData<T> | undefined;
  return entry && now - entry.at < PREFETCH_STALE_MS ? entry : undefined;
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
