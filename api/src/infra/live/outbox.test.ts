import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { startDispatcher } from "./dispatcher.js";
import { LocalDelivery, type LiveEvent } from "./local-delivery.js";
import { writeToOutbox } from "./outbox.js";
import type { RedisLink } from "./redis-link.js";

/** Every payload published on `topic` to this instance's subscribers, as it arrives. */
function collect(app: TestApp, topic: string): unknown[] {
  const received: unknown[] = [];
  void (async () => {
    for await (const payload of app.deps.live.pubSub.subscribe(topic)) received.push(payload);
  })();
  return received;
}

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  return check();
};

describe("the live-event outbox", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it("publishes nothing for a change that rolled back, and a committed event once", async () => {
    const received = collect(app, "probe:outbox");
    const em = app.orm.em.fork();
    await expect(
      em.transactional(async (tx) => {
        await writeToOutbox(tx, [{ topic: "probe:outbox", payload: { n: 1 } }]);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await em.transactional((tx) => writeToOutbox(tx, [{ topic: "probe:outbox", payload: { n: 2 } }]));
    expect(await until(() => received.length > 0)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // a poll or two later: still once
    expect(received).toEqual([{ n: 2 }]);
    const [row] = await em.execute<Array<{ unpublished: number }>>(
      `select count(*)::int as unpublished from live_events where published_at is null`,
    );
    expect(row!.unpublished).toBe(0);
  });

  it("keeps the order in which a transaction wrote its events", async () => {
    const received = collect(app, "probe:order");
    const events = Array.from({ length: 450 }, (_, n) => ({ topic: "probe:order", payload: n }));
    await app.orm.em.fork().transactional((tx) => writeToOutbox(tx, events));
    expect(await until(() => received.length === events.length)).toBe(true);
    expect(received).toEqual(events.map((event) => event.payload));
  });
});

describe("the dispatcher with Redis", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
    // this test's dispatcher alone claims the outbox
    await app.deps.live.close();
  });
  afterAll(() => app.close());

  it("delivers to this instance's subscribers at once, and the copy back from Redis is skipped", async () => {
    const local = new LocalDelivery();
    const published: LiveEvent[] = [];
    // Redis that takes every event and never sends one back on its own
    const redis = { ready: true, publish: async (events: LiveEvent[]) => void published.push(...events) };
    const dispatcher = startDispatcher({
      orm: app.orm,
      local,
      redis: redis as unknown as RedisLink,
      logger: app.deps.logger,
    });
    try {
      const received: unknown[] = [];
      local.observe((event) => received.push(event.payload));
      await app.orm.em
        .fork()
        .transactional((tx) => writeToOutbox(tx, [{ topic: "probe:local", payload: { n: 1 } }]));
      expect(await until(() => received.length > 0 && published.length > 0)).toBe(true);
      // the other instances' copy, as Redis sends it to this one too
      for (const event of published) local.deliver(event);
      expect(received).toEqual([{ n: 1 }]);
      expect(published.map((event) => event.payload)).toEqual([{ n: 1 }]);
    } finally {
      await dispatcher.stop();
    }
  });
});
