import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { insertEvents } from "../../../../test/events.js";
import { restCall } from "../../../../test/rest.js";
import { openVisitorSocket, outcome } from "../../../../test/visitor-live.js";
import { refusal } from "../../../../test/refusal.js";

// Every REST research path that takes the filter
const FILTERED_PATHS = [
  "/api/events",
  "/api/events/export.csv",
  "/api/events/export.geojson",
  "/api/events/export.xlsx",
  "/api/events/feed.atom",
];
const FILTER =
  "types, kinds, countries, regions, from, to, q, bbox, confidences, attributedBy, parties, placePrecisions, " +
  "timePrecisions, evidenceStatuses, updatedSince, view";
const ACCEPTED = `The parameters are: ${FILTER}.`;
// the paths with a parameter of their own: a past data version, the CSV's byte-order mark, the feed's
// paging cursor
const ACCEPTED_ON: Record<string, string> = {
  "/api/events": `The parameters are: ${FILTER}, asOf, translations.`,
  "/api/events/export.csv": `The parameters are: ${FILTER}, asOf, translations, bom.`,
  "/api/events/export.geojson": `The parameters are: ${FILTER}, asOf, translations.`,
  "/api/events/export.xlsx": `The parameters are: ${FILTER}, asOf, translations.`,
  "/api/events/feed.atom": `The parameters are: ${FILTER}, after, lang.`,
};

type ErrorBody = { message: string; errors: Record<string, string> };

/** A download's text: a workbook's cells, row by row; any other body as it is. */
async function bodyText(path: string, response: Response): Promise<string> {
  if (!path.endsWith(".xlsx")) return response.text();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(await response.arrayBuffer());
  const rows: string[] = [];
  for (const sheet of book.worksheets) sheet.eachRow((row) => rows.push(JSON.stringify(row.values)));
  return rows.join("\n");
}

const EVENTS = `query ($filter: EventFilter) { events(filter: $filter) { totalCount } }`;

