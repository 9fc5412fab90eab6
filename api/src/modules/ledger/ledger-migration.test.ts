import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import type pg from "pg";
import { databaseBefore, type DatabaseBefore } from "../../../test/database.js";

const LEDGER = "Migration20261127000000_attribution_ledger";

/** The database as the migration finds it: every earlier migration applied, incidents stored the old way. */
describe("moving every incident's source and type into the ledger", () => {
  let oldDatabase: DatabaseBefore;
  let client: pg.Client;
  let before: Record<string, unknown>[];

  beforeAll(async () => {
    oldDatabase = await databaseBefore(inject("databaseServerUrl"), LEDGER);
    client = oldDatabase.client;
    await client.query(`
      insert into events (type, kind, title, source_url, source_url_key, date, latitude, longitude, status,
                          created_at, updated_at, published_at, changed_at)
      values ('russian', 'sabotage', 'Cable cut', 'https://www.news.example/a?x=1', 'https://news.example/a',
              '2024-03-05', 54.3, 18.6, 'approved', '2024-03-06T10:00:00Z', now(), '2024-03-07T10:00:00Z',
              '2024-03-08T10:00:00Z'),
             ('chinese', 'cyber', 'Phishing wave', 'http://blog.example:8080/p', 'http://blog.example:8080/p',
              '2024-01-02', 50, 10, 'approved', '2024-01-03T00:00:00Z', now(), null, null),
             ('russian', 'other', 'Unreviewed', 'https://example.org/u', 'https://example.org/u',
              '2024-05-01', 50, 10, 'pending', now(), now(), null, null),
             ('chinese', 'espionage', 'Rumour', 'https://example.org/r', 'https://example.org/r',
              '2024-05-02', 50, 10, 'rejected', now(), now(), null, null)`);
    before = (
      await client.query<Record<string, unknown>>(
        "select id::text, type, source_url, to_char(date, 'YYYY-MM-DD') as date, status from events order by id",
      )
    ).rows;
    await oldDatabase.orm.getMigrator().up();
  });

  afterAll(async () => {
    await oldDatabase?.close();
  });

  it("gives every incident exactly one source with its address and one attribution with its type", async () => {
    const { rows } = await client.query<Record<string, string | number | boolean | null>>(`
      select e.id::text, e.type, e.source_url, to_char(e.date, 'YYYY-MM-DD') as date, e.status,
             s.url, s.outlet, s.origin as source_origin, a.party, a.attributed_by, a.confidence,
             to_char(a.date, 'YYYY-MM-DD') as attributed_on, a.source_id = s.id as rests_on_it,
             (select count(*)::int from incident_sources x where x.event_id = e.id) as sources,
             (select count(*)::int from incident_attributions x where x.event_id = e.id) as attributions
        from events e join incident_sources s on s.event_id = e.id join incident_attributions a on a.event_id = e.id
       order by e.id`);
    // rows before = rows after, values equal
    expect(rows).toHaveLength(before.length);
    expect(
      rows.map(({ id, type, source_url, date, status }) => ({ id, type, source_url, date, status })),
    ).toEqual(before);
    for (const row of rows) {
      expect(row.sources).toBe(1);
      expect(row.attributions).toBe(1);
      expect(row.url).toBe(row.source_url);
      expect(row.party).toBe(row.type === "chinese" ? "china" : "russia");
      expect(row.attributed_on).toBe(row.date);
      expect(row.rests_on_it).toBe(true);
      expect([row.attributed_by, row.confidence, row.source_origin]).toEqual([
        "media",
        "suspected",
        "submission",
      ]);
    }
    expect(rows.map((row) => row.outlet)).toEqual([
      "news.example",
      "blog.example",
      "example.org",
      "example.org",
    ]);
  });

  it("starts the public history of each approved incident, and of no other, at its last public change", async () => {
    const { rows } = await client.query<{
      id: string;
      number: number;
      action: string;
      created_at: Date;
      snapshot: unknown;
    }>(`
      select v.event_id::text as id, v.number, v.action, v.created_at, v.snapshot
        from incident_versions v order by v.event_id`);
    const approved = before.filter((row) => row.status === "approved");
    expect(rows.map((row) => row.id)).toEqual(approved.map((row) => row.id));
    expect(rows.every((row) => row.number === 1 && row.action === "recorded")).toBe(true);
    expect(new Date(rows[0]!.created_at).toISOString()).toBe("2024-03-08T10:00:00.000Z");
    expect(new Date(rows[1]!.created_at).toISOString()).toBe("2024-01-03T00:00:00.000Z");
    expect(rows[0]!.snapshot).toMatchObject({
      title: "Cable cut",
      type: "russian",
      date: "2024-03-05",
      sourceUrl: "https://www.news.example/a?x=1",
      sources: [{ url: "https://www.news.example/a?x=1", outlet: "news.example" }],
      attributions: [{ party: "russia", attributedBy: "media", confidence: "suspected", date: "2024-03-05" }],
    });
  });

  it("seeds the ledger of an incident stored after the migration, however it is stored", async () => {
    const { rows } = await client.query<{ id: string }>(`
      insert into events (type, kind, title, source_url, source_url_key, date, latitude, longitude, status,
                          created_at, updated_at)
      values ('chinese', 'other', 'Loaded', 'https://later.example/x', 'https://later.example/x', '2024-06-01',
              50, 10, 'approved', now(), now()) returning id::text`);
    const id = rows[0]!.id;
    const ledger = await client.query(
      `select (select party from incident_attributions where event_id = $1) as party,
              (select url from incident_sources where event_id = $1) as url,
              (select count(*)::int from incident_versions where event_id = $1) as versions`,
      [id],
    );
    expect(ledger.rows[0]).toEqual({ party: "china", url: "https://later.example/x", versions: 1 });
  });

  it("can be undone", async () => {
    // down to and with the ledger's migration: later ones are undone first
    await oldDatabase.orm.getMigrator().down({ to: "Migration20261127000000_attribution_ledger" });
    const { rows } = await client.query<{ t: string | null }>("select to_regclass('incident_sources') as t");
    expect(rows[0]!.t).toBeNull();
    await oldDatabase.orm.getMigrator().up();
  });
});
