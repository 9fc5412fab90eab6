import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcePublicDataChange, servicesOf, startTestApp, type TestApp } from "../../../../test/app.js";
import { insertEvents } from "../../../../test/events.js";
import { rawGet } from "../../../../test/raw-get.js";

/**
 * The JSON list of the code of 2026-11-24 (commit d25159d), whose versions are export revision 0
 * (decision 109): `order by date desc, id desc` over its output columns, so a day's incidents by their
 * id as text.
 */
const D25159D_ORDER = `select id::text as id, to_char(date, 'YYYY-MM-DD') as date from events
  where status = 'approved' order by date desc, id desc`;

describe("a revision 0 version's JSON list, in the order that code gave", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  it("orders a day's incidents by id as text, as the code of 2026-11-24 did: 99 before 100", async () => {
    const connection = app.orm.em.fork().getConnection();
    await connection.execute(`select setval(pg_get_serial_sequence('events', 'id'), 98)`);
    const ids = await insertEvents(app, [
      { title: "Drones over Rzeszów", date: "2026-11-20" },
      { title: "Cable cut off Gotland", date: "2026-11-20" },
    ]);
    expect(ids).toEqual(["99", "100"]);
    const { version } = await servicesOf(app).events.dataVersion();
    // a site upgraded from that code: its versions until now are revision 0, later revisions begin now
    await connection.execute(
      `update export_revisions set since = now() + revision * interval '1 millisecond' where revision >= 1`,
    );
    await connection.execute(`insert into export_revisions (revision, since) values (0, '-infinity')`);
    await announcePublicDataChange(app);

    const then = await rawGet(app.url, `/api/events?asOf=${version}`);
    expect(then.status).toBe(200);
    const listed = (JSON.parse(then.body.toString()) as { id: string }[]).map((event) => event.id);
    const published = (await connection.execute<{ id: string }[]>(D25159D_ORDER)).map((row) => row.id);
    expect(published).toEqual(["99", "100"]);
    expect(listed).toEqual(published);
  });
});
