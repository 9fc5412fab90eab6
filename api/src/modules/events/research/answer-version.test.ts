import { setTimeout as delay } from "node:timers/promises";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { insertEvents } from "../../../../test/events.js";

interface Answer {
  dataVersion: string;
  events: { edges: { node: { id: string; publishedAt: string } }[] };
}

const QUERY = "{ dataVersion events(first: 500, orderBy: id) { edges { node { id publishedAt } } } }";

describe("the data version an answer carries", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
    await insertEvents(app, [{ title: "Cable cut off Gotland" }, { title: "Drones over Rzeszów" }]);
  });

  afterAll(async () => {
    await app?.close();
  });

  it("is never newer than its rows when a write races the read", async () => {
    // a fresh public change: the answer's version is read from the database, not kept
    await insertEvents(app, [{ title: "Espionage in Riga" }]);
    const connection = app.orm.em.fork().getConnection();
    const versionReads = () =>
      connection.execute<{ n: number }[]>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query like '%event_withdrawals%'`,
      );
    // the version's read (which alone reads the withdrawals) is held back until a write has committed
    const locker = new pg.Client({ connectionString: app.config.databaseUrl });
    await locker.connect();
    let answered: Promise<Awaited<ReturnType<TestApp["graphql"]>>>;
    try {
      await locker.query("begin");
      await locker.query("lock table event_withdrawals in access exclusive mode");
      answered = app.graphql(QUERY);
      for (let tries = 0; tries < 400 && (await versionReads())[0]!.n === 0; tries++) await delay(25);
      expect((await versionReads())[0]!.n).toBe(1);
      // the racing write: a publication committed while the answer is being made
      await connection.execute(
        `insert into events (type, kind, title, source_url, source_url_key, date, latitude, longitude, status,
                             title_source, created_at, updated_at)
         values ('russian', 'other', 'Racing incident', 'https://example.org/racing', 'https://example.org/racing',
                 '2024-05-02', 50, 10, 'approved', 'page', now(), now())`,
      );
    } finally {
      await locker.query("rollback");
      await locker.end();
    }
    const answer = (await answered) as { data?: Answer; errors?: unknown };
    expect(answer.errors).toBeUndefined();
    const { dataVersion, events } = answer.data!;
    const [time, count] = dataVersion.split("-") as [string, string];
    const claimed = `${time.slice(0, 4)}-${time.slice(4, 6)}-${time.slice(6, 11)}:${time.slice(11, 13)}:${time.slice(13)}`;
    // every incident the version counts, published at or before its time, is among the rows
    const published = events.edges.filter((edge) => edge.node.publishedAt <= claimed);
    expect(events.edges.length).toBeGreaterThanOrEqual(Number(count));
    expect(published.length).toBe(Number(count));
  });
});
