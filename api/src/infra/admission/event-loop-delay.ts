const SAMPLE_MS = 10;
const WINDOW = 10;

export interface EventLoopDelay {
  /** The largest delay of the last ~100 ms, or how late the next sample already is when that is more. */
  currentMs(): number;
  stop(): void;
}

/**
 * How far behind the event loop is, from a timer that should fire every 10 ms. Reading it also counts how
 * overdue the next tick is, so a request that arrives while the loop is stalled sees the stall at once.
 */
export function watchEventLoopDelay(): EventLoopDelay {
  const recent: number[] = new Array<number>(WINDOW).fill(0);
  let at = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    recent[at] = Math.max(0, now - last - SAMPLE_MS);
    at = (at + 1) % WINDOW;
    last = now;
  }, SAMPLE_MS);
  timer.unref();
  return {
    currentMs: () => Math.max(Math.max(...recent), performance.now() - last - SAMPLE_MS),
    stop: () => clearInterval(timer),
  };
}
