import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteBefore, type SiteBefore } from "../../../test/site-before.js";

/** An incident stored before places existed, on a database no instance has run on yet. */
const UNPLACED = `insert into events (id, type, kind, country, country_boundaries, title, title_source, source_url,
    source_url_key, date, latitude, longitude, status, reviewed_at, created_at, updated_at, published_at, changed_at)
  values (1, 'russian', 'airspace', 'PL', 1, 'Drone over the port of Gdańsk', 'page', 'https://example.org/port',
   'https://example.org/port', '2026-11-01', 54.352, 18.646, 'approved', '2026-11-02T10:00:00Z',
   '2026-11-02T09:00:00Z', '2026-11-02T10:00:00Z', '2026-11-02T10:00:00Z', '2026-11-02T10:00:00Z')`;

describe("the places backfill at the first start", () => {
  let site: SiteBefore;
  beforeAll(async () => {
    site = await startSiteBefore("Migration20270109030000_place_names", (client) => client.query(UNPLACED));
  });
  afterAll(async () => {
    await site?.close();
  });

  it("is queued once the job queue's own tables exist, and names the stored incident's place", async () => {
    const placed = async () =>
      (
        await site.before.client.query<{ place_name: string | null }>(
          `select place_name from events where id = 1`,
        )
      ).rows[0]!.place_name;
    for (let i = 0; i < 100 && (await placed()) === null; i++) await new Promise((r) => setTimeout(r, 200));
    expect(await placed()).toBe("Gdańsk");
  });
});
