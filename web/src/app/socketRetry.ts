/** The first wait before reconnecting the live socket after a failure. */
export const RETRY_FIRST_MS = 1000;
/**
 * The longest wait: with it (and the time a connection takes) a page's socket is back within 10 s of an
 * instance being ready after an outage of any length.
 */
export const RETRY_MAX_MS = 8000;
/** Close code of a planned stop ("Service Restart"): another instance, or this one restarted, takes over. */
export const SERVICE_RESTART = 1012;
/** After a planned stop, pages reconnect at a random moment in this window, not after the failure backoff. */
export const RESTART_WINDOW_MS = 1000;

/**
 * How long to wait before reconnection attempt `attempt` (0 for the first) after a failure: 1 s doubling
 * to 8 s, each drawn between half and all of that, so pages that lost the same server do not all return
 * at once.
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * When the socket tries again: a planned stop (1012) within a short jittered window, any other loss after
 * the failure backoff, cut short at once when the server answers another call (it is back, so waiting
 * longer only delays the catch-up).
 */
export function createReconnectPolicy(random: () => number = Math.random) {
  let plannedStop = false;
  let wakeUp: (() => void) | undefined;
  return {
    /** The socket closed with `code`. */
    closed(code: number | undefined) {
      plannedStop = code === SERVICE_RESTART;
    },
    /** How long the next wait is; `attempt` as graphql-ws counts its retries (0 for the first). */
    delayMs(attempt: number): number {
      return plannedStop ? Math.round(random() * RESTART_WINDOW_MS) : retryDelayMs(attempt, random);
    },
    wait(attempt: number): Promise<void> {
      const ms = this.delayMs(attempt);
      plannedStop = false;
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          wakeUp = undefined;
          resolve();
        };
        const timer = setTimeout(done, ms);
        wakeUp = done;
      });
    },
    /** Another call to the server succeeded: a wait under way ends now. */
    serverAnswered() {
      wakeUp?.();
    },
  };
}

export type ReconnectPolicy = ReturnType<typeof createReconnectPolicy>;
