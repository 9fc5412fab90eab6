import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../../../test/csv.js";
import {
  EXPORT_FORMATS,
  EXPORT_PATHS,
  expectKeptVersion,
  publishNextVersion,
  sha256,
  startSiteBefore,
  type SiteBefore,
} from "../../../../test/site-before.js";

const SPARSE = "Migration20261217000000_sparse_exports";

/**
 * Three incidents published in June 2026, under export revision 3 (begun, for this site, on 1 January
 * 2026): one corrected after its publication, one never changed, one at sea with no country.
 */
const FIXTURE = `insert into events (id, type, kind, country, country_boundaries, title, title_source, source_url,
    source_url_key, date, latitude, longitude, status, reviewed_at, created_at, updated_at, published_at, changed_at)
  values
  (1, 'russian', 'sabotage', 'SE', 1, 'Cable cut off Gotland', 'page', 'https://example.org/gotland',
   'https://example.org/gotland', '2026-06-05', 57.612345678901, 18.30000049, 'approved', '2026-06-06T10:00:00.375Z',
   '2026-06-06T09:00:00Z', '2026-06-20T08:00:00.500Z', '2026-06-06T10:00:00.375Z', '2026-06-20T08:00:00.500Z'),
  (2, 'chinese', 'airspace', 'PL', 1, 'Rzeszów, drones', 'page', 'https://example.org/rzeszow',
   'https://example.org/rzeszow', '2026-06-11', 50.04, 22.0, 'approved', '2026-06-12T08:30:00.125Z',
   '2026-06-12T08:00:00Z', '2026-06-12T08:30:00.125Z', '2026-06-12T08:30:00.125Z', '2026-06-12T08:30:00.125Z'),
  (3, 'russian', 'sabotage', null, 1, 'Anchor dragged over a Baltic cable', 'page', 'https://example.org/baltic',
   'https://example.org/baltic', '2026-06-14', 55.98765432, 19.87654321, 'approved', '2026-06-15T07:00:00Z',
   '2026-06-15T06:00:00Z', '2026-06-15T07:00:00Z', '2026-06-15T07:00:00Z', '2026-06-15T07:00:00Z')`;

const OLD_VERSION = "20260620T080000.500Z-3";

/** The SHA-256 of the whole CSV, GeoJSON and XLSX of OLD_VERSION, as revision 3's code built them. */
const PUBLISHED = {
  csv: "54a63a3cedffc6fab8b71ef5ebb17e988f2f5a6fe47ea8c4fe173c6cf9207b49",
  geojson: "a3e6a8b569ac884d6af1bc92b1685a798ae31c1ffb6481469f913a5a4bac8085",
  xlsx: "c79896832d4cf78e86a72aefd58b41c56d3a80c80dc79e6f06f523bd4d93e96b",
} as const;

interface Feature {
  id: string;
  geometry: { coordinates: number[] };
  properties: Record<string, unknown>;
}

describe("a data version published under export revision 3 keeps its bytes; a new one writes nothing twice", () => {
  let site: SiteBefore;
  const get = (path: string) => site.get(path);

  beforeAll(async () => {
    site = await startSiteBefore(
      SPARSE,
      async (client) => {
        await client.query(`update export_revisions set since = '2025-01-01T00:00:00Z' where revision = 2`);
        await client.query(`update export_revisions set since = '2026-01-01T00:00:00Z' where revision = 3`);
        await client.query(FIXTURE);
      },
      // the site before export revision 5 (interchange.test.ts): its next version is in revision 4
      (client) => client.query("delete from export_revisions where revision > 4"),
    );
  });

  afterAll(async () => {
    await site?.close();
  });

  it("serves the revision 3 version's files, live and by asOf, with the bytes published then", async () => {
    await expectKeptVersion(site, OLD_VERSION, 3, PUBLISHED);
  });

  it("writes the next version in revision 4: updated_at only when it differs, no null property, 4 decimals", async () => {
    const { csv, revision } = await publishNextVersion(site, OLD_VERSION);
    expect(revision).toBe(4);

    // every column of revision 3, in its order
    const [header, ...rows] = parseCsv(csv.body.toString());
    expect(header).toEqual(
      parseCsv((await get(`${EXPORT_PATHS.csv}?asOf=${OLD_VERSION}`)).body.toString())[0],
    );
    const row = (id: string) =>
      Object.fromEntries(header!.map((name, i) => [name, rows.find((r) => r[0] === id)![i]]));
    const [gotland, rzeszow, baltic] = [row("1"), row("2"), row("3")];
    // corrected after publication, and corrected now: updated_at written; never changed: empty
    expect([gotland.published_at, gotland.updated_at]).toEqual([
      "2026-06-06T10:00:00Z",
      "2026-06-20T08:00:00Z",
    ]);
    expect(rzeszow.updated_at).not.toBe("");
    expect(rzeszow.updated_at! > rzeszow.published_at!).toBe(true);
    expect([baltic.published_at, baltic.updated_at]).toEqual(["2026-06-15T07:00:00Z", ""]);
    expect([gotland.latitude, gotland.longitude]).toEqual(["57.6123", "18.3"]);
    expect([baltic.latitude, baltic.longitude, baltic.country]).toEqual(["55.9877", "19.8765", ""]);

    const geojson = JSON.parse((await get(EXPORT_PATHS.geojson)).body.toString()) as { features: Feature[] };
    const feature = (id: string) => geojson.features.find((f) => f.id === id)!;
    expect(feature("3").geometry.coordinates).toEqual([19.8765, 55.9877]);
    expect(feature("3").properties).not.toHaveProperty("country");
    expect(feature("3").properties).not.toHaveProperty("updatedAt");
    expect(feature("3").properties.publishedAt).toBe("2026-06-15T07:00:00Z");
    expect(feature("1").properties.updatedAt).toBe("2026-06-20T08:00:00Z");
    expect(feature("1").properties).toMatchObject({ country: "SE", title: "Cable cut off Gotland" });
    for (const { properties } of geojson.features) {
      expect(Object.values(properties)).not.toContain(null);
      expect(properties).not.toHaveProperty("latitude");
      expect(properties).not.toHaveProperty("id");
    }

    // the workbook is written in the same revision
    expect((await get(EXPORT_PATHS.xlsx)).status).toBe(200);

    // the JSON list keeps every field in full (decision 069)
    const list = JSON.parse((await get("/api/events")).body.toString()) as Record<string, unknown>[];
    const listed = list.find((incident) => incident.id === "3")!;
    expect(listed.country).toBeNull();
    expect(listed.updatedAt).toMatch(/^2026-06-15T07:00:00/);

    for (const format of EXPORT_FORMATS) {
      const again = await get(`${EXPORT_PATHS[format]}?asOf=${OLD_VERSION}`);
      expect(sha256(again.body), format).toBe(PUBLISHED[format]);
    }
  });
});
