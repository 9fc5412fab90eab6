import type { LiveEvents } from "./live/live-events.js";

/**
 * A counter naming the current state of one kind of data everybody may read (approved incidents; the
 * forum's listings). Whatever keeps
 * public answers (the response cache) tags them with it and drops them once it moves on. A change is
 * counted here at once and published to every other instance through the live events (Redis with
 * REDIS_URL), which count it when it arrives.
 */
export interface PublicDataVersion {
  current(): number;
  /**
   * A value computed from public data (a count, the map payload), kept until that data changes: exact,
   * unlike a time-limited cache. A failed computation is not kept. `maxAgeMs` also bounds its age, for
   * values that hold a figure no write announces (the members online).
   */
  remember<T>(key: string, compute: () => Promise<T>, maxAgeMs?: number): Promise<T>;
  /** Called after a write that changes public data has been committed. */
  changed(): void;
  close(): Promise<void>;
}

const REMEMBERED_MAX = 1000;

/** `topic` names the kind of data, so that each kind's changes reach the other instances on their own. */
export function createPublicDataVersion(
  live: Pick<LiveEvents, "pubSub" | "signal">,
  topic = "publicDataChanged",
): PublicDataVersion {
  let version = 0;
  /** The version the remembered values were computed at. */
  let rememberedAt = 0;
  const remembered = new Map<string, { version: number; until: number; value: Promise<unknown> }>();
  const subscription = live.pubSub.subscribe(topic)[Symbol.asyncIterator]();
  void (async () => {
    // each arrival, our own publications included, moves the version on
    while (!(await subscription.next()).done) version++;
  })();
  return {
    current: () => version,
    remember<T>(key: string, compute: () => Promise<T>, maxAgeMs = Infinity): Promise<T> {
      const kept = remembered.get(key);
      if (kept?.version === version && kept.until > Date.now()) return kept.value as Promise<T>;
      // what an older state computed is never served again: keeping it (the map, 19 MB of REST events)
      // until the same key is asked for again held every variant of every older state in memory
      if (remembered.size >= REMEMBERED_MAX || rememberedAt !== version) remembered.clear();
      rememberedAt = version;
      const entry = { version, until: Date.now() + maxAgeMs, value: compute() };
      remembered.set(key, entry);
      entry.value.catch(() => {
        if (remembered.get(key) === entry) remembered.delete(key);
      });
      return entry.value;
    },
    changed() {
      // counted here at once; its echo counts again, which only moves the version on
      version++;
      live.signal(topic, Date.now());
    },
    async close() {
      await subscription.return?.();
    },
  };
}
