import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import ExcelJS from "exceljs";
import pg from "pg";
import { LATEST_EXPORT_REVISION } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { createTestDatabase, type TestDatabase } from "../../../../test/database.js";
import { rawGet } from "../../../../test/raw-get.js";
import { accountWithRole, bearer } from "../../../../test/events.js";
import { sha256 } from "../../../../test/site-before.js";
import { completeRecord } from "../../../../test/version-record.js";

/**
 * A site upgraded in place from the code of commit d25159d (2026-11-24): its database, dumped after it
 * published ten data versions through its API, and what it answered for each (api/test/upgrade-fixtures/
 * d25159d, README.md there says how both were made). Today's migrations run on it, and every version it
 * published is downloaded again in every format.
 */
const FIXTURE = new URL("../../../../test/upgrade-fixtures/d25159d/", import.meta.url);

type Format = "json" | "csv" | "geojson" | "xlsx";
interface PublishedFile {
  bytes: number;
  sha256: string;
  cells?: Record<string, unknown[][]>;
}
interface PublishedVersion {
  dataVersion: string;
  change: string;
  files: Record<Format, PublishedFile>;
  graphqlEvents: unknown;
}
const { publicUrl, versions } = JSON.parse(readFileSync(new URL("versions.json", FIXTURE), "utf8")) as {
  publicUrl: string;
  versions: PublishedVersion[];
};

const PATHS: Record<Format, string> = {
  json: "/api/events",
  csv: "/api/events/export.csv",
  geojson: "/api/events/export.geojson",
  xlsx: "/api/events/export.xlsx",
};

const EVENTS = `query ($asOf: String) { events(first: 500, asOf: $asOf) { totalCount edges { node {
  id type kind title sourceUrl date latitude longitude country countryName publishedAt updatedAt
  sources { id url outlet language publishedDate archivedUrl }
  attributions { id party attributedBy date confidence sourceId }
  strongestAttribution { id party attributedBy date confidence sourceId } } } } }`;

/** Every cell of every sheet, by sheet name, as the fixture keeps them. */
async function workbookCells(bytes: Buffer): Promise<Record<string, unknown[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheets: Record<string, unknown[][]> = {};
  workbook.eachSheet((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow({ includeEmpty: true }, (row) => rows.push((row.values as unknown[]).slice(1)));
    sheets[sheet.name] = rows;
  });
  return JSON.parse(JSON.stringify(sheets)) as Record<string, unknown[][]>;
}

interface UpgradedSite {
  app: TestApp;
  get(path: string): ReturnType<typeof rawGet>;
  close(): Promise<void>;
}

/**
 * The dump restored into a fresh database, then `before` run on it, then the app started on it, which
 * applies today's migrations. psql's meta-commands are left out, and the dump's empty search_path with
 * them: the map_key() of that code calls map_spread() by its bare name, which an empty path cannot find.
 */
