/**
 * Spec §9's rules for each kind of query, in one table: how often a failure is retried and by whom, how
 * long an answer counts as fresh, and how long the in-memory cache keeps it once nothing shows it.
 */
export interface QueryPolicy {
  /** Retries after a failure that came with an answer (a 5xx). */
  retries: number;
  /** Retries after a request that got no answer at all. */
  networkRetries: number;
  /**
   * Who retries: the HTTP link, or the feature that made the call (it counts its own attempts, so the
   * link must not retry each of them again).
   */
  retriedBy: "link" | "caller";
  /** An answer younger than this is shown without asking the server again. */
  staleMs: number;
  /** On focus, an answer older than this is fetched again; 0: on every focus, whatever its age. */
  focusRefetchAfterMs: number;
  /** How long the in-memory cache keeps an answer no query on screen watches. */
  cacheMs: number;
}

/** Spec §9: the first retry after 1 s, then twice as long each time, never more than 30 s apart. */
export const RETRY_FIRST_MS = 1_000;
export const RETRY_MAX_MS = 30_000;

/** Wait before retry number `retry` (1 for the first): 1 s, 2 s, 4 s … up to 30 s. */
export function retryDelayMs(retry: number): number {
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, retry - 1), RETRY_MAX_MS);
}

const FIVE_MINUTES = 300_000;

/** "Default queries": 2 retries (3 without an answer), stale after 30 s, refetched on focus after 2 min. */
export const DEFAULT_POLICY: QueryPolicy = {
  retries: 2,
  networkRetries: 3,
  retriedBy: "link",
  staleMs: 30_000,
  focusRefetchAfterMs: 120_000,
  cacheMs: FIVE_MINUTES,
};

/** Thread and post queries: stale after 5 s and refetched on every focus. */
const THREAD_OR_POST: QueryPolicy = { ...DEFAULT_POLICY, staleMs: 5_000, focusRefetchAfterMs: 0 };

/**
 * "Auth user query": 1 retry, made by the session's own loader (which falls back to the cached user
 * when no answer comes); stale after 5 min, kept 10 min, refetched on every focus.
 */
export const CURRENT_USER_POLICY: QueryPolicy = {
  retries: 1,
  networkRetries: 1,
  retriedBy: "caller",
  staleMs: FIVE_MINUTES,
  focusRefetchAfterMs: 0,
  cacheMs: 600_000,
};

/**
 * "Forum data": 3 retries, made by the forum's data store, which tries the REST fallbacks on each
 * attempt; stale after 120 s for the hook, 30 s on the forum home (`FORUM_PAGE_STALE_MS`).
 */
export const FORUM_DATA_POLICY: QueryPolicy = {
  ...DEFAULT_POLICY,
  retries: 3,
  networkRetries: 3,
  retriedBy: "caller",
  staleMs: 120_000,
};
export const FORUM_PAGE_STALE_MS = 30_000;

/**
 * Calls whose failure has a fallback of its own, shown at once: the notification service (its circuit
 * breaker counts the failures and the bell says 'Limited Service' at the first) and a post's page
 * lookup (the thread opens at the highlight alone): `Notifications`, `NotificationsSince`,
 * `UnseenNotificationCount`, `NotificationPostPage`, `QuotedPostPage`.
 */
const FALLS_BACK_AT_ONCE: QueryPolicy = {
  ...DEFAULT_POLICY,
  retries: 0,
  networkRetries: 0,
  retriedBy: "caller",
};

const FALLING_BACK = /^(Notifications(Since)?|UnseenNotificationCount|\w+PostPage)$/;

/** The thread page and the queries about posts. */
const isThreadOrPost = (name: string) => /thread|post/i.test(name);

/** The rules for the query named `operationName`. */
export function queryPolicy(operationName: string | undefined): QueryPolicy {
  const name = operationName ?? "";
  if (name === "Me") return CURRENT_USER_POLICY;
  if (name === "ForumData") return FORUM_DATA_POLICY;
  if (FALLING_BACK.test(name)) return FALLS_BACK_AT_ONCE;
  return isThreadOrPost(name) ? THREAD_OR_POST : DEFAULT_POLICY;
}

/** "Mutations retry up to 2 times on network errors", never after an answer. */
export const MUTATION_NETWORK_RETRIES = 2;
