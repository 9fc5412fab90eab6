import type { AppPubSub } from "./pubsub.js";

const TOPIC = "publicDataChanged";

/**
 * A counter naming the current state of what everybody may read (approved incidents). Whatever keeps
 * public answers (the response cache) tags them with it and drops them once it moves on. A change is
 * counted here at once and published to every other instance through the live events (Redis with
 * REDIS_URL), which count it when it arrives.
 */
export interface PublicDataVersion {
  current(): number;
  /** Called after a write that changes public data has been committed. */
  changed(): void;
  close(): Promise<void>;
}

export function createPublicDataVersion(pubSub: AppPubSub): PublicDataVersion {
  let version = 0;
  const subscription = pubSub.subscribe(TOPIC)[Symbol.asyncIterator]();
  void (async () => {
    // each arrival, our own publications included, moves the version on
    while (!(await subscription.next()).done) version++;
  })();
  return {
    current: () => version,
    changed() {
      version++;
      pubSub.publish(TOPIC, Date.now());
    },
    async close() {
      await subscription.return?.();
    },
  };
}
