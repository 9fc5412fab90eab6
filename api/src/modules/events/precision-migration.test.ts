import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type pg from "pg";
import { databaseBefore, type DatabaseBefore } from "../../../test/database.js";

const PRECISION = "Migration20261210000000_precision_and_grading";

/** The database as the migration finds it: incidents stored as points on days, sources ungraded. */
describe("adding place and time precision and the sources' grading", () => {
  let before: DatabaseBefore;
  let client: pg.Client;

  beforeAll(async () => {
    before = await databaseBefore(inject("databaseServerUrl"), PRECISION);
    client = before.client;
    await client.query(`
      insert into events (type, kind, title, source_url, source_url_key, date, latitude, longitude, status,
                          created_at, updated_at, published_at, changed_at)
      values ('russian', 'sabotage', 'Cable cut', 'https://news.example/a', 'https://news.example/a',
              '2024-03-05', 54.3, 18.6, 'approved', '2024-03-06T10:00:00Z', now(), '2024-03-07T10:00:00Z', null),
             ('chinese', 'cyber', 'Unreviewed', 'https://news.example/b', 'https://news.example/b',
              '2024-05-01', 50, 10, 'pending', now(), now(), null, null)`);
    await before.orm.getMigrator().up();
  });

  afterAll(async () => {
    await before?.close();
  });

  it("makes every incident stored so far exact and of its day, its versions untouched", async () => {
    const { rows } = await client.query<Record<string, string>>(
      "select place_precision, time_precision, to_char(date, 'YYYY-MM-DD') as date from events order by id",
    );
    expect(rows).toEqual([
      { place_precision: "exact", time_precision: "day", date: "2024-03-05" },
      { place_precision: "exact", time_precision: "day", date: "2024-05-01" },
    ]);
    const versions = await client.query<{ snapshot: Record<string, unknown> }>(
      "select snapshot from incident_versions",
    );
    expect(versions.rows).toHaveLength(1);
    expect(versions.rows[0]!.snapshot).not.toHaveProperty("placePrecision");
  });

  it("keeps both precisions and each source's grading in the versions made from now on", async () => {
    await client.query(
      "update incident_sources set reliability = 'B', credibility = 2 where event_id = (select min(id) from events)",
    );
    const { rows } = await client.query<{ state: Record<string, unknown> & { sources: object[] } }>(
      "select incident_public_state(min(id)) as state from events",
    );
    expect(rows[0]!.state).toMatchObject({ placePrecision: "exact", timePrecision: "day" });
    expect(rows[0]!.state.sources[0]).toMatchObject({ reliability: "B", credibility: 2 });
  });

  it("refuses a grading half given or out of the scale, and an unknown precision", async () => {
    const refused = async (sql: string) => {
      await client.query("savepoint attempt");
      try {
        await client.query(sql);
        return false;
      } catch {
        return true;
      } finally {
        await client.query("rollback to savepoint attempt").catch(() => undefined);
      }
    };
    await client.query("begin");
    expect(await refused("update incident_sources set reliability = 'C', credibility = null")).toBe(true);
    expect(await refused("update incident_sources set reliability = 'G', credibility = 2")).toBe(true);
    expect(await refused("update incident_sources set reliability = 'A', credibility = 7")).toBe(true);
    expect(await refused("update events set place_precision = 'street'")).toBe(true);
    expect(await refused("update events set time_precision = 'week'")).toBe(true);
    expect(await refused("update incident_sources set reliability = 'F', credibility = 6")).toBe(false);
    await client.query("rollback");
  });

  it("begins export revision 2 at its own time, after every version published before", async () => {
    const { rows } = await client.query<{ revision: number; after: boolean }>(
      `select revision, since > (select max(created_at) from incident_versions) as after
         from export_revisions order by revision`,
    );
    expect(rows).toEqual([
      { revision: 1, after: false },
      { revision: 2, after: true },
      // later migrations' (decisions 103, 105, 110, 125 and 166), begun after it
      { revision: 3, after: true },
      { revision: 4, after: true },
      { revision: 5, after: true },
      { revision: 6, after: true },
      { revision: 7, after: true },
    ]);
  });

  it("goes down again, a grading's version kept as a correction", async () => {
    await client.query(
      `insert into incident_versions (event_id, number, created_at, action, changes, snapshot)
       select min(id), 2, now(), 'source_graded', '[]', incident_public_state(min(id)) from events`,
    );
    // down to and including this migration (later ones first)
    await before.orm.getMigrator().down({ to: PRECISION });
    const { rows } = await client.query<{ action: string }>(
      "select action from incident_versions order by number",
    );
    expect(rows.map((row) => row.action)).toEqual(["published", "corrected"]);
    const columns = await client.query(
      `select column_name from information_schema.columns
        where table_name in ('events', 'incident_sources')
          and column_name in ('place_precision', 'time_precision', 'reliability', 'credibility')`,
    );
    expect(columns.rows).toEqual([]);
    const state = await client.query<{ state: Record<string, unknown> }>(
      "select incident_public_state(min(id)) as state from events",
    );
    expect(state.rows[0]!.state).not.toHaveProperty("placePrecision");
  });
});
