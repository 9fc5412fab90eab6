import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLACE_EXPORT_REVISION } from "@incident-watch/schema";
import { jobContextOf, startTestApp, type TestApp } from "../../../../test/app.js";
import { accountWithRole, bearer, insertEvents } from "../../../../test/events.js";
import type { Account } from "../../../../test/accounts.js";
import { parseCsv } from "../../../../test/csv.js";
import { rawGet } from "../../../../test/raw-get.js";
import { EXPORT_FORMATS, EXPORT_PATHS, sha256 } from "../../../../test/site-before.js";
import { completeRecord } from "../../../../test/version-record.js";
import { backfillPlaces } from "../../places/incident-places.js";

const GDANSK = { latitude: 54.352, longitude: 18.646 };
const VILNIUS = { latitude: 54.687, longitude: 25.28 };
/** The Baltic Sea some 50 km off Poland's coast, in no state's waters. */
const AT_SEA = { latitude: 55.2, longitude: 17.6 };
const RIGA = { latitude: 56.95, longitude: 24.1 };

const APPROVE = `mutation ($id: ID!) { approveEvent(id: $id) { id } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { id } }`;
const PLACE = `query ($id: ID!) { event(id: $id) { place { name } } }`;

const PLACE_COLUMNS = ["location", "admin1", "admin1_code", "distance_km"];
/** Every download of a data version, the JSON list with them. */
const PATHS = { ...EXPORT_PATHS, json: "/api/events" } as const;
const FORMATS = [...EXPORT_FORMATS, "json"] as const;

interface Feature {
  id: string;
  properties: Record<string, unknown>;
}

