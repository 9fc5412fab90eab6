import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../test/app.js";
import { registerAccount, type Account } from "../../test/accounts.js";
import { NOTIFICATION_ADDED, openLive } from "../../test/live.js";
import { openVisitorSocket } from "../../test/visitor-live.js";
import { clientAt } from "../../test/client-at.js";
import { upgradeAnswer } from "../../test/raw-socket.js";

describe("a planned stop", () => {
  let app: TestApp | undefined;
  let member: Account;

  beforeAll(async () => {
    app = await startTestApp();
    member = await registerAccount(app, "restart_member");
  });
  afterAll(() => app?.close());

  it("reads a reconnecting bell's catch-up as one indexed range of the member's ids", async () => {
    const others = await Promise.all([1, 2].map((n) => registerAccount(app!, `restart_other_${n}`)));
    const db = app!.orm.em.getConnection();
    // a member who hears of one notification in a hundred, away while the others got thousands
    await db.execute(
      `insert into notifications (recipient_id, type, content)
       select case when n % 100 = 0 then ?::uuid else (array[?, ?]::uuid[])[1 + n % 2] end, 'system', 'n' || n
         from generate_series(1, 20000) n`,
      [member.id, others[0]!.id, others[1]!.id],
    );
    await db.execute(`analyze notifications`);
    const [row] = await db.execute<Array<{ id: string }>>(
      `select id from notifications where recipient_id = ? order by id offset 20 limit 1`,
      [member.id],
    );
    // the statement notificationsSince sends (MikroORM's, with its aliases)
    const plan = await db.execute<Array<{ "QUERY PLAN": string }>>(
      `explain select n0.* from notifications as n0 where n0.recipient_id = ? and n0.id > ? order by n0.id asc limit 51`,
      [member.id, row!.id],
    );
    const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
    expect(text).toContain("Index Scan using notifications_recipient_catch_up_idx");
    expect(text).toMatch(/Index Cond: \(\(recipient_id = .*\) AND \(id > .*\)\)/);
    expect(text).not.toContain("Sort");
  });

  it("closes every live socket with 1012 Service Restart", async () => {
    const visitor = await openVisitorSocket(app!.url);
    const bell = await openLive(app!.url, member.token, [NOTIFICATION_ADDED]);
    const running = app!;
    app = undefined;
    await running.close();
    expect(await visitor.closed).toBe(1012);
    expect(await bell.closed).toBe(1012);
  });

  it("lets its sockets go one by one over the delay, and refuses new ones for another instance to take", async () => {
    const stopping = await startTestApp({}, {}, { management: true });
    const pages = await Promise.all(Array.from({ length: 12 }, () => openVisitorSocket(stopping.url)));
    const began = Date.now();
    const stopped = stopping.close(1500);
    try {
      // a page coming back meanwhile is refused before its upgrade: a proxy tries it on the next instance
      const refused = await upgradeAnswer(stopping.url);
      expect(refused.statusCode).toBe(503);
      expect(refused.headers["retry-after"]).toBe("1");
      const closes = await Promise.all(
        pages.map(async (page) => ({ code: await page.closed, afterMs: Date.now() - began })),
      );
      expect(closes.map((close) => close.code)).toEqual(pages.map(() => 1012));
      // one by one over most of the delay (1.35 s), not all in the instant the port closes
      const times = closes.map((close) => close.afterMs).sort((a, b) => a - b);
      expect(times[0]).toBeLessThan(1500);
      expect(times.at(-1)! - times[0]!).toBeGreaterThan(400);
    } finally {
      await stopped;
    }
  });

  it("turns not ready at once, then still serves writes and refuses reads for another instance until its port closes", async () => {
    const stopping = await startTestApp({}, {}, { management: true });
    const visitor = clientAt(stopping.url, "127.0.0.1");
    try {
      expect((await visitor.graphql("{ __typename }")).headers.connection).toBe("keep-alive");
      const closed = stopping.close(4000);
      expect((await fetch(`${stopping.managementUrl}/readyz`)).status).toBe(503);
      // a read: 503 with Retry-After, which a proxy answers from another instance, leaving this one
      const read = await visitor.get(`/graphql?query=${encodeURIComponent("{ __typename }")}`);
      expect(read.status).toBe(503);
      expect(read.headers["retry-after"]).toBe("1");
      // a write (a POST) is served, and every answer ends its connection: none is left for the proxy to
      // send a request on when the port closes
      const posted = await visitor.graphql<{ __typename: string }>("{ __typename }");
      expect(posted.status).toBe(200);
      expect(read.headers.connection).toBe("close");
      expect(posted.headers.connection).toBe("close");
      // liveness still answers
      expect((await visitor.get("/healthz")).status).toBe(200);
      await closed;
    } finally {
      visitor.close();
      await stopping.close();
    }
  });
});
