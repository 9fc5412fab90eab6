import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { insertEvents } from "../../../test/events.js";
import { forgetOldSubmitters } from "../events/writes/event-writes.js";

describe("submitter data retention", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it("erases hashed submitter addresses older than the retention period, and only those", async () => {
    const [old, recent] = await insertEvents(app, [{ status: "pending" }, { status: "pending" }]);
    const connection = app.orm.em.fork().getConnection();
    await connection.execute(
      "update events set submitter_hash = repeat('a', 64), created_at = now() - interval '31 days' where id = ?",
      [old],
    );
    await connection.execute("update events set submitter_hash = repeat('b', 64) where id = ?", [recent]);

    expect(await forgetOldSubmitters(app.orm.em.fork(), 30)).toBe(1);

    const rows = await connection.execute<{ id: string; submitter_hash: string | null }[]>(
      "select id::text, submitter_hash from events where id in (?, ?) order by id",
      [old, recent],
    );
    expect(rows).toEqual([
      { id: old, submitter_hash: null },
      { id: recent, submitter_hash: "b".repeat(64) },
    ]);
  });
});
