import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { writeToOutbox } from "./outbox.js";

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
