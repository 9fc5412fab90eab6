/** The first wait before reconnecting the live socket after a failure. */
export const RETRY_FIRST_MS = 1000;
/**
 * The longest wait: with it (and the time a connection takes) a page's socket is back within 10 s of an
 * instance being ready after an outage of any length.
 */
export const RETRY_MAX_MS = 8000;
/** Close code of a planned stop ("Service Restart"): another instance, or this one restarted, takes over. */
export const SERVICE_RESTART = 1012;
/** After a planned stop, pages reconnect at a random moment in this window, not after the failure backoff… */
export const RESTART_WINDOW_MS = 1000;
/** …and keep trying that often while a restarted instance may still be starting. */
export const RESTART_GRACE_MS = 20_000;

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
 * When the socket tries again: after a planned stop (1012) within a short jittered window, for as long as
 * a restart may take; after any other loss, the failure backoff; either cut short at once when the server
 * answers another call (it is back, so waiting longer only delays the catch-up).
 */
export function createReconnectPolicy(random: () => number = Math.random, now: () => number = Date.now) {
  let plannedStopAt: number | null = null;
  let wakeUp: (() => void) | undefined;
  return {
    /** The socket closed with `code`. */
    closed(code: number | undefined) {
      if (code === SERVICE_RESTART) plannedStopAt = now();
    },
    /** Connected again: the next loss starts afresh. */
    connected() {
      plannedStopAt = null;
    },
    /** How long the next wait is; `attempt` as graphql-ws counts its retries (0 for the first). */
    delayMs(attempt: number): number {
      const restarting = plannedStopAt !== null && now() - plannedStopAt < RESTART_GRACE_MS;
      return restarting ? Math.round(random() * RESTART_WINDOW_MS) : retryDelayMs(attempt, random);
    },
    wait(attempt: number): Promise<void> {
      const ms = this.delayMs(attempt);
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
