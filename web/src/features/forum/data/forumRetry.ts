/** Spec §9: forum data is retried 3 times. */
export const FORUM_DATA_RETRIES = 3;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * Wait before retry number `attempt` (0 for the first): 1 s, then doubling (2^n s), never above 30 s
 * (spec §9).
 */
export function retryDelay(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempt), MAX_RETRY_MS);
}

const FINAL_ERRORS = /Not Found|Unauthorized|Forbidden/i;

/** Spec §8: no retry when the message says Not Found, Unauthorized or Forbidden; asking again will not help. */
export function isRetryable(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return !FINAL_ERRORS.test(message);
}
