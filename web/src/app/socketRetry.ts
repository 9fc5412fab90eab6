/** The first wait before reconnecting the live socket, and the longest. */
export const RETRY_FIRST_MS = 1000;
export const RETRY_MAX_MS = 30_000;

/**
 * How long to wait before reconnection attempt `attempt` (0 for the first): 1 s doubling to 30 s, each
 * drawn between half and all of that, so pages that lost the same server do not all return at once.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