describe("the research parameters", () => {
  let app: TestApp;
  const get = (path: string) =>
    restCall<ErrorBody>(app, "GET", path, { headers: { "x-forwarded-for": nextAddress() } });
  let address = 0;
  // each call its own address, so the export limit (10 a minute) is never what answers
  const nextAddress = () => `10.20.${Math.floor(++address / 250)}.${address % 250}`;

  beforeAll(async () => {
    app = await startTestApp();
    await insertEvents(app, [
      { title: "Warsaw rail sabotage", latitude: 52.23, longitude: 21.01, kind: "sabotage" },
      { title: "London cable cut", latitude: 51.5, longitude: -0.12, kind: "sabotage" },
      { title: "Athens phishing", latitude: 37.98, longitude: 23.73, kind: "cyber", type: "chinese" },
    ]);
  });

  afterAll(async () => {
    await app?.close();
  });

  it.each([
    ["type=russian", "type", "types"],
    ["country=PL", "country", "countries"],
    ["start_date=2024-01-01", "start_date", "from"],
    ["end_date=2024-01-01", "end_date", "to"],
    ["dateFrom=2024-01-01", "dateFrom", "from"],
    ["search=cable", "search", "q"],
    ["contries=PL", "contries", "countries"],
    ["Kinds=cyber", "Kinds", "kinds"],
  ])(
    "refuses %s on every filtered path, naming it, with a hint and the accepted ones",
    async (query, name, hint) => {
      for (const path of FILTERED_PATHS) {
        const { status, json } = await get(`${path}?${query}`);
        expect(status, path).toBe(400);
        const message = `Unknown parameter "${name}". Did you mean "${hint}"? ${ACCEPTED_ON[path] ?? ACCEPTED}`;
        expect(json, path).toEqual(refusal(message, { [name]: message }));
      }
    },
  );

  it("names every unknown parameter, without a hint when none is close", async () => {
    const { status, json } = await get("/api/events/export.csv?types=russian&format=xlsx&type=russian");
    expect(status).toBe(400);
    const accepted = ACCEPTED_ON["/api/events/export.csv"];
    expect(json.errors).toEqual({
      format: `Unknown parameter "format". ${accepted}`,
      type: `Unknown parameter "type". Did you mean "types"? ${accepted}`,
    });
  });

  it("refuses any parameter on the map data but the map page's mode", async () => {
    const { status, json } = await get("/api/events/map?types=russian");
    expect(status).toBe(400);
    expect(json.errors).toEqual({ types: 'Unknown parameter "types". The parameters are: mode.' });
    expect((await get("/api/events/map")).status).toBe(200);
  });

  it("takes a map page's address as it is: its view is accepted and changes nothing", async () => {
    for (const path of FILTERED_PATHS) {
      const response = await fetch(`${app.url}${path}?kinds=sabotage&view=52.1,19.4,6`, {
        headers: { "x-forwarded-for": nextAddress() },
      });
      expect(response.status, path).toBe(200);
      expect(await bodyText(path, response), path).toContain("Warsaw rail sabotage");
    }
    const listed = await restCall<Array<{ title: string }>>(app, "GET", "/api/events?view=1,2,3");
    expect(listed.json.map((e) => e.title).sort()).toEqual([
      "Athens phishing",
      "London cable cut",
      "Warsaw rail sabotage",
    ]);
  });

  it.each([
    ["UK", '"UK" is not an ISO 3166-1 alpha-2 country code. Did you mean "GB"?'],
    ["el", '"el" is not an ISO 3166-1 alpha-2 country code. Did you mean "GR"?'],
    [
      "XX",
      '"XX" is not an ISO 3166-1 alpha-2 country code. The codes of the European states are listed by the countries query.',
    ],
  ])("refuses the country code %s on every surface, with the code meant", async (code, message) => {
    for (const path of FILTERED_PATHS) {
      const { status, json } = await get(`${path}?countries=PL,${code}`);
      expect(status, path).toBe(400);
      expect(json, path).toEqual(refusal(message, { countries: message }));
    }
    for (const field of ["events(filter: $filter) { totalCount }", "mapPoints(filter: $filter) { ids }"]) {
      const result = await app.graphql(`query ($filter: EventFilter) { ${field} }`, {
        filter: { countries: [code] },
      });
      expect(result.data, field).toBeNull();
      expect(result.errors?.[0], field).toMatchObject({
        message,
        extensions: { code: "BAD_USER_INPUT", fields: { countries: message } },
      });
    }
  });

  it("keeps the message for a value that is not a two-letter code", async () => {
    const result = await app.graphql(EVENTS, { filter: { countries: ["Poland"] } });
    expect(result.errors?.[0]?.extensions).toMatchObject({
      fields: { countries: apiMessages.countryCodeInvalid },
    });
  });

  it("matches assigned codes in any case, including GB and GR, and codes of states outside Europe match nothing", async () => {
    const total = async (countries: string[]) =>
      (await app.graphql<{ events: { totalCount: number } }>(EVENTS, { filter: { countries } })).data!.events
        .totalCount;
    expect(await total(["gb", "GR"])).toBe(2);
    expect(await total(["US", "XK"])).toBe(0);
    const csv = await (await fetch(`${app.url}/api/events/export.csv?countries=gb`)).text();
    expect(csv).toContain("London cable cut");
    expect(csv).not.toContain("Warsaw");
  });

  it("hints at the filter field meant when GraphQL is given one it does not have", async () => {
    const inline = await app.graphql(`{ events(filter: { start_date: "2024-01-01" }) { totalCount } }`);
    expect(inline.errors?.[0]?.message).toBe(
      'Field "start_date" is not defined by type "EventFilter". Did you mean "dateFrom"?',
    );
    const variable = await app.graphql(EVENTS, { filter: { country: ["PL"] } });
    expect(variable.errors?.[0]?.message).toMatch(
      /Field "country" is not defined by type "EventFilter"\. Did you mean "countries"\?/,
    );
  });

  it("gives a filter typo over graphql-ws the hint and code it has over HTTP", async () => {
    const { client } = await openVisitorSocket(app.url);
    try {
      const inline = `subscription { incidentChanged(filter: { start_date: "2024-01-01" }) { id } }`;
      const http = await app.graphql(inline);
      expect(await outcome(client, inline, undefined, "message")).toEqual([http.errors![0]!.message]);
      expect(await outcome(client, inline)).toEqual([http.errors![0]!.extensions!.code]);
      expect(http.errors![0]!.message).toContain('Did you mean "dateFrom"?');

      const withVariable = `subscription ($filter: EventFilter) { incidentChanged(filter: $filter) { id } }`;
      const variables = { filter: { country: ["PL"] } };
      const httpVariable = await app.graphql(withVariable, variables);
      expect(await outcome(client, withVariable, variables, "message")).toEqual([
        httpVariable.errors![0]!.message,
      ]);
      expect(await outcome(client, withVariable, variables)).toEqual([
        httpVariable.errors![0]!.extensions!.code,
      ]);
      expect(httpVariable.errors![0]!.message).toContain('Did you mean "countries"?');
    } finally {
      await client.dispose();
    }
  });
});
