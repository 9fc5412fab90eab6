import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INCIDENT_COLUMNS, LATEST_EXPORT_REVISION } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { clientAddress } from "../../../../test/accounts.js";
import { insertEvents } from "../../../../test/events.js";
import { parseCsv } from "../../../../test/csv.js";
import type { VersionRecord } from "../../releases/releases.service.js";

describe("the CSV export and the codebook", () => {
  let app: TestApp;
  const get = (path: string) =>
    fetch(`${app.url}${path}`, { headers: { "x-forwarded-for": clientAddress() } });

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1" });
    await insertEvents(app, [
      { title: "Cable cut off Gotland", kind: "sabotage", latitude: 57.6, longitude: 18.3 },
    ]);
  });

  afterAll(async () => {
    await app?.close();
  });

  it("has exactly the columns the codebook documents for the current export revision, deprecated ones left out", async () => {
    const response = await get("/api/events/export.csv");
    expect(response.status).toBe(200);
    const version = response.headers.get("data-version")!;
    const [header] = parseCsv(await response.text());
    const record = (await (await get(`/api/versions/${version}`)).json()) as VersionRecord;
    expect(record.exportRevision).toBe(LATEST_EXPORT_REVISION);
    const revision = record.exportRevision;

    // what the codebook lists, less the columns added after the revision or dropped before it
    const added = INCIDENT_COLUMNS.filter((column) => (column.since ?? 1) <= revision);
    const deprecated = added.filter((column) => column.until !== undefined && column.until < revision);
    const documented = added.filter((column) => !deprecated.includes(column)).map((column) => column.csv);
    expect(header).toEqual(documented);

    // a column no longer written is in the codebook still, marked deprecated, and not in the file
    expect(deprecated.map((column) => column.csv)).toContain("url");
    for (const column of deprecated) {
      expect(column.meaning, column.csv).toMatch(/\bDeprecated since \d{4}-\d\d-\d\d\b/);
      expect(header, column.csv).not.toContain(column.csv);
    }
  });
});
