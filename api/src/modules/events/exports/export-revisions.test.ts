import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LATEST_EXPORT_REVISION } from "@incident-watch/schema";
import { accountWithRole, bearer } from "../../../../test/events.js";
import { parseCsv } from "../../../../test/csv.js";
import { startSiteBefore, type SiteBefore } from "../../../../test/site-before.js";
import { completeRecord } from "../../../../test/version-record.js";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

const PRECISION = "Migration20261210000000_precision_and_grading";

/**
 * Four incidents loaded as a bulk import loads them, in 2025, before precision and grading existed: every
 * id, time and address fixed, so the data version they make has the bytes the site published then.
 */
const FIXTURE = `insert into events (id, type, kind, country, country_boundaries, title, title_source, source_url,
    source_url_key, date, latitude, longitude, status, reviewed_at, created_at, updated_at, published_at, changed_at)
  values
  (1, 'russian', 'sabotage', 'SE', 1, 'Cable cut off Gotland', 'page', 'https://example.org/gotland',
   'https://example.org/gotland', '2025-01-05', 57.6, 18.3, 'approved', '2025-01-06T10:00:00Z',
   '2025-01-06T09:00:00Z', '2025-01-06T10:00:00Z', '2025-01-06T10:00:00Z', '2025-01-06T10:00:00Z'),
  (2, 'chinese', 'airspace', 'PL', 1, 'Rzeszów, drones', 'page', 'https://example.org/rzeszow',
   'https://example.org/rzeszow', '2025-02-11', 50.04, 22.0, 'approved', '2025-02-12T08:30:00Z',
   '2025-02-12T08:00:00Z', '2025-02-12T08:30:00Z', '2025-02-12T08:30:00Z', '2025-02-12T08:30:00Z'),
  (3, 'russian', 'espionage', 'LV', 1, 'Espionage in Riga', 'page', 'https://example.org/riga',
   'https://example.org/riga', '2025-03-02', 56.95, 24.1, 'approved', '2025-03-03T12:15:00.250Z',
   '2025-03-03T12:00:00Z', '2025-03-03T12:15:00.250Z', '2025-03-03T12:15:00.250Z', '2025-03-03T12:15:00.250Z'),
  (4, 'russian', 'cyber', 'GR', 1, '=Phishing in Athens, "MPs"', 'page', 'https://example.org/athens',
   'https://example.org/athens', '2025-03-02', 37.98, 23.73, 'approved', '2025-03-04T07:45:10.125Z',
   '2025-03-04T07:00:00Z', '2025-03-04T07:45:10.125Z', '2025-03-04T07:45:10.125Z', '2025-03-04T07:45:10.125Z')`;

/** The version the fixture makes: its last publication and four incidents. */
const OLD_VERSION = "20250304T074510.125Z-4";

/**
 * The SHA-256 and size of each whole file of OLD_VERSION, and of a few filtered ones, as the site built
 * them before precision and grading existed (taken from the code of that time with this fixture).
 */
const PUBLISHED = {
  csv: ["78d04873cf8bef12bba6f360595d786bbfbfa550e30df3d4437e0c5062473657", 1080],
  geojson: ["68fbc66c9b57ae1e9400938d1c7c28037b3c7c518f440061d1ec5511e0b18dbc", 2610],
  json: ["7b00a37e980741374b7fb28a57ba9b6809b9da1f29c0678fb6369e3e390c3229", 2342],
  xlsx: ["c3908d38c37819bdb9e17dd5dfe7c1dcf61a397e23b1e4beb675af3a9128ea11", 8305],
} as const;
const PUBLISHED_FILTERED = [
  [
    "/api/events/export.csv?kinds=sabotage,cyber&",
    "1ecc26250d13156938812ce78f6899e3acd83fd05f290b8eab3915e6c09df23c",
  ],
  [
    "/api/events/export.geojson?countries=PL,LV&",
    "0607f0c93c68349555ee4a27c7f9ad09b9c42095b8845ae2ec85535edf08e8aa",
  ],
  ["/api/events/export.stix?", "757d8587702515243201cde67865c97896266c1e3616a565de16329e40c47443"],
  ["/api/events?types=russian&", "f2a17dec15b7fde22a29c0cd48e0f350086cff1522883f3c7a5b2f6093618465"],
] as const;

/** The old version's complete record and its CITATION.cff as the site answered them then. */
const PUBLISHED_RECORD = {
  [`/api/versions/${OLD_VERSION}`]: [
    "17ca6f2031b99f239c41247495de2ceb49a4b58090d3ffbf0226f76aba0a420e",
    4190,
  ],
  [`/api/versions/${OLD_VERSION}/CITATION.cff`]: [
    "e99ba143b7ed1121b7806112939e3fadbe369b22106dd08dc58765e9797be6cb",
    1319,
  ],
} as const;

