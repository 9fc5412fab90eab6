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

const SLIMMER = "Migration20261216000000_slimmer_exports";

/**
 * Two incidents published in June 2026, under export revision 2 (begun, for this site, on 1 January
 * 2026): coordinates at full double precision and times with milliseconds, as the site stored them.
 */
const FIXTURE = `insert into events (id, type, kind, country, country_boundaries, title, title_source, source_url,
    source_url_key, date, latitude, longitude, status, reviewed_at, created_at, updated_at, published_at, changed_at)
  values
  (1, 'russian', 'sabotage', 'SE', 1, 'Cable cut off Gotland', 'page', 'https://example.org/gotland',
   'https://example.org/gotland', '2026-06-05', 57.612345678901, 18.30000049, 'approved', '2026-06-06T10:00:00.375Z',
   '2026-06-06T09:00:00Z', '2026-06-06T10:00:00.375Z', '2026-06-06T10:00:00.375Z', '2026-06-06T10:00:00.375Z'),
  (2, 'chinese', 'airspace', 'PL', 1, 'Rzeszów, drones', 'page', 'https://example.org/rzeszow',
   'https://example.org/rzeszow', '2026-06-11', 50.04, 22.0, 'approved', '2026-06-12T08:30:00.125Z',
   '2026-06-12T08:00:00Z', '2026-06-12T08:30:00.125Z', '2026-06-12T08:30:00.125Z', '2026-06-12T08:30:00.125Z')`;

const OLD_VERSION = "20260612T083000.125Z-2";

/** The SHA-256 of the whole CSV, GeoJSON and XLSX of OLD_VERSION, as revision 2's code built them. */
const PUBLISHED = {
  csv: "30bd855a55f0bb6750e7d86caa6acd7e952108beeea324a55daa268544cc17a0",
  geojson: "cf7837623137ca7fc52effafaff8e298e35d1969cd8805f9dcd088e8cd07ac6b",
  xlsx: "590f5fc56cdd62b9b1500a7dd0330c7162cacf988b1dea96b09ce5f922c5cb0a",
} as const;

interface Feature {
  id: string;
  geometry: { coordinates: number[] };
  properties: Record<string, unknown>;
}

describe("a data version published under export revision 2 keeps its bytes; a new one is slimmer", () => {
  let site: SiteBefore;
  const get = (path: string) => site.get(path);

  beforeAll(async () => {
    site = await startSiteBefore(
      SLIMMER,
      async (client) => {
        await client.query("update export_revisions set since = '2026-01-01T00:00:00Z' where revision = 2");
        await client.query(FIXTURE);
      },
      // the site before export revision 4 (sparse-exports.test.ts): its next version is in revision 3
      (client) => client.query("delete from export_revisions where revision > 3"),
    );
  });

  afterAll(async () => {
    await site?.close();
  });

  it("serves the revision 2 version's files, live and by asOf, with the bytes published then", async () => {
    await expectKeptVersion(site, OLD_VERSION, 2, PUBLISHED);
  });

  it("writes the next version in revision 3: no url column or id property, 5 decimals, whole seconds", async () => {
    const { csv, revision } = await publishNextVersion(site, OLD_VERSION);
    expect(revision).toBe(3);

    const [header, ...rows] = parseCsv(csv.body.toString().replace(/^\uFEFF/, ""));
    expect(header).not.toContain("url");
    expect(header).toContain("source_url");
    const gotland = Object.fromEntries(header!.map((name, i) => [name, rows.find((r) => r[0] === "1")![i]]));
    expect([gotland.latitude, gotland.longitude]).toEqual(["57.61235", "18.3"]);
    expect([gotland.published_at, gotland.updated_at]).toEqual([
      "2026-06-06T10:00:00Z",
      "2026-06-06T10:00:00Z",
    ]);
    expect(csv.body.toString()).toContain(",https://example.org/gotland,");

    const geojson = JSON.parse((await get(EXPORT_PATHS.geojson)).body.toString()) as { features: Feature[] };
    const feature = geojson.features.find((f) => f.id === "1")!;
    expect(feature.properties).not.toHaveProperty("id");
    expect(feature.properties).not.toHaveProperty("url");
    expect(feature.geometry.coordinates).toEqual([18.3, 57.61235]);
    expect(feature.properties.publishedAt).toBe("2026-06-06T10:00:00Z");

    // the JSON list keeps every field, url included (decision 069)
    const list = JSON.parse((await get("/api/events")).body.toString()) as { url?: string }[];
    expect(JSON.stringify(list)).toContain("https://watch.example.eu/incident/1");

    for (const format of EXPORT_FORMATS) {
      const again = await get(`${EXPORT_PATHS[format]}?asOf=${OLD_VERSION}`);
      expect(sha256(again.body), format).toBe(PUBLISHED[format]);
    }
  });
});
