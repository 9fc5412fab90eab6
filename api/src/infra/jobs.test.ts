import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { createJobQueue, type JobQueue } from "./jobs.js";
import type { Logger } from "./logger.js";

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const QUEUES = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot"];

describe("job queues of instances starting together on a new database", () => {
  let database: TestDatabase;
  let queues: JobQueue[] = [];

  beforeAll(async () => {
    // empty: pg-boss installs its schema, as on a new site
    database = await createTestDatabase(inject("databaseServerUrl"));
  });

  afterAll(async () => {
    await Promise.all(queues.map((queue) => queue.stop()));
    await database?.drop();
  });

  it("all start, each creating the queues the others are creating", async () => {
    queues = [0, 1, 2].map(() =>
      createJobQueue({ connectionString: database.url, pollingIntervalSeconds: 0.5, logger: quiet }),
    );
    // each instance registers the queues in its own order, as modules of different sizes would
    queues.forEach((queue, i) => {
      for (const name of [...QUEUES.slice(i * 2), ...QUEUES.slice(0, i * 2)])
        queue.work(name, async () => {});
    });
    await Promise.all(queues.map((queue) => queue.start()));
    expect(await Promise.all(queues.map((queue) => queue.depth()))).toEqual([0, 0, 0]);
  });
});

describe("a queue with many jobs due", () => {
  let database: TestDatabase;
  let queue: JobQueue | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(inject("databaseServerUrl"));
  });

  afterAll(async () => {
    await queue?.stop();
    await database?.drop();
  });

  it("runs them one after another at their own pace, not one each polling interval", async () => {
    const interval = 3;
    queue = createJobQueue({
      connectionString: database.url,
      pollingIntervalSeconds: interval,
      logger: quiet,
    });
    const endedAt: number[] = [];
    let allDone!: () => void;
    const finished = new Promise<void>((resolve) => (allDone = resolve));
    queue.work("golf", async () => {
      endedAt.push(performance.now());
      if (endedAt.length === 5) allDone();
    });
    await queue.start();
    await queue.sendMany(
      "golf",
      [1, 2, 3, 4, 5].map((n) => ({ data: { n }, seconds: 0 })),
    );
    await finished;
    // the first waits for a poll; the four after it are asked for as each one before ends (one a poll would
    // spread them over four intervals)
    expect(endedAt[4]! - endedAt[0]!).toBeLessThan(interval * 1000);
  });
});
