import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { fallbackTitle } from "../../infra/url-title/title-fetcher.js";
import { accountWithRole, bearer } from "../../../test/events.js";
import {
  IMPORT_FIELDS_QUERY,
  importWhenDone,
  uploadFile,
  customMapping,
  dryRunFile,
  importReport,
} from "../../../test/imports.js";

const MAPPING = [...customMapping("russian", "sabotage", ["title"]), { field: "titleLanguage", value: "en" }];
const DRY_RUN = `mutation ($id: ID!, $mapping: [ImportFieldInput!]!) {
  dryRunImport(id: $id, preset: custom, mapping: $mapping) { id status } }`;
const START = `mutation ($id: ID!) { startImport(id: $id) { id status } }`;

let unique = 0;
/** A row of the test files: a source nobody submitted yet, far enough from the others not to look alike. */
function row(title = "Cable cut") {
  unique++;
  return `https://news.example/import-${Date.now()}-${unique},2024-03-${String((unique % 27) + 1).padStart(2, "0")},${40 + unique * 0.2},${10 + unique * 0.2},${title}`;
}

describe("bulk import", () => {
  let app: TestApp;
  let staff: Record<string, string>;

  beforeAll(async () => {
    // each test account registers from an address of its own (x-forwarded-for), as a member would
    app = await startTestApp({ TRUST_PROXY: "1" });
    staff = bearer(await accountWithRole(app, "moderator"));
  });
  afterAll(async () => app?.close());

  const dryRun = (body: string | Buffer, format = "csv", mapping: object[] = MAPPING) =>
    dryRunFile(app, staff, body, mapping, format);
  const report = (id: string, phase: "dry_run" | "import") => importReport(app, staff, id, phase);

  it("reads CR, CRLF, LF and mixed line endings alike", async () => {
    const lines = ["url,date,lat,lon,title", row(), row(), row()];
    for (const ending of ["\r", "\r\n", "\n"]) {
      const done = await dryRun(lines.join(ending) + ending);
      expect(done).toMatchObject({ status: "finished", counts: { rows: 3, created: 3, refused: 0 } });
    }
    const mixed = `${lines[0]}\r\n${lines[1]}\r${lines[2]}\n${lines[3]}`;
    expect((await dryRun(mixed)).counts).toMatchObject({ rows: 3, created: 3 });
  });

  it("keeps quoted fields with commas, quotes and line breaks in one row", async () => {
    const url = `https://news.example/quoted-${Date.now()}`;
    const csv = `url,date,lat,lon,title\r\n${url},2024-02-01,52.1,21.0,"Depot fire,\r\nsaid ""officials"""\r\n${row()}\r\n`;
    const done = await dryRun(csv);
    expect(done.counts).toMatchObject({ rows: 2, created: 2 });
    expect((await report(done.id, "dry_run")).map((r) => r.row)).toEqual([2, 3]);
  });

  it("refuses rows with extra or missing columns, and a mapping that names a column the file lacks", async () => {
    const csv = [
      "url,date,lat,lon,title",
      row(),
      `${row()},extra`,
      "https://news.example/short,2024-01-01,50",
      row(),
    ].join("\n");
    const done = await dryRun(csv);
    expect(done.counts).toMatchObject({ rows: 4, created: 2, refused: 2 });
    const refused = (await report(done.id, "dry_run")).filter((r) => r.outcome === "refused");
    expect(refused).toEqual([
      expect.objectContaining({ row: 3, errors: [{ field: "file", message: messages.importRowColumns }] }),
      expect.objectContaining({ row: 4, errors: [{ field: "file", message: messages.importRowColumns }] }),
    ]);
    const uploaded = await uploadFile(app, staff, "url,date,latitude,lon,title\n" + row());
    const answer = await app.graphql(DRY_RUN, { id: uploaded.body.id, mapping: MAPPING }, staff);
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { lat: messages.importColumnMissing },
    });
  });

  it("refuses rows by the submission's rules and says why", async () => {
    const csv = [
      "url,date,lat,lon,title",
      "ftp://x.example/a,2024-01-01,50,10,A",
      "https://x.example/b,2999-01-01,95,10,B",
    ].join("\n");
    const done = await dryRun(csv);
    expect(done).toMatchObject({
      status: "failed",
      failure: messages.importNothingValid,
      counts: { refused: 2 },
    });
    const [first, second] = await report(done.id, "dry_run");
    expect(first!.errors).toEqual([{ field: "sourceUrl", message: messages.sourceUrlInvalid }]);
    expect(second!.errors).toEqual(
      expect.arrayContaining([
        { field: "date", message: messages.dateInFuture },
        { field: "latitude", message: messages.latitudeOutOfRange },
      ]),
    );
  });

  it("merges duplicate rows into the first, and rows that duplicate a stored incident", async () => {
    const line = row();
    const csv = ["url,date,lat,lon,title", line, line, row()].join("\n");
    const done = await dryRun(csv);
    expect(done.counts).toMatchObject({ rows: 3, created: 2, merged: 1 });
    expect((await report(done.id, "dry_run"))[1]).toMatchObject({
      row: 3,
      outcome: "merged",
      duplicateOfRow: 2,
    });
    const imported = await app.graphql(START, { id: done.id }, staff);
    expect(imported.errors).toBeUndefined();
    const finished = await importWhenDone(app, staff, done.id);
    expect(finished.counts).toMatchObject({ created: 2, merged: 1 });
    // the same incident in another file: 1 km away, a day later, another address
    const [, , lat, lon] = line.split(",");
    const near = `https://other.example/${Date.now()},2024-03-0${1},${Number(lat) + 0.009},${lon},Same`;
    const again = await dryRun(
      `url,date,lat,lon,title\n${near.replace("2024-03-01", line.split(",")[1]!)}\n`,
    );
    expect(again.counts).toMatchObject({ merged: 1, created: 0 });
  });

  it("says so for an empty file, a header alone, and a file that is not text or not GeoJSON", async () => {
    const empty = await uploadFile(app, staff, "");
    expect(empty).toMatchObject({ status: 400, body: { message: messages.importEmpty } });
    expect(await dryRun("url,date,lat,lon,title\r\n")).toMatchObject({
      status: "failed",
      failure: messages.importEmpty,
    });
    const latin1 = Buffer.from(
      "url,date,lat,lon,title\nhttps://x.example/\xe9,2024-01-01,1,1,\xe9\n",
      "latin1",
    );
    expect(await uploadFile(app, staff, latin1)).toMatchObject({
      status: 400,
      body: { message: messages.importNotText },
    });
    const list = await uploadFile(app, staff, '[{"type":"Feature"}]', "geojson");
    expect(list).toMatchObject({ status: 400, body: { message: messages.importNotGeoJson } });
    const noFeatures = await dryRun('{"type":"FeatureCollection","features":[]}', "geojson");
    expect(noFeatures).toMatchObject({ status: "failed", failure: messages.importEmpty });
  });

  it("imports GeoJSON points and refuses bad geometry", async () => {
    const feature = (geometry: unknown, n: number) => ({
      type: "Feature",
      geometry,
      properties: { url: `https://geo.example/${Date.now()}-${n}`, date: "2024-05-01", title: `Point ${n}` },
    });
    const collection = {
      type: "FeatureCollection",
      features: [
        feature({ type: "Point", coordinates: [14.2 + (Date.now() % 7), 50.1] }, 1),
        feature(
          {
            type: "LineString",
            coordinates: [
              [1, 2],
              [3, 4],
            ],
          },
          2,
        ),
        feature({ type: "Point", coordinates: ["14", 50] }, 3),
        feature(null, 4),
        feature({ type: "Point", coordinates: [200, 50] }, 5),
      ],
    };
    const mapping = MAPPING.map((m) =>
      m.field === "latitude"
        ? { field: "latitude", column: "latitude" }
        : m.field === "longitude"
          ? { field: "longitude", column: "longitude" }
          : m,
    );
    const done = await dryRun(JSON.stringify(collection, null, 2), "geojson", mapping);
    expect(done.counts).toMatchObject({ rows: 5, created: 1, refused: 4 });
    const rows = await report(done.id, "dry_run");
    expect(rows.slice(1, 4).map((r) => (r.errors as { message: string }[])[0]!.message)).toEqual([
      messages.importGeometryInvalid,
      messages.importGeometryInvalid,
      messages.importGeometryInvalid,
    ]);
    expect(rows[4]!.errors).toEqual([{ field: "longitude", message: messages.longitudeOutOfRange }]);
  });

  it("imports the same file again without changing anything, and shows each incident's import and row", async () => {
    const csv = ["url,date,lat,lon,title", row("First"), row("Second")].join("\r\n");
    const first = await dryRun(csv);
    await app.graphql(START, { id: first.id }, staff);
    expect((await importWhenDone(app, staff, first.id)).counts).toMatchObject({ created: 2 });
    const second = await dryRun(csv);
    expect(second.counts).toMatchObject({ rows: 2, unchanged: 2, created: 0 });
    await app.graphql(START, { id: second.id }, staff);
    const done = await importWhenDone(app, staff, second.id);
    expect(done).toMatchObject({ status: "finished", counts: { unchanged: 2, created: 0 } });
    const [created] = await report(first.id, "import");
    const answer = await app.graphql<{
      pendingEvents: { edges: { node: { id: string; importedFrom: unknown } }[] };
    }>(`{ pendingEvents(first: 100) { edges { node { id importedFrom { importId row } } } } }`, {}, staff);
    const node = answer.data!.pendingEvents.edges.find((e) => e.node.id === created!.eventId)!.node;
    expect(node.importedFrom).toEqual({ importId: first.id, row: 2 });
  });

  it("stores each field as the file has it: quotes, backslashes, braces and NULL in a title, a missing title, a month", async () => {
    const mapping = [
      ...MAPPING,
      { field: "placePrecision", column: "place" },
      { field: "timePrecision", column: "time" },
    ];
    const stamp = Date.now();
    const url = (n: number) => `https://news.example/fields-${stamp}-${n}`;
    const title = `He said "no", C:\\path\\ {a,b} NULL 'quoted' – ž`;
    const csv = [
      "url,date,lat,lon,title,place,time",
      `${url(1)},2024-06-17,52.52,13.4,"${title.replace(/"/g, '""')}",town,month`,
      `${url(2)},2024-06-18,48.2,16.37,,exact,day`,
    ].join("\n");
    // a moderator of its own: the others' uploads use up most of the hourly allowance
    const moderator = bearer(await accountWithRole(app, "moderator"));
    const uploaded = await uploadFile(app, moderator, csv);
    await app.graphql(DRY_RUN, { id: uploaded.body.id, mapping }, moderator);
    expect((await importWhenDone(app, moderator, uploaded.body.id)).dryRun).toMatchObject({ created: 2 });
    await app.graphql(START, { id: uploaded.body.id }, moderator);
    expect((await importWhenDone(app, moderator, uploaded.body.id)).counts).toMatchObject({ created: 2 });
    const stored = await app.orm.em.fork().execute<Record<string, unknown>[]>(
      `select title, title_source, country, date::text as date, time_precision, place_precision, latitude, longitude
         from events where source_url like ? order by source_url`,
      [`https://news.example/fields-${stamp}-%`],
    );
    expect(stored).toEqual([
      {
        title,
        title_source: "page",
        country: "DE",
        date: "2024-06-01",
        time_precision: "month",
        place_precision: "town",
        latitude: 52.52,
        longitude: 13.4,
      },
      {
        title: fallbackTitle(url(2)),
        title_source: "fallback",
        country: "AT",
        date: "2024-06-18",
        time_precision: "day",
        place_precision: "exact",
        latitude: 48.2,
        longitude: 16.37,
      },
    ]);
  });

  it("takes the site's dd/mm/yyyy days and ISO days, and stores each title in the language its column names", async () => {
    const stamp = Date.now();
    const url = (n: number) => `https://news.example/languages-${stamp}-${n}`;
    const csv = [
      "url,date,lat,lon,title,lang",
      `${url(1)},12/11/2024,52.23,21.01,Pożar magazynu,pl`,
      `${url(2)},2024-11-13,52.52,13.4,Brand im Depot,DE`,
      `${url(3)},31/02/2024,48.2,16.37,Fire,en`,
    ].join("\n");
    const mapping = [
      ...customMapping("russian", "sabotage", ["title"]),
      { field: "titleLanguage", column: "lang" },
    ];
    const moderator = bearer(await accountWithRole(app, "moderator"));
    const uploaded = await uploadFile(app, moderator, csv);
    await app.graphql(DRY_RUN, { id: uploaded.body.id, mapping }, moderator);
    expect((await importWhenDone(app, moderator, uploaded.body.id)).dryRun).toMatchObject({
      created: 2,
      refused: 1,
    });
    await app.graphql(START, { id: uploaded.body.id }, moderator);
    expect((await importWhenDone(app, moderator, uploaded.body.id)).counts).toMatchObject({ created: 2 });
    const stored = await app.orm.em
      .fork()
      .execute<Record<string, unknown>[]>(
        `select date::text as date, title_language from events where source_url like ? order by source_url`,
        [`https://news.example/languages-${stamp}-%`],
      );
    expect(stored).toEqual([
      { date: "2024-11-12", title_language: "pl" },
      { date: "2024-11-13", title_language: "de" },
    ]);
  });

  it("asks for the titles' language before a dry run of a file with titles", async () => {
    const moderator = bearer(await accountWithRole(app, "moderator"));
    const uploaded = await uploadFile(app, moderator, `url,date,lat,lon,title\n${row()}\n`);
    const mapping = customMapping("russian", "sabotage", ["title"]);
    const answer = await app.graphql(DRY_RUN, { id: uploaded.body.id, mapping }, moderator);
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { titleLanguage: messages.importTitleLanguageUnmapped },
    });
  });

  it("refuses an import without a dry run of its mapping", async () => {
    const uploaded = await uploadFile(app, staff, `url,date,lat,lon,title\n${row()}\n`);
    const answer = await app.graphql(START, { id: uploaded.body.id }, staff);
    expect(answer.errors?.[0]).toMatchObject({ message: messages.importDryRunFirst });
  });

  it("lets only moderators and admins upload and run imports", async () => {
    const member = bearer(await accountWithRole(app, "user"));
    expect((await uploadFile(app, {}, "a,b\n1,2\n")).status).toBe(401);
    expect((await uploadFile(app, member, "a,b\n1,2\n")).status).toBe(403);
    const admin = bearer(await accountWithRole(app, "admin"));
    expect((await uploadFile(app, admin, "a,b\n1,2\n")).status).toBe(200);
    const uploaded = await uploadFile(app, staff, "a,b\n1,2\n");
    const refused = await app.graphql(DRY_RUN, { id: uploaded.body.id, mapping: MAPPING }, member);
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const read = await app.graphql(
      `query ($id: ID!) { dataImport(id: $id) { ${IMPORT_FIELDS_QUERY} } }`,
      { id: uploaded.body.id },
      member,
    );
    expect(read.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  it("refuses a file over the limit before reading it, and a format it does not know", async () => {
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(`${app.url}/api/imports?format=csv`, {
        method: "PUT",
        headers: { ...staff, "content-type": "text/csv", "content-length": app.config.importMaxBytes + 1 },
      });
      request.on("response", (response) => {
        let body = "";
        response.on("data", (chunk: Buffer) => (body += chunk.toString()));
        response.on("end", () => resolve({ status: response.statusCode!, body }));
      });
      request.on("error", reject);
      request.flushHeaders();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ message: messages.importTooLarge });
    const unknown = await uploadFile(app, staff, "x", "xlsx");
    expect(unknown.status).toBe(400);
  });
});
