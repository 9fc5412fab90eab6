import type { MikroORM } from "@mikro-orm/postgresql";
import type { Logger } from "../logger.js";
import { startDispatcher, type Dispatcher } from "./dispatcher.js";
import { LocalDelivery, type LiveEvent, type LocalPubSub } from "./local-delivery.js";
import { RedisLink } from "./redis-link.js";

export type { LocalPubSub } from "./local-delivery.js";

/** Where live events travel: one instance in memory, or every instance through Redis (now reachable or not). */
export type LiveTransport = "in-process" | "redis" | "redis-unreachable";

export interface LiveEvents {
  /** What subscriptions read: the events for this instance's subscribers. */
  pubSub: LocalPubSub;
  /** Every event delivered to this instance, with its outbox id (cache versions count them). */
  observe(observer: (event: LiveEvent) => void): void;
  /** Follows a family of keyed topics once for the instance (LocalDelivery.tap). */
  tap: LocalDelivery["tap"];
  transport(): LiveTransport;
  close(): Promise<void>;
}

export interface LiveEventsOptions {
  orm: MikroORM;
  logger: Logger;
  redisUrl?: string;
  /** PostgreSQL itself for the dispatcher's LISTEN when the ORM goes through a pooler (DATABASE_DIRECT_URL). */
  listenUrl?: string;
  /** Redis channels are shared by every database of a server: the prefix keeps sites apart. */
  redisPrefix?: string;
  /** Told how many outbox events were published (for the metrics). */
  onDispatched?: (count: number) => void;
}

/**
 * Live events: written to the outbox in the transaction that causes them (writeToOutbox), published by
 * this instance's dispatcher once committed, and delivered to the subscribers of every instance.
 */
export function createLiveEvents({
  orm,
  logger,
  redisUrl,
  redisPrefix = "",
  listenUrl,
  onDispatched,
}: LiveEventsOptions): LiveEvents {
  const local = new LocalDelivery();
  // Redis coming back wakes the dispatcher to publish what was committed meanwhile
  const wake = { dispatcher: undefined as Dispatcher | undefined };
  const redis = redisUrl
    ? new RedisLink(
        redisUrl,
        `${redisPrefix}live-events`,
        logger,
        (event) => local.deliver(event),
        () => wake.dispatcher?.wake(),
      )
    : undefined;
  const dispatcher = startDispatcher({ orm, local, redis, logger, listenUrl, onDispatched });
  wake.dispatcher = dispatcher;
  return {
    pubSub: local.pubSub,
    observe: (observer) => local.observe(observer),
    tap: (family, handler) => local.tap(family, handler),
    transport: () => (!redis ? "in-process" : redis.ready ? "redis" : "redis-unreachable"),
    async close() {
      await dispatcher.stop();
      redis?.close();
    },
  };
}
