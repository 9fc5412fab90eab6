import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { createLogger } from "../logger.js";
import { LiveRouteMismatch, registerLiveInstance } from "./live-instances.js";

describe("instances sharing a database carry live events the same way", () => {
  let app: TestApp;
  const prefix = `iw-test-${randomBytes(4).toString("hex")}:`;
  const logger = createLogger("silent");

  beforeAll(async () => {
    app = await startTestApp({
      REDIS_URL: process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
      REDIS_PREFIX: prefix,
    });
  });
  afterAll(() => app?.close());

  it("refuses an instance with another Redis prefix, or none, while one runs; accepts the same one", async () => {
    await expect(registerLiveInstance(app.orm, "other:", logger)).rejects.toThrow(LiveRouteMismatch);
    await expect(registerLiveInstance(app.orm, null, logger)).rejects.toThrow(
      `carries live events through Redis with REDIS_PREFIX "${prefix}", this one without Redis`,
    );
    const { leave } = await registerLiveInstance(app.orm, prefix, logger);
    await leave();
  });

  it("lets another prefix start once the running instances stopped or went silent", async () => {
    await app.orm.em
      .getConnection()
      .execute(`update live_instances set seen_at = now() - interval '31 seconds'`);
    const { leave } = await registerLiveInstance(app.orm, "other:", logger);
    // now the other prefix runs, and the first one's would be refused
    await expect(registerLiveInstance(app.orm, prefix, logger)).rejects.toThrow(LiveRouteMismatch);
    await leave();
    const [row] = await app.orm.em
      .getConnection()
      .execute<Array<{ count: number }>>(
        `select count(*)::int as count from live_instances where redis_prefix = 'other:'`,
      );
    expect(row!.count).toBe(0);
  });
});
