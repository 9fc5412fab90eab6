import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { clientAddress } from "../../../../test/accounts.js";
import { forumMember, insertCategories, insertThreadAt } from "../../../../test/forum.js";
import { createLogger } from "../../../infra/logger.js";
import { ViewCounter } from "./views.js";

const THREAD = `query ($id: ID!) { thread(id: $id) { id views } }`;

describe("thread views", () => {
  let app: TestApp;
  let categoryId: string;

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1" });
    categoryId = (await insertCategories(app, ["General"]))[0]!;
  });

  afterAll(async () => {
    await app?.close();
  });

  const counter = () => app.state.forum.threadViews;
  const storedViews = async (threadId: string) =>
    Number(
      (
        await app.orm.em
          .fork()
          .execute<{ views: number }[]>("select views from forum_threads where id = ?", [threadId])
      )[0]!.views,
    );

  it("counts each viewer once an hour and writes the views in one statement, not one per page view", async () => {
    const author = await forumMember(app);
    const reader = await forumMember(app);
    const { threadId } = await insertThreadAt(app, author, categoryId);
    await counter().flush();
    const visitor = { "x-forwarded-for": clientAddress() };
    const statements: string[] = [];
    const knex = app.orm.em.getConnection().getKnex();
    const listen = (query: { sql: string }) => void statements.push(query.sql);
    knex.on("query", listen);
    try {
      for (let i = 0; i < 5; i += 1) await app.graphql(THREAD, { id: threadId }, visitor);
      for (let i = 0; i < 3; i += 1) await app.graphql(THREAD, { id: threadId }, reader.headers);
      await app.graphql(THREAD, { id: threadId }, { "x-forwarded-for": clientAddress() });
      expect(statements.filter((sql) => /update\s+"?forum_threads/i.test(sql))).toEqual([]);
      expect(counter().unwritten.get(threadId)).toBe(3);
      await counter().flush();
    } finally {
      knex.off("query", listen);
    }
    expect(statements.filter((sql) => /update\s+"?forum_threads/i.test(sql))).toHaveLength(1);
    expect(await storedViews(threadId)).toBe(3);
  });

  it("adds up the views of many threads in a single UPDATE … FROM (VALUES …)", async () => {
    const author = await forumMember(app);
    const threads = [];
    for (let i = 0; i < 4; i += 1) threads.push((await insertThreadAt(app, author, categoryId)).threadId);
    for (const [i, threadId] of threads.entries())
      for (let v = 0; v <= i; v += 1) counter().record(threadId, `test-viewer-${v}`);
    await counter().flush();
    expect(await Promise.all(threads.map(storedViews))).toEqual([1, 2, 3, 4]);
  });
});

describe("the view counter", () => {
  const logger = createLogger("silent");

  it("counts a viewer again once the hour has passed", async () => {
    const writes: unknown[][] = [];
    const counter = new ViewCounter({ execute: async (_sql, params) => void writes.push(params), logger });
    const start = Date.now();
    counter.record("7", "u:a", start);
    counter.record("7", "u:a", start + 59 * 60_000);
    counter.record("7", "u:a", start + 61 * 60_000);
    await counter.close();
    expect(writes).toEqual([["7", 2]]);
  });

  it("writes what it holds when it is closed at shutdown, and nothing when it holds nothing", async () => {
    const writes: string[] = [];
    const counter = new ViewCounter({ execute: async (sql) => void writes.push(sql), logger });
    await counter.flush();
    counter.record("1", "u:a");
    counter.record("2", "u:a");
    await counter.close();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^update forum_threads t set views = t\.views \+ v\.n from \(values/);
  });

  it("forgets the oldest viewers past its memory bound", () => {
    const counter = new ViewCounter({ execute: async () => undefined, logger, maxRemembered: 2 });
    counter.record("1", "a");
    counter.record("1", "b");
    counter.record("1", "c");
    counter.record("1", "a");
    expect(counter.unwritten.get("1")).toBe(4);
    void counter.close();
  });
});
