import { approximateBytes } from "./approximate-bytes.js";
import type { LiveEvents } from "./live/live-events.js";
import type { TopicVersion } from "./unit-of-work.js";

/**
 * A counter naming the current state of one kind of data everybody may read (approved incidents; the
 * forum's listings). Whatever keeps public answers (the response cache) tags them with it and drops them
 * once it moves on. It moves on for the live topics that announce a change of that data: at once on the
 * instance that committed the change (its unit of work calls `committed`), and on every other instance
 * when the message arrives through the live events (on the writer, that arrival is not counted again).
 */
export interface PublicDataVersion extends TopicVersion {
  current(): number;
  /**
   * A value computed from public data (a count, the map payload), kept until that data changes: exact,
   * unlike a time-limited cache. A failed computation is not kept. `maxAgeMs` also bounds its age, for
   * values that hold a figure no write announces (the members online).
   */
  remember<T>(key: string, compute: () => Promise<T>, maxAgeMs?: number): Promise<T>;
  /** The live topics whose messages move it on. */
  readonly topics: readonly string[];
  close(): Promise<void>;
}

/** Ids of this instance's own committed messages kept until they arrive back. */
const MAX_COUNTED = 10_000;

/** Most bytes of remembered values when none is given (PUBLIC_DATA_MEMORY_MB). */
export const DEFAULT_REMEMBERED_BYTES = 64 * 1024 * 1024;

interface Remembered {
  version: number;
  until: number;
  value: Promise<unknown>;
  /** Known once the value is computed. */
  bytes: number;
}

/**
 * `topics` are the live topics that announce a change of the data. Remembered values together stay under `maxBytes` (about: see approximateBytes); past it the least
 * recently computed go first.
 */
export function createPublicDataVersion(
  live: Pick<LiveEvents, "observe">,
  topics: readonly string[],
  maxBytes = DEFAULT_REMEMBERED_BYTES,
): PublicDataVersion {
  let version = 0;
  /** The version the remembered values were computed at. */
  let rememberedAt = 0;
  /** In the order they were computed, so the oldest is first to go. */
  const remembered = new Map<string, Remembered>();
  let rememberedBytes = 0;
  const forget = (key: string) => {
    rememberedBytes -= remembered.get(key)?.bytes ?? 0;
    remembered.delete(key);
  };
  const forgetAll = () => {
    remembered.clear();
    rememberedBytes = 0;
  };
  const ours = (topic: string) => topics.includes(topic.split(":", 1)[0]!);
  /** Messages this instance committed and counted already: their arrival is not another change. */
  const counted = new Set<string>();
  let closed = false;
  live.observe((event) => {
    if (closed || !ours(event.topic)) return;
    if (!counted.delete(event.id)) version++;
  });
  return {
    topics,
    current: () => version,
    remember<T>(key: string, compute: () => Promise<T>, maxAgeMs = Infinity): Promise<T> {
      const kept = remembered.get(key);
      if (kept?.version === version && kept.until > Date.now()) return kept.value as Promise<T>;
      // what an older state computed is never served again: keeping it (the map, 19 MB of REST events)
      // until the same key is asked for again held every variant of every older state in memory
      if (rememberedAt !== version) forgetAll();
      rememberedAt = version;
      forget(key);
      const entry: Remembered = { version, until: Date.now() + maxAgeMs, value: compute(), bytes: 0 };
      remembered.set(key, entry);
      entry.value.then(
        (value) => {
          if (remembered.get(key) !== entry) return;
          entry.bytes = approximateBytes(value);
          rememberedBytes += entry.bytes;
          for (const oldest of remembered.keys()) {
            if (rememberedBytes <= maxBytes) break;
            forget(oldest);
          }
        },
        () => {
          if (remembered.get(key) === entry) forget(key);
        },
      );
      return entry.value as Promise<T>;
    },
    committed(messages) {
      const mine = messages.filter((message) => ours(message.topic));
      if (mine.length === 0) return;
      version++;
      for (const { id } of mine) counted.add(id);
      // an arrival that never comes (Redis lost it) must not keep its id for ever
      for (const id of counted) {
        if (counted.size <= MAX_COUNTED) break;
        counted.delete(id);
      }
    },
    async close() {
      closed = true;
    },
  };
}
