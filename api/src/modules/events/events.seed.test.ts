import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPartOn, startTestApp, type TestApp } from "../../../test/app.js";
import { seedDemoEvents } from "./events.seed.js";

describe("the demo incidents", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  const count = async (sql: string) =>
    (await app.orm.em.fork().getConnection().execute<{ n: number }[]>(`select count(*)::int as n ${sql}`))[0]!
      .n;

  it("are about 60 approved and a few pending, all clearly marked, and seeding twice adds nothing", async () => {
    await seedPartOn(app, seedDemoEvents);
    await seedPartOn(app, seedDemoEvents);
    expect(await count("from events where status = 'approved'")).toBe(60);
    expect(await count("from events where status = 'pending'")).toBe(4);
    expect(
      await count(
        "from events where title not like '[Demo] %' or source_url not like 'https://example.org/demo/%'",
      ),
    ).toBe(0);
    expect(await count("from events where type = 'chinese' and status = 'approved'")).toBeGreaterThan(10);
    expect(
      await count("from events where latitude not between 35 and 71 or longitude not between -11 and 32"),
    ).toBe(0);
  });

  it("do not publish again at the next start one a moderator deleted", async () => {
    const connection = app.orm.em.fork().getConnection();
    const [deleted] = await connection.execute<{ id: string }[]>(
      `select id::text as id from events where source_url = 'https://example.org/demo/incident-1'`,
    );
    // as a moderator's deletion leaves it: its versions, the last a withdrawal
    await connection.execute(
      `insert into incident_versions (event_id, number, created_at, action, reason, snapshot)
       select event_id, max(number) + 1, now(), 'withdrawn', 'Deleted by the moderators.', null
         from incident_versions where event_id = ? group by event_id`,
      [deleted!.id],
    );
    await connection.execute("delete from events where id = ?", [deleted!.id]);
    await seedPartOn(app, seedDemoEvents);
    expect(await count("from events where source_url = 'https://example.org/demo/incident-1'")).toBe(0);
    expect(await count("from events where status = 'approved'")).toBe(59);
  });

  it("include several incidents at exactly the same coordinates", async () => {
    const shared = await count(
      "from (select 1 from events where status = 'approved' group by latitude, longitude having count(*) > 1) s",
    );
    expect(shared).toBeGreaterThanOrEqual(2);
  });

  it("show on the public map and list", async () => {
    const result = await app.graphql<{ events: { totalCount: number } }>(
      "{ events(first: 1) { totalCount } }",
    );
    expect(result.data!.events.totalCount).toBe(59);
  });
});
