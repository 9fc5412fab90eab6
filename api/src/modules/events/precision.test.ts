import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { clientAddress } from "../../../test/accounts.js";
import { solveAltcha } from "../../../test/captcha.js";
import { parseCsv } from "../../../test/csv.js";
import { accountWithRole, bearer, insertEvents } from "../../../test/events.js";
import { restCall } from "../../../test/rest.js";
import type { Account } from "../../../test/accounts.js";
import { refusal } from "../../../test/refusal.js";

const PRECISE = "id date placePrecision timePrecision";
let sources = 0;

/** Place and time precision (decision 099) on every way in and every surface. */
describe("how precisely an incident's place and day are known", () => {
  let app: TestApp;
  let moderator: Account;
  let exact: string;
  const get = (path: string) =>
    fetch(`${app.url}${path}`, { headers: { "x-forwarded-for": clientAddress() } });
  const staff = <T>(query: string, variables: Record<string, unknown> = {}) =>
    app.graphql<T>(query, variables, bearer(moderator));

  async function submit(fields: Record<string, unknown>) {
    const headers = { "x-forwarded-for": clientAddress() };
    const input = {
      type: "russian",
      kind: "sabotage",
      sourceUrl: `https://news.example.org/precision/${++sources}`,
      date: "2024-05-17",
      latitude: 54.35,
      longitude: 18.65,
      captchaToken: await solveAltcha(app.url, headers),
      ...fields,
    };
    return app.graphql<{ submitEvent: Record<string, string> }>(
      `mutation ($input: SubmitEventInput!) { submitEvent(input: $input) { ${PRECISE} } }`,
      { input },
      headers,
    );
  }

  async function restSubmit(body: Record<string, unknown>) {
    const headers = { "x-forwarded-for": clientAddress() };
    return restCall(app, "POST", "/api/events/submit", {
      body: {
        type: "chinese",
        sourceUrl: `https://news.example.org/precision/${++sources}`,
        date: "2024-05-17",
        latitude: 50.06,
        longitude: 19.94,
        recaptchaToken: await solveAltcha(app.url, headers),
        ...body,
      },
      headers,
    });
  }

  beforeAll(async () => {
    app = await startTestApp(
      { TRUST_PROXY: "1", PUBLIC_URL: "https://watch.example.eu" },
      { titleFetcher: { fetchTitle: async () => ({ ok: true, title: "A news article" }) } },
    );
    moderator = await accountWithRole(app, "moderator");
    exact = (
      await insertEvents(app, [{ title: "Cable cut off Gotland", latitude: 57.6, longitude: 18.3 }])
    )[0]!;
  });

  afterAll(async () => {
    await app?.close();
  });

  it("takes both on a GraphQL submission, keeping a month as its first day; exact and day when not given", async () => {
    const month = await submit({ placePrecision: "town", timePrecision: "month" });
    expect(month.errors).toBeUndefined();
    expect(month.data!.submitEvent).toMatchObject({
      date: "2024-05-01",
      placePrecision: "town",
      timePrecision: "month",
    });
    const plain = await submit({});
    expect(plain.data!.submitEvent).toMatchObject({
      date: "2024-05-17",
      placePrecision: "exact",
      timePrecision: "day",
    });
    const wrong = await submit({ placePrecision: "street" });
    expect(wrong.errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
    expect(wrong.errors![0]!.message).toContain("PlacePrecision");
  });

  it("takes both on the REST submission, and refuses unknown ones with the field's message", async () => {
    const year = await restSubmit({ placePrecision: "region", timePrecision: "year" });
    expect(year.status).toBe(201);
    expect(year.json).toMatchObject({ date: "2024-01-01", placePrecision: "region", timePrecision: "year" });
    const plain = await restSubmit({});
    expect(plain.json).toMatchObject({ placePrecision: "exact", timePrecision: "day" });
    const wrong = await restSubmit({ placePrecision: "street", timePrecision: "week" });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({
      ...refusal(messages.placePrecisionInvalid, {
        placePrecision: messages.placePrecisionInvalid,
        timePrecision: messages.timePrecisionInvalid,
      }),
    });
  });

  it("lets a moderator change both, as a public correction kept in the history", async () => {
    const [id] = await insertEvents(app, [{ title: "Drones over Rzeszów", date: "2024-08-19" }]);
    const corrected = await staff<{ updateEvent: Record<string, string> }>(
      `mutation ($id: ID!) { updateEvent(id: $id, input: { placePrecision: region, timePrecision: year }) { ${PRECISE} } }`,
      { id },
    );
    expect(corrected.data!.updateEvent).toEqual({
      id,
      date: "2024-01-01",
      placePrecision: "region",
      timePrecision: "year",
    });
    const history = await app.graphql<{
      event: { versions: { action: string; changes: { field: string; from: string; to: string }[] }[] };
    }>(`query ($id: ID!) { event(id: $id) { versions { action changes { field from to } } } }`, { id });
    expect(history.data!.event.versions.at(-1)).toEqual({
      action: "corrected",
      changes: [
        { field: "timePrecision", from: "day", to: "year" },
        { field: "date", from: "2024-08-19", to: "2024-01-01" },
        { field: "placePrecision", from: "exact", to: "region" },
      ],
    });
    const version = await app.graphql<{ incidentVersion: { incident: Record<string, string> } }>(
      `query ($id: ID!) { incidentVersion(id: $id, number: 2) { incident { placePrecision timePrecision } } }`,
      { id },
    );
    expect(version.data!.incidentVersion.incident).toEqual({
      placePrecision: "region",
      timePrecision: "year",
    });
    const refused = await staff(
      `mutation ($id: ID!, $input: UpdateEventInput!) { updateEvent(id: $id, input: $input) { id } }`,
      { id, input: { timePrecision: "week" } },
    );
    expect(refused.errors![0]!.extensions!.code).toBe("BAD_USER_INPUT");
  });

  it("filters by them in GraphQL and REST, and names a wrong value", async () => {
    const [town] = await insertEvents(app, [{ title: "Arson in Gdańsk" }]);
    await staff(`mutation ($id: ID!) { updateEvent(id: $id, input: { placePrecision: town }) { id } }`, {
      id: town,
    });
    const graphql = await app.graphql<{ events: { edges: { node: { id: string } }[] } }>(
      `{ events(filter: { placePrecisions: [town], timePrecisions: [day] }) { edges { node { id } } } }`,
    );
    expect(graphql.data!.events.edges.map((e) => e.node.id)).toEqual([town]);
    const rest = (await (await get("/api/events?placePrecisions=town&timePrecisions=day")).json()) as {
      id: string;
    }[];
    expect(rest.map((e) => e.id)).toEqual([town]);
    const csv = parseCsv(await (await get("/api/events/export.csv?placePrecisions=exact")).text());
    const placeColumn = csv[0]!.indexOf("place_precision");
    expect(csv.slice(1).map((row) => row[placeColumn])).toEqual(csv.slice(1).map(() => "exact"));
    expect(csv.slice(1).map((row) => row[0])).toContain(exact);
    const wrong = await get("/api/events/export.geojson?timePrecisions=week");
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      message: messages.timePrecisionInvalid,
      messageKey: "timePrecisionInvalid",
      errors: { timePrecisions: messages.timePrecisionInvalid },
      errorKeys: { timePrecisions: "timePrecisionInvalid" },
    });
  });

  it("shows them in the list, an incident's own path, the CSV, the GeoJSON, the workbook and the map data", async () => {
    const [id = ""] = await insertEvents(app, [
      { title: "Espionage in Riga", latitude: 56.95, longitude: 24.1 },
    ]);
    await staff(
      `mutation ($id: ID!) { updateEvent(id: $id, input: { placePrecision: country, timePrecision: month }) { id } }`,
      { id },
    );
    const list = (await (await get("/api/events")).json()) as Record<string, unknown>[];
    expect(list.find((e) => e.id === id)).toMatchObject({
      placePrecision: "country",
      timePrecision: "month",
    });
    expect(await (await get(`/api/events/${id}`)).json()).toMatchObject({
      placePrecision: "country",
      timePrecision: "month",
      date: "2024-05-01",
    });
    const [header, ...rows] = parseCsv(await (await get("/api/events/export.csv")).text());
    const row = Object.fromEntries(header!.map((name, i) => [name, rows.find((r) => r[0] === id)![i]]));
    expect(row).toMatchObject({ place_precision: "country", time_precision: "month", date: "2024-05-01" });
    const geojson = (await (await get("/api/events/export.geojson")).json()) as {
      features: { id: string; properties: Record<string, unknown> }[];
    };
    expect(geojson.features.find((f) => f.id === id)!.properties).toMatchObject({
      placePrecision: "country",
      timePrecision: "month",
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await (await get("/api/events/export.xlsx")).arrayBuffer());
    const sheet = book.getWorksheet("Incidents")!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(header);
    const map = await app.graphql<{ mapPoints: { ids: string[]; places: string } }>(
      "{ mapPoints { ids places } }",
    );
    const { ids, places } = map.data!.mapPoints;
    expect(places).toHaveLength(ids.length);
    expect(places[ids.indexOf(id)]).toBe("c");
    expect(places[ids.indexOf(exact)]).toBe("e");
  });

  it("answers them for an incident, and says them in the Atom feed", async () => {
    const feed = await app.graphql<{ event: { placePrecision: string; timePrecision: string } }>(
      `query ($id: ID!) { event(id: $id) { placePrecision timePrecision } }`,
      { id: exact },
    );
    expect(feed.data!.event).toEqual({ placePrecision: "exact", timePrecision: "day" });
    const atom = await (await get("/api/events/feed.atom?placePrecisions=country")).text();
    expect(atom).toContain("place known to the country");
    expect(atom).toContain("<summary>2024-05 · Russia · Other");
  });
});
