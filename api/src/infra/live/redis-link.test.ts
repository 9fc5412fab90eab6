import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "../logger.js";
import type { LiveEvent } from "./local-delivery.js";
import { RedisLink } from "./redis-link.js";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** A link on `channel` and what it hears, once it is subscribed. */
async function link(channel: string) {
  const heard: LiveEvent[] = [];
  const redis = new RedisLink(
    REDIS_URL,
    channel,
    createLogger("error"),
    (event) => heard.push(event),
    () => {},
  );
  await expect.poll(() => redis.ready).toBe(true);
  return { redis, heard };
}

const event = (id: number): LiveEvent => ({ id: String(id), topic: `probe:${id}`, payload: { n: id } });

describe("live events between instances over Redis", () => {
  const links: RedisLink[] = [];
  const clients: Redis[] = [];
  afterEach(() => {
    for (const one of links.splice(0)) one.close();
    for (const one of clients.splice(0)) one.disconnect();
  });

  it("carries a batch in one message, in its order, to the other instances and not back to its sender", async () => {
    const channel = `iw-test-${randomBytes(4).toString("hex")}:live`;
    const sender = await link(channel);
    const other = await link(channel);
    links.push(sender.redis, other.redis);
    const listener = new Redis(REDIS_URL);
    clients.push(listener);
    const messages: string[] = [];
    listener.on("message", (_channel: string, message: string) => messages.push(message));
    await listener.subscribe(channel);

    const batch = [event(1), event(2), event(3)];
    await sender.redis.publish(batch);
    await expect.poll(() => other.heard).toEqual(batch);
    expect(messages).toHaveLength(1);
    // a later batch has arrived at the sender too by now, had its own come back
    await other.redis.publish([event(4)]);
    await expect.poll(() => sender.heard).toEqual([event(4)]);
    expect(other.heard).toEqual(batch);
  });

  it("takes one event on its own, as an instance of an earlier version publishes it", async () => {
    const channel = `iw-test-${randomBytes(4).toString("hex")}:live`;
    const receiver = await link(channel);
    const earlier = new Redis(REDIS_URL);
    links.push(receiver.redis);
    clients.push(earlier);
    await earlier.publish(channel, JSON.stringify(event(7)));
    await expect.poll(() => receiver.heard).toEqual([event(7)]);
  });
});
