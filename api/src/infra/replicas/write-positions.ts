import { Redis } from "ioredis";
import type { Logger } from "../logger.js";

/**
 * The primary's WAL position after each member's last write, so that their next reads, on whichever
 * instance, go only to standbys that have replayed it. Kept in Redis when there is one (shared by the
 * instances), and in this instance's memory besides; a position older than `keepMs` is forgotten: by then
 * every standby in rotation has long replayed it (a standby comes back only once caught up).
 */
export interface WritePositions {
  /** Notes `position` for `userId`, unless a later one is noted already. */
  note(userId: string, position: bigint): Promise<void>;
  /** The last position noted for `userId` (0 when none); throws when Redis cannot tell. */
  last(userId: string): Promise<bigint>;
  close(): Promise<void>;
}

// keeps the greater of the stored and the given position (decimal strings of 64-bit numbers, which a
// Lua number holds exactly up to 2^53 bytes of WAL)
const KEEP_GREATER = `local stored = tonumber(redis.call('get', KEYS[1]) or '0')
if tonumber(ARGV[1]) > stored then redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2]) end
return 1`;

export function createWritePositions(options: {
  redisUrl?: string;
  redisPrefix: string;
  keepMs: number;
  logger: Logger;
}): WritePositions {
  const { redisPrefix, keepMs, logger } = options;
  const local = new Map<string, { position: bigint; until: number }>();
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 1000, lazyConnect: false })
    : null;
  redis?.on("error", () => undefined); // each failed command says so where it is used
  const key = (userId: string) => `${redisPrefix}wal-position:${userId}`;
  const fromMemory = (userId: string) => {
    const kept = local.get(userId);
    if (kept && kept.until > Date.now()) return kept.position;
    local.delete(userId);
    return 0n;
  };
  return {
    async note(userId, position) {
      if (position > fromMemory(userId)) local.set(userId, { position, until: Date.now() + keepMs });
      if (local.size > 100_000)
        for (const [id, kept] of local) if (kept.until <= Date.now()) local.delete(id);
      await redis?.eval(KEEP_GREATER, 1, key(userId), position.toString(), keepMs).catch((error: Error) => {
        logger.warn(
          "Could not share a member's write position: other instances may show them older data for a moment",
          {
            error: error.message,
          },
        );
      });
    },
    async last(userId) {
      const here = fromMemory(userId);
      if (!redis) return here;
      const shared = await redis.get(key(userId));
      const there = shared ? BigInt(shared) : 0n;
      return there > here ? there : here;
    },
    async close() {
      redis?.disconnect();
    },
  };
}
