import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcePublicDataChange, startTestApp, type TestApp } from "../../../../test/app.js";
import { MAX_OPEN_EXPORTS } from "./event-export.js";

/** Starts a download, reads its first chunk and hangs up. */
function abandonDownload(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, (res) => {
      res.on("error", () => undefined); // the hang-up itself
      res.once("data", (chunk: Buffer) => {
        req.destroy();
        resolve(chunk.length);
      });
    });
    req.on("error", reject); // after resolve(), the hang-up's own error changes nothing
    req.end();
  });
}

describe("downloads a client abandons", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ RATE_LIMIT_FACTOR: "100" });
    // large enough that an export is still streaming when its client hangs up
    await app.orm.em.fork().getConnection().execute(`
      insert into events (type, title, title_source, source_url, source_url_key, date, latitude, longitude,
                          status, created_at, updated_at)
      select 'russian', 'Incident ' || g || repeat(' with a long title', 5), 'page', 'https://example.org/' || g,
             'https://example.org/' || g, date '2024-01-01' + g % 300, 52, 21, 'approved', now(), now()
        from generate_series(1, 60000) g`);
    await announcePublicDataChange(app);
  });

  afterAll(async () => {
    await app?.close();
  });

  it("give their database connection back, so exports and queries go on working", async () => {
    for (let i = 0; i < MAX_OPEN_EXPORTS * 3 + 2; i++) {
      const format = ["csv", "geojson", "xlsx"][i % 3]!;
      // a filtered download streams from the database (the whole set is sent from a kept copy), and a
      // workbook is made as it is read
      expect(await abandonDownload(`${app.url}/api/events/export.${format}?types=russian`)).toBeGreaterThan(
        0,
      );
    }
    expect(await abandonDownload(`${app.url}/api/events/export.xlsx`)).toBeGreaterThan(0);
    const response = await fetch(`${app.url}/api/events/export.csv?from=2024-10-01`);
    expect(response.status).toBe(200);
    const lines = (await response.text()).trim().split("\n");
    // the header, and days 274 to 299 of 2024 (200 incidents a day)
    expect(lines).toHaveLength(1 + 26 * 200);
    const result = await app.graphql<{ events: { totalCount: number } }>(
      "{ events(first: 1) { totalCount } }",
    );
    expect(result.data!.events.totalCount).toBe(60000);
  });
});
