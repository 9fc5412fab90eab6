import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { buildMapJson } from "./map-points.js";

describe("the map data at scale", () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp();
    const connection = app.orm.em.fork().getConnection();
    await connection.execute(`
      insert into events (type, title, title_source, source_url, source_url_key, date, latitude, longitude, status,
                          created_at, updated_at)
      select case when random() < 0.7 then 'russian' else 'chinese' end, 'Event ' || g, 'page',
             'https://example.org/' || g, 'https://example.org/' || g, date '2022-01-01' + (random() * 1000)::int,
             35 + random() * 35, -10 + random() * 40, 'approved', now(), now()
        from generate_series(1, 100000) g`);
  });

  afterAll(async () => {
    await app?.close();
  });

  it("stays under 2 MB gzipped for 100,000 events, with every point in it", async () => {
    const json = await buildMapJson(app.orm.em.fork());
    const points = JSON.parse(json) as { ids: string[]; types: string; coordinates: number[] };
    expect(points.ids).toHaveLength(100_000);
    expect(points.types).toMatch(/^[rc]{100000}$/);
    expect(points.coordinates).toHaveLength(200_000);
    expect(points.coordinates.every((c) => Math.abs(c * 1e5 - Math.round(c * 1e5)) < 1e-6)).toBe(true);
    expect(gzipSync(json).length).toBeLessThan(2 * 1024 * 1024);
  });

  it("answers one mapPoints of 100,000 incidents, and ends five aliases of it, within the cost, past 5 MB", async () => {
    const points = (alias: string) => `${alias}: mapPoints { ids types kinds countries days coordinates }`;
    const one = await app.graphql<{ a: { ids: string[] } }>(`{ ${points("a")} }`);
    expect(one.errors).toBeUndefined();
    expect(one.data!.a.ids).toHaveLength(100_000);
    const five = await app.graphql(`{ ${["a", "b", "c", "d", "e"].map(points).join(" ")} }`);
    expect(five.status).toBe(400);
    expect(five.data).toBeUndefined();
    expect(five.errors).toEqual([
      expect.objectContaining({
        extensions: { code: "RESPONSE_TOO_LARGE", maxBytes: 5 * 1024 * 1024, messageKey: "responseTooLarge" },
      }),
    ]);
  });
});
