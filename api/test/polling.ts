import { setTimeout as sleep } from "node:timers/promises";

/**
 * Polls `probe` every `everyMs` until it gives a value (neither undefined nor false) and returns it; fails
 * naming `what` after `ms`.
 */
export async function until<T>(
  what: string,
  probe: () => Promise<T | false | undefined> | T | false | undefined,
  { ms = 60_000, everyMs = 50 }: { ms?: number; everyMs?: number } = {},
): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}
