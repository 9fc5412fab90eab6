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

/**
 * In memory on a single instance. With REDIS_URL, events travel through Redis pub/sub so a subscriber
 * connected to any instance receives what any other instance publishes.
 */
export function createLiveEvents(redisUrl: string | undefined, logger: Logger): LiveEvents {
  if (!redisUrl) return { pubSub: createPubSub<Topics>(), close: async () => {} };
  const publishClient = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  const subscribeClient = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  for (const client of [publishClient, subscribeClient]) {
    client.on("error", (error: Error) =>
      logger.warn("Redis pub/sub connection error", { error: error.message }),
    );
  }
  return {
    pubSub: createPubSub<Topics>({ eventTarget: createRedisEventTarget({ publishClient, subscribeClient }) }),
    async close() {
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}
