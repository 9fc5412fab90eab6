import { createPubSub } from "@graphql-yoga/subscription";
import { createRedisEventTarget } from "@graphql-yoga/redis-event-target";
import { Redis } from "ioredis";
import type { Logger } from "./logger.js";

/** Topics and payloads of live events; each domain publishes on its own topics. */
export type Topics = Record<string, [unknown]>;

export type AppPubSub = ReturnType<typeof createPubSub<Topics>>;

export interface LiveEvents {
  pubSub: AppPubSub;
  close(): Promise<void>;
}

/** Redis pub/sub channels are shared by every database of a server: the prefix keeps sites apart. */
function withPrefix(pubSub: AppPubSub, prefix: string): AppPubSub {
  if (!prefix) return pubSub;
  return {
    publish: (topic, ...args) => pubSub.publish(`${prefix}${topic}`, ...args),
    subscribe: (topic, ...args) => pubSub.subscribe(`${prefix}${topic}`, ...args),
  } as AppPubSub;
}

/**
 * In memory on a single instance. With REDIS_URL, events travel through Redis pub/sub so a subscriber
 * connected to any instance receives what any other instance publishes.
 */
export function createLiveEvents(redisUrl: string | undefined, logger: Logger, prefix = ""): LiveEvents {
  if (!redisUrl) return { pubSub: createPubSub<Topics>(), close: async () => {} };
  const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const subscribeClient = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  for (const client of [publishClient, subscribeClient]) {
    client.on("error", (error: Error) =>
      logger.warn("Redis pub/sub connection error", { error: error.message }),
    );
  }
  return {
    pubSub: withPrefix(
      createPubSub<Topics>({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) }),
      prefix,
    ),
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
