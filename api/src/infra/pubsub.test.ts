import { describe, expect, it } from "vitest";
import { createLogger } from "./logger.js";
import { createLiveEvents } from "./pubsub.js";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function firstEvent(iterator: AsyncIterator<unknown>) {
  const result = await Promise.race([
    iterator.next(),
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error("no event within 5 s")), 5000)),
  ]);
  return result.value;
}

describe("live events", () => {
  it("deliver a published event to a subscriber of the same instance in memory", async () => {
    const live = createLiveEvents(undefined, createLogger("silent"));
    const iterator = live.pubSub.subscribe("notificationAdded:u1")[Symbol.asyncIterator]();
    const next = firstEvent(iterator);
    live.pubSub.publish("notificationAdded:u1", { id: "n1" });
    expect(await next).toEqual({ id: "n1" });
    await iterator.return?.();
    await live.close();
  });

  it("travel through Redis from one instance to a subscriber on another", async () => {
    const topic = `notificationAdded:${Date.now()}`;
    const publisher = createLiveEvents(REDIS_URL, createLogger("silent"));
    const subscriber = createLiveEvents(REDIS_URL, createLogger("silent"));
    try {
      const iterator = subscriber.pubSub.subscribe(topic)[Symbol.asyncIterator]();
      const next = firstEvent(iterator);
      // the Redis SUBSCRIBE is asynchronous: give it a moment before publishing
      await new Promise((resolve) => setTimeout(resolve, 300));
      publisher.pubSub.publish(topic, { id: "n2", from: "another instance" });
      expect(await next).toEqual({ id: "n2", from: "another instance" });
      await iterator.return?.();
    } finally {
      await publisher.close();
      await subscriber.close();
    }
  });
});
