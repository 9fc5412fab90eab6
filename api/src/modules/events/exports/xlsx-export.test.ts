import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { clientAddress } from "../../../../test/accounts.js";
import { insertEvents } from "../../../../test/events.js";
import { parseCsv } from "../../../../test/csv.js";
import { eventsService } from "../events.module.js";
import { copyTextRows } from "./xlsx-export.js";

const TITLES = [
  "Cable cut, then repaired",
  'Minister: "no comment"',
  "Line one\nline two",
  '=HYPERLINK("https://evil.example","click")',
  "-1 for the defence",
  "Rzeszów airport: drones \\ and a backslash",
  "<b>Tags</b> & friends",
];

/** A sheet's rows as text, as a CSV would give them ("" for an empty cell). */
function sheetRows(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(Array.from({ length: sheet.columnCount }, (_, i) => String(values[i] ?? "")));
  });
  return rows;
}

/** What the CSV shows of a sheet's text cell: a formula-like start neutralised with an apostrophe. */
const asCsv = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

describe("XLSX downloads", () => {
  let app: TestApp;
  let ids: string[];
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${app.url}${path}`, { headers: { "x-forwarded-for": clientAddress(), ...headers } });
  const workbook = async (response: Response) => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    return book;
  };

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1", PUBLIC_URL: "https://watch.example.eu/" });
    ids = await insertEvents(
      app,
      TITLES.map((title, i) => ({
        title,
        kind: "sabotage" as const,
        date: `2024-04-${String(10 + i).padStart(2, "0")}`,
        latitude: 50.11,
        longitude: 22.02,
      })),
    );
    await insertEvents(app, [
      { title: "Espionage in Riga", type: "chinese", kind: "espionage", latitude: 56.95, longitude: 24.1 },
      { title: "Pending report", kind: "sabotage", latitude: 52.23, longitude: 21.01, status: "pending" },
    ]);
  });

  afterAll(async () => {
    await app?.close();
  });

  it("holds the CSV's columns and rows for the filter, and a sheet saying what it is", async () => {
    const query = "kinds=sabotage&countries=PL";
    const response = await get(`/api/events/export.xlsx?${query}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    const version = response.headers.get("data-version")!;
    expect(version).toMatch(/^\d{8}T\d{6}\.\d{3}Z-\d+$/);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="incidents_kinds-sabotage_countries-PL_${version}.xlsx"`,
    );
    expect(response.headers.get("link")).toContain('rel="license"');
    // a zip is compressed already: no content coding on top
    expect(response.headers.get("content-encoding")).toBeNull();
    const book = await workbook(response);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(["Incidents", "About"]);
    const rows = sheetRows(book.getWorksheet("Incidents")!);
    const csv = parseCsv(await (await get(`/api/events/export.csv?${query}`)).text());
    expect(rows[0]).toEqual(csv[0]);
    expect(rows.length).toBe(TITLES.length + 1);
    expect(rows.slice(1).map((row) => row.map((cell, i) => (i === 2 ? asCsv(cell) : cell)))).toEqual(
      csv.slice(1),
    );
    // the titles themselves, formulas as plain text, line breaks and backslashes kept
    expect(
      rows
        .slice(1)
        .map((row) => row[2])
        .reverse(),
    ).toEqual(TITLES);
    const incidents = book.getWorksheet("Incidents")!;
    expect(incidents.getCell("C5").type).toBe(ExcelJS.ValueType.String);
    expect(incidents.getCell("G2").value).toBe(50.11);
    expect(rows.map((row) => row[0]).slice(1)).toEqual([...ids].reverse());

    const about = Object.fromEntries(
      sheetRows(book.getWorksheet("About")!).map(([name, value]) => [name!, value!]),
    );
    expect(about).toMatchObject({
      Title: "Incident Watch Europe: hostile incidents against European states",
      Licence: "Creative Commons Attribution 4.0 International (CC-BY-4.0)",
      "Licence URL": "https://creativecommons.org/licenses/by/4.0/",
      "Data version": version,
      Filter: query,
      "Filter description": "kind sabotage; in PL",
      Source: `https://watch.example.eu/api/events/export.xlsx?${query}&asOf=${version}`,
    });
    expect(about["Cite (APA)"]).toContain(`(Version ${version}) [Data set]. CC-BY-4.0.`);
    expect(about["Cite (BibTeX)"]).toContain(`version = {${version}}`);
    expect(about["Dated snapshots"]).toBe("https://watch.example.eu/api/snapshots");
  });

  it("holds the whole set as the CSV does, and only a header for a filter matching nothing", async () => {
    const csv = parseCsv(await (await get("/api/events/export.csv")).text());
    const whole = await get("/api/events/export.xlsx");
    expect(whole.headers.get("content-disposition")).toMatch(/filename="incidents_all_.+\.xlsx"$/);
    const rows = sheetRows((await workbook(whole)).getWorksheet("Incidents")!);
    expect(rows.map((row) => row[0])).toEqual(csv.map((row) => row[0]));
    expect(rows.map((row) => row[0])).not.toContain("Pending report");
    const none = sheetRows(
      (await workbook(await get("/api/events/export.xlsx?kinds="))).getWorksheet("Incidents")!,
    );
    expect(none).toEqual([csv[0]]);
  });

  it("refuses an unknown parameter, a wrong filter and bom with 400, as the CSV does", async () => {
    for (const [query, field] of [
      ["type=russian", "type"],
      ["kinds=piracy", "kinds"],
      ["bom=1", "bom"],
    ] as const) {
      const response = await get(`/api/events/export.xlsx?${query}`);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { message: string; errors: Record<string, string> };
      expect(Object.keys(body.errors)).toEqual([field]);
      if (field === "type")
        expect(body.message).toMatch(/^Unknown parameter "type"\. Did you mean "types"\?/);
      // a workbook has no byte-order mark to ask for
      if (field === "bom") expect(body.message).toMatch(/^Unknown parameter "bom"\. The parameters are/);
    }
  });

  it("answers 304 to its tag without counting a download, and shares the CSV's ten a minute", async () => {
    const address = clientAddress();
    const first = await get("/api/events/export.xlsx?types=chinese", { "x-forwarded-for": address });
    await first.arrayBuffer();
    const etag = first.headers.get("etag")!;
    // strong: the same data version is the same bytes, its entries dated by the version
    expect(etag).toMatch(/^"/);
    expect(first.headers.get("ratelimit-remaining")).toBe("9");
    const again = await get("/api/events/export.xlsx?types=chinese", {
      "x-forwarded-for": address,
      "if-none-match": etag,
    });
    expect(again.status).toBe(304);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const format = i % 2 ? "csv" : "xlsx";
      const response = await get(`/api/events/export.${format}?types=chinese`, {
        "x-forwarded-for": address,
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(9).fill(200), 429]);
  });

  it("refuses a workbook of more incidents than a sheet holds, before sending anything", async () => {
    const events = eventsService(app.orm.em.fork(), app.deps, app.state);
    await expect(events.assertFitsSheet({ kinds: ["sabotage"] }, TITLES.length)).resolves.toBeUndefined();
    await expect(events.assertFitsSheet({ kinds: ["sabotage"] }, TITLES.length - 1)).rejects.toMatchObject({
      extensions: { fields: { format: `${apiMessages.sheetTooLong} This filter matches ${TITLES.length}.` } },
    });
  });

  it("keeps the whole set's workbook per data version: the same bytes until the data changes", async () => {
    const download = async () => {
      const response = await get("/api/events/export.xlsx");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-encoding")).toBeNull();
      return {
        version: response.headers.get("data-version"),
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    };
    const first = await download();
    // a zip dates its entries to two seconds: a workbook made again later would differ
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const second = await download();
    expect(second.version).toBe(first.version);
    expect(second.bytes.equals(first.bytes)).toBe(true);

    await insertEvents(app, [
      { title: "Drone over Gdańsk port", kind: "airspace", latitude: 54.4, longitude: 18.6 },
    ]);
    const third = await download();
    expect(third.version).not.toBe(first.version);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(third.bytes as unknown as ArrayBuffer);
    const titles = sheetRows(book.getWorksheet("Incidents")!).map((row) => row[2]);
    expect(titles).toContain("Drone over Gdańsk port");
  });

  it("reads COPY's text format: tabs split, escapes undone, \\N is empty", () => {
    const line = Buffer.from("1\ta\\tb\\nc\\\\d\t\\N\tRzeszów");
    expect(copyTextRows(line)).toEqual([["1", "a\tb\nc\\d", null, "Rzeszów"]]);
  });
});