async function upgradedSite(before?: (client: pg.Client) => Promise<unknown>): Promise<UpgradedSite> {
  const database: TestDatabase = await createTestDatabase(inject("databaseServerUrl"));
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  let app: TestApp | undefined;
  try {
    const dump = readFileSync(new URL("database.sql", FIXTURE), "utf8");
    await client.query(dump.replace(/^\\.*$|^SELECT pg_catalog.set_config\('search_path'.*$/gm, ""));
    await before?.(client);
    app = await startTestApp({ TRUST_PROXY: "1", PUBLIC_URL: publicUrl, DATABASE_URL: database.url });
  } catch (error) {
    await client.end();
    await database.drop();
    throw error;
  }
  let address = 0;
  const started = app;
  return {
    app: started,
    get: (path) =>
      rawGet(started.url, path, { "x-forwarded-for": `10.96.${++address >> 8}.${address & 255}` }),
    async close() {
      await started.close();
      await client.end();
      await database.drop();
    },
  };
}

/** Each of the version's files by its asOf address: the bytes published then (a workbook: its cells). */
async function expectPublishedFiles(site: UpgradedSite, version: PublishedVersion): Promise<void> {
  for (const format of Object.keys(PATHS) as Format[]) {
    const answer = await site.get(`${PATHS[format]}?asOf=${version.dataVersion}`);
    const what = `${version.change}: ${format}`;
    expect(answer.status, what).toBe(200);
    expect(answer.headers["data-version"], what).toBe(version.dataVersion);
    const published = version.files[format];
    if (format === "xlsx") {
      // the code of 2026-11-24 dated a workbook's zip entries and properties by the download, so no two
      // downloads were the same bytes: what was published is its cells
      expect(await workbookCells(answer.body), what).toEqual(published.cells);
    } else {
      expect(answer.body.length, what).toBe(published.bytes);
      expect(sha256(answer.body), what).toBe(published.sha256);
    }
  }
}

describe("versions published before an upgrade from the code of 2026-11-24", () => {
  let site: UpgradedSite;

  beforeAll(async () => {
    site = await upgradedSite();
  });

  afterAll(async () => {
    await site?.close();
  });

  it("are each downloaded again by asOf with the bytes published then, in every format", async () => {
    expect(versions).toHaveLength(10);
    for (const version of versions) await expectPublishedFiles(site, version);
  });

  it("are each answered by GraphQL's events(asOf:) as the events of their time", async () => {
    for (const version of versions) {
      const answer = await site.app.graphql(EVENTS, { asOf: version.dataVersion });
      expect(answer.errors, version.change).toBeUndefined();
      expect(answer.data!.events, version.change).toEqual(version.graphqlEvents);
    }
  });

  it("each have a record in export revision 0 whose checksums are those of the files published", async () => {
    for (const version of versions) {
      // once its checksums, computed in the background, are all kept
      const record = await completeRecord(site.app.url, version.dataVersion);
      expect(record.exportRevision, version.change).toBe(0);
      // the whole STIX bundle is a version's file since, of versions before it too: not published then
      for (const file of record.files.filter((f) => f.format !== "xlsx" && f.format !== "stix")) {
        expect(file.sha256, `${version.change}: ${file.format}`).toBe(
          version.files[file.format as Format].sha256,
        );
      }
    }
  });

  it("are followed by versions in the latest export revision, once the data changes after the upgrade", async () => {
    const last = versions.at(-1)!;
    const live = await site.get(PATHS.csv);
    expect(live.headers["data-version"]).toBe(last.dataVersion);
    expect(sha256(live.body)).toBe(last.files.csv.sha256);

    const moderator = await accountWithRole(site.app, "moderator");
    const corrected = await site.app.graphql(
      `mutation { updateEvent(id: "1", input: { title: "Riga water utility's pumps stopped" }) { id } }`,
      {},
      bearer(moderator),
    );
    expect(corrected.errors).toBeUndefined();
    const current = await site.app.graphql<{
      dataVersionRecord: { dataVersion: string; exportRevision: number };
    }>("{ dataVersionRecord { dataVersion exportRevision } }");
    const record = current.data!.dataVersionRecord;
    expect(record.dataVersion).not.toBe(last.dataVersion);
    expect(record.exportRevision).toBe(LATEST_EXPORT_REVISION);
    await expectPublishedFiles(site, last);
  });
});

/**
 * The same site upgraded more than an hour after its last change: the outbox no longer holds the data
 * version each change announced, so a change made again since has lost its time.
 */
describe("versions published before an upgrade, once the outbox has let their announcements go", () => {
  let site: UpgradedSite;
  // Riga's first correction and Gdańsk's first new source were superseded by later changes of the same
  // incident, and Rzeszów was deleted: the database keeps none of their times
  const LOST = new Set(["Riga corrected", "Gdańsk: a source added", "Rzeszów published"]);
  const READS_LOST = new Set(["Tallinn published", "Gdańsk: a prosecutor's attribution added"]);

  beforeAll(async () => {
    site = await upgradedSite((client) => client.query("delete from live_events"));
  });

  afterAll(async () => {
    await site?.close();
  });

  it("are downloaded again byte for byte when every change they hold kept its time, refused when not", async () => {
    for (const version of versions) {
      if (!LOST.has(version.change) && !READS_LOST.has(version.change)) {
        await expectPublishedFiles(site, version);
        continue;
      }
      const answer = await site.get(`${PATHS.csv}?asOf=${version.dataVersion}`);
      expect(answer.status, version.change).toBe(400);
      const { errors } = JSON.parse(answer.body.toString()) as { errors: { asOf: string } };
      // a change whose own time is lost names a version the site cannot find, or finds too close to tell
      expect(errors.asOf, version.change).toMatch(
        READS_LOST.has(version.change) ? /^This data version was published before 2026-11-25/ : /2026-11-25/,
      );
    }
  });
});

/**
 * The same site upgraded once the outbox let its announcements go, but with the day's snapshot taken while
 * Rzeszów was public: the snapshot names the data version of Rzeszów's publication, which dates it.
 */
describe("versions published before an upgrade, when a daily snapshot named a change whose time is lost", () => {
  let site: UpgradedSite;
  const named = versions.find((v) => v.change === "Rzeszów published")!;

  beforeAll(async () => {
    site = await upgradedSite(async (client) => {
      await client.query("delete from live_events");
      // as that code kept it: the file's size and SHA-256, and its bytes, which only /api/snapshots reads
      await client.query(
        `insert into data_snapshots (day, format, data_version, byte_size, sha256, gzip)
         values ('2026-11-25', 'csv', $1, $2, $3, '\\x')`,
        [named.dataVersion, named.files.csv.bytes, named.files.csv.sha256],
      );
    });
  });

  afterAll(async () => {
    await site?.close();
  });

  it("answers the deleted incident's publication with the bytes published then", async () => {
    await expectPublishedFiles(site, named);
    const answer = await site.app.graphql(EVENTS, { asOf: named.dataVersion });
    expect(answer.data!.events).toEqual(named.graphqlEvents);
    // the deletion that followed is answered as before
    await expectPublishedFiles(
      site,
      versions.find((v) => v.change === "Rzeszów deleted")!,
    );
  });

  it("still refuses the versions whose change no recorded name dates", async () => {
    for (const change of ["Riga corrected", "Tallinn published"]) {
      const version = versions.find((v) => v.change === change)!;
      const answer = await site.get(`${PATHS.csv}?asOf=${version.dataVersion}`);
      expect(answer.status, change).toBe(400);
    }
  });
});
