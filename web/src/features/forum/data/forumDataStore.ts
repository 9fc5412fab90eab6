import { loadForumData, type ForumDataSources } from "./forumDataSource";
import type { ForumData } from "./forumModel";
import { FORUM_DATA_POLICY, retryDelayMs } from "../../../app/queryPolicy";
import { shouldRetry } from "../../../app/queryRetry";

export interface ForumDataState {
  /** null until the first load ends: the page shows its skeleton. */
  data: ForumData | null;
  /** The last load's error; null after a success. */
  error: unknown;
  /** A load is under way. */
  loading: boolean;
  /** When fresh data last arrived (0: never). */
  updatedAt: number;
}

export interface ForumDataStoreDeps {
  sources: ForumDataSources;
  /** Keeps a copy of fresh data for the next visit. */
  persist(data: ForumData): void;
  now?: () => number;
  /** The wait before each retry (the policy's 1 s doubling). */
  delayMs?: (retry: number) => number;
}

export interface ForumDataStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): ForumDataState;
  /**
   * Loads now (joins a load under way); a failure schedules up to 3 retries with growing waits (spec §9,
   * the forum data's policy: its GraphQL query is not retried again by the HTTP link).
   */
  load(options?: { forceFresh?: boolean }): Promise<void>;
  /** Loads when the data is older than `maxAgeMs` (or there is none); 120 s unless told. */
  refreshIfStale(maxAgeMs?: number): void;
  /** Spec §4: after a mutation the data is out of date; reloaded at once if a page shows it. */
  invalidate(): void;
  /** Try Again / Refresh: a load now past any HTTP cache, with a fresh set of retries. */
  retryNow(): Promise<void>;
}

export function createForumDataStore({
  sources,
  persist,
  now = Date.now,
  delayMs = retryDelayMs,
}: ForumDataStoreDeps): ForumDataStore {
  let state: ForumDataState = { data: null, error: null, loading: false, updatedAt: 0 };
  const listeners = new Set<() => void>();
  let running: Promise<void> | null = null;
  let retries = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const set = (next: Partial<ForumDataState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  };

  const scheduleRetry = (error: unknown) => {
    if (!shouldRetry(retries + 1, FORUM_DATA_POLICY, error)) return;
    retries += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void store.load();
    }, delayMs(retries));
  };

  const store: ForumDataStore = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    load({ forceFresh = false } = {}) {
      if (running) return running;
      clearTimeout(retryTimer);
      retryTimer = undefined;
      set({ loading: true });
      running = loadForumData(sources, forceFresh).then((result) => {
        running = null;
        if (result.fresh) {
          retries = 0;
          persist(result.data);
          set({ data: result.data, error: null, loading: false, updatedAt: now() });
          return;
        }
        // data already on screen stays; otherwise the kept copy or the empty default
        set({ data: state.data ?? result.data, error: result.error, loading: false });
        scheduleRetry(result.error);
      });
      return running;
    },
    refreshIfStale(maxAgeMs = FORUM_DATA_POLICY.staleMs) {
      // a retry already waiting is this refresh
      if (!running && retryTimer === undefined && now() - state.updatedAt > maxAgeMs) void store.load();
    },
    invalidate() {
      state = { ...state, updatedAt: 0 };
      if (listeners.size > 0) void store.load();
    },
    retryNow() {
      retries = 0;
      return store.load({ forceFresh: true });
    },
  };
  return store;
}