describe("export revision 7: every incident named by the place its version recorded", () => {
  let app: TestApp;
  let moderator: Account;
  let address = 0;
  const get = (path: string) =>
    rawGet(app.url, path, { "x-forwarded-for": `10.98.${++address >> 8}.${address & 255}` });
  const graphql = async (query: string, variables: Record<string, unknown>) => {
    const answer = await app.graphql(query, variables, bearer(moderator));
    expect(answer.errors).toBeUndefined();
    return answer.data;
  };
  /** Every download of the current data, with its version, which each names alike. */
  const downloads = async () => {
    const files: Record<string, Buffer> = {};
    let version = "";
    for (const format of FORMATS) {
      const response = await get(PATHS[format]);
      expect(response.status, format).toBe(200);
      version ||= response.headers["data-version"] as string;
      expect(response.headers["data-version"], format).toBe(version);
      files[format] = response.body;
    }
    return { version, files };
  };
  const rowsOf = (csv: Buffer) => {
    const [header, ...rows] = parseCsv(csv.toString());
    return (id: string) =>
      Object.fromEntries(header!.map((name, i) => [name, rows.find((r) => r[0] === id)![i]]));
  };
  const placeColumns = (csv: Buffer, id: string) => {
    const row = rowsOf(csv)(id);
    return PLACE_COLUMNS.map((name) => row[name]);
  };
  /** The version's files asked for by asOf are its files as they were served as the current data. */
  const expectSameByAsOf = async (version: string, files: Record<string, Buffer>) => {
    for (const format of FORMATS) {
      const asOf = await get(`${PATHS[format]}?asOf=${version}`);
      expect(asOf.status, format).toBe(200);
      expect(sha256(asOf.body), format).toBe(sha256(files[format]!));
    }
  };

  let gdansk: string;
  let legacy: string;
  let first: { version: string; files: Record<string, Buffer> };

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1", PUBLIC_URL: "https://watch.example.eu" });
    moderator = await accountWithRole(app, "moderator");
    // an incident published before places existed: its version records the point and no place, and the
    // places' backfill has not reached it yet
    legacy = (await insertEvents(app, [{ status: "pending", title: "Drones over Riga", ...RIGA }]))[0]!;
    await app.orm.em.fork().execute(
      `with at as (select date_trunc('milliseconds', now()) as t)
       update events set status = 'approved', reviewed_at = at.t, published_at = at.t, changed_at = at.t
         from at where id = ?`,
      [legacy],
    );
    await app.orm.em.fork().execute(
      `insert into incident_versions (event_id, number, created_at, published_at, action, changes, snapshot)
       select id, 1, published_at, published_at, 'published', '[]', incident_public_state(id) from events where id = ?`,
      [legacy],
    );
    gdansk = (await insertEvents(app, [{ status: "pending", title: "Drone over the port", ...GDANSK }]))[0]!;
    await graphql(APPROVE, { id: gdansk });
    first = await downloads();
  });

  afterAll(() => app?.close());

  it("writes the place in every format from revision 7, the distance to one decimal", async () => {
    const record = await completeRecord(app.url, first.version);
    expect(record.exportRevision).toBe(PLACE_EXPORT_REVISION);

    const [header] = parseCsv(first.files.csv!.toString());
    expect(header!.slice(-PLACE_COLUMNS.length)).toEqual(PLACE_COLUMNS);
    const [location, admin1, code, distance] = placeColumns(first.files.csv!, gdansk);
    expect([location, admin1, code]).toEqual(["Gdańsk", "Pomeranian Voivodeship", "PL-22"]);
    expect(distance).toMatch(/^\d+\.\d$/);
    expect(Number(distance)).toBeLessThan(3);

    const { features } = JSON.parse(first.files.geojson!.toString()) as { features: Feature[] };
    const feature = features.find((f) => f.id === gdansk)!.properties;
    expect(feature).toMatchObject({
      location: "Gdańsk",
      admin1: "Pomeranian Voivodeship",
      admin1Code: "PL-22",
      distanceKm: Number(distance),
    });
    // the GeoJSON number has the same digits as the CSV's cell
    expect(first.files.geojson!.toString()).toContain(`"distanceKm":${distance}`);

    const listed = JSON.parse(first.files.json!.toString()) as Record<string, unknown>[];
    expect(listed.find((e) => e.id === gdansk)).toMatchObject({
      location: "Gdańsk",
      admin1: "Pomeranian Voivodeship",
      admin1Code: "PL-22",
      distanceKm: Number(distance),
    });

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(first.files.xlsx! as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const names = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(names.slice(-PLACE_COLUMNS.length)).toEqual(PLACE_COLUMNS);
    let cells: unknown[] = [];
    sheet.eachRow((row) => {
      const values = (row.values as unknown[]).slice(1);
      if (String(values[0]) === gdansk) cells = values.slice(-PLACE_COLUMNS.length);
    });
    expect(cells).toEqual(["Gdańsk", "Pomeranian Voivodeship", "PL-22", Number(distance)]);
  });

  it("names no place for an incident whose version recorded none, empty or left out, in every format", async () => {
    expect(placeColumns(first.files.csv!, legacy)).toEqual(["", "", "", ""]);
    const { features } = JSON.parse(first.files.geojson!.toString()) as { features: Feature[] };
    const properties = features.find((f) => f.id === legacy)!.properties;
    for (const name of ["location", "admin1", "admin1Code", "distanceKm"]) {
      expect(properties, name).not.toHaveProperty(name);
    }
    const listed = JSON.parse(first.files.json!.toString()) as Record<string, unknown>[];
    expect(listed.find((e) => e.id === legacy)).toMatchObject({
      location: null,
      admin1: null,
      admin1Code: null,
      distanceKm: null,
    });
  });

  it("serves a version's files by asOf with the bytes it had as the current data", async () => {
    await expectSameByAsOf(first.version, first.files);
  });

  it("keeps a version's bytes when the backfill or a new gazetteer names an incident later", async () => {
    expect(await backfillPlaces(jobContextOf(app))).toBeGreaterThan(0);
    // the incident page names its place at once; the downloads of the same data version do not change
    const placed = (await graphql(PLACE, { id: legacy })) as { event: { place: { name: string } | null } };
    expect(placed.event.place?.name).toBe("Riga");
    // a new gazetteer choosing otherwise, behind the versions' back
    await app.orm.em.fork().execute(`update events set place_name = 'Elsewhere' where id = ?`, [gdansk]);
    const again = await downloads();
    expect(again.version).toBe(first.version);
    for (const format of FORMATS) {
      expect(sha256(again.files[format]!), format).toBe(sha256(first.files[format]!));
    }
    await expectSameByAsOf(first.version, first.files);
  });

  it("names the moved place from the correction's version on, and the earlier place in the earlier version", async () => {
    await graphql(UPDATE, { id: gdansk, input: { ...VILNIUS } });
    // a public change to the legacy incident records the place the backfill chose
    await graphql(UPDATE, { id: legacy, input: { placePrecision: "town" } });
    const next = await downloads();
    expect(next.version).not.toBe(first.version);
    const [location, admin1, code] = placeColumns(next.files.csv!, gdansk);
    expect([location, admin1, code]).toEqual(["Vilnius", "Vilnius County", "LT-VL"]);
    expect(placeColumns(next.files.csv!, legacy).slice(0, 3)).toEqual(["Riga", "Riga", "LV-RIX"]);
    await expectSameByAsOf(next.version, next.files);
    await expectSameByAsOf(first.version, first.files);
  });

  it("names in GraphQL, read by asOf, the place the version recorded, and filters its regions by it", async () => {
    const AS_OF = `query ($asOf: String, $regions: [String!]) {
      events(asOf: $asOf, filter: { regionCodes: $regions }) { edges { node { id place { name regionCode } } } }
    }`;
    type Answer = { events: { edges: { node: { id: string; place: { name: string } | null } }[] } };
    const places = async (regions?: string[]) => {
      const answer = await app.graphql<Answer>(AS_OF, { asOf: first.version, regions });
      expect(answer.errors).toBeUndefined();
      return Object.fromEntries(
        answer.data!.events.edges.map(({ node }) => [node.id, node.place?.name ?? null]),
      );
    };
    // moved to Vilnius since, and the legacy incident placed by the backfill: the version says otherwise
    expect(await places()).toEqual({ [gdansk]: "Gdańsk", [legacy]: null });
    expect(await places(["PL-22"])).toEqual({ [gdansk]: "Gdańsk" });
    expect(await places(["LT-VL", "LV-RIX"])).toEqual({});
  });

  it("names the coast's place and its distance for a point at sea", async () => {
    const [id] = await insertEvents(app, [{ status: "pending", ...AT_SEA }]);
    await graphql(APPROVE, { id });
    const { files, version } = await downloads();
    const [location, , , distance] = placeColumns(files.csv!, id!);
    expect(location).not.toBe("");
    expect(Number(distance)).toBeGreaterThan(25);
    await expectSameByAsOf(version, files);
  });
});