const PATHS = {
  csv: "/api/events/export.csv",
  geojson: "/api/events/export.geojson",
  json: "/api/events",
  xlsx: "/api/events/export.xlsx",
} as const;
const FORMATS = Object.keys(PATHS) as (keyof typeof PATHS)[];

interface VersionRecord {
  dataVersion: string;
  exportRevision: number;
  files: { format: keyof typeof PATHS | "stix"; bytes: number; sha256: string }[];
}

describe("a data version published before precision and grading keeps its bytes and checksums", () => {
  let site: SiteBefore;
  const get = (path: string) => site.get(path);

  beforeAll(async () => {
    // the site as it was: the fixture stored, then the migration run, then the app started on it
    site = await startSiteBefore(PRECISION, (client) => client.query(FIXTURE));
  });

  afterAll(async () => {
    await site?.close();
  });

  it("serves the old version's files, live and by asOf, with the bytes published then", async () => {
    for (const format of FORMATS) {
      const [hash, size] = PUBLISHED[format];
      const live = await get(PATHS[format]);
      expect(live.headers["data-version"], format).toBe(OLD_VERSION);
      expect([sha256(live.body), live.body.length], format).toEqual([hash, size]);
      const asOf = await get(`${PATHS[format]}?asOf=${OLD_VERSION}`);
      expect(sha256(asOf.body), format).toBe(hash);
    }
    for (const [path, hash] of PUBLISHED_FILTERED) {
      expect(sha256((await get(`${path}asOf=${OLD_VERSION}`)).body), path).toBe(hash);
    }
  });

  it("computes the old version's record with the checksums published then, in export revision 1", async () => {
    const record = await completeRecord(site.app.url, OLD_VERSION);
    expect(record.exportRevision).toBe(1);
    // its four files, as its record listed them then (the STIX bundle is one from export revision 5)
    expect(Object.fromEntries(record.files.map((f) => [f.format, [f.sha256, f.bytes]]))).toEqual(PUBLISHED);
    const kept = await site.before.client.query<{ format: string; sha256: string }>(
      "select format, sha256 from data_version_files where data_version = $1 order by format",
      [OLD_VERSION],
    );
    expect(kept.rows.map((row) => [row.format, row.sha256])).toEqual(
      [...FORMATS].sort().map((format) => [format, PUBLISHED[format][0]]),
    );
    // the record and its CITATION.cff, byte for byte as the site answered them then
    for (const [path, [hash, size]] of Object.entries(PUBLISHED_RECORD)) {
      const answer = await get(path);
      expect([sha256(answer.body), answer.body.length], path).toEqual([hash, size]);
    }
  });

  it("gives the next version the new columns, and the old one its bytes still", async () => {
    const moderator = await accountWithRole(site.app, "moderator");
    const update = await site.app.graphql(
      `mutation { updateEvent(id: "3", input: { placePrecision: town, timePrecision: month }) { id date } }`,
      {},
      bearer(moderator),
    );
    expect(update.errors).toBeUndefined();
    expect(update.data).toEqual({ updateEvent: { id: "3", date: "2025-03-01" } });
    const live = await get(PATHS.csv);
    const version = live.headers["data-version"] as string;
    expect(version).not.toBe(OLD_VERSION);
    const [header, ...rows] = parseCsv(live.body.toString());
    // precision's two columns, after those of revision 1 (later revisions add theirs after them)
    const at = header!.indexOf("attribution_count") + 1;
    expect(header!.slice(at, at + 2)).toEqual(["place_precision", "time_precision"]);
    expect(rows.find((row) => row[0] === "3")!.slice(at, at + 2)).toEqual(["town", "month"]);
    expect(rows.find((row) => row[0] === "1")!.slice(at, at + 2)).toEqual(["exact", "day"]);
    const record = JSON.parse((await get(`/api/versions/${version}`)).body.toString()) as VersionRecord;
    // the latest revision: precision's columns, and the layouts of decisions 103 and 105
    expect(record.exportRevision).toBe(LATEST_EXPORT_REVISION);
    // export revision 7 (decision 166): the corrected incident names the place its new version recorded;
    // the others none, their versions kept before places were, whatever the backfill has named since
    const place = header!.indexOf("location");
    expect(header!.slice(place)).toEqual(["location", "admin1", "admin1_code", "distance_km"]);
    expect(rows.find((row) => row[0] === "3")![place]).toBe("Riga");
    expect(rows.find((row) => row[0] === "1")!.slice(place)).toEqual(["", "", "", ""]);
    // the new version's own asOf bytes are its live bytes, new columns and all, in every format
    for (const format of FORMATS) {
      const current = await get(PATHS[format]);
      expect(current.headers["data-version"], format).toBe(version);
      expect(sha256((await get(`${PATHS[format]}?asOf=${version}`)).body), format).toBe(sha256(current.body));
    }
    for (const format of FORMATS) {
      const again = await get(`${PATHS[format]}?asOf=${OLD_VERSION}`);
      expect(sha256(again.body), format).toBe(PUBLISHED[format][0]);
    }
  });
});
