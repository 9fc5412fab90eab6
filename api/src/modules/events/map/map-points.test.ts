import { gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { insertEvents, insertResearchSample } from "../../../../test/events.js";
import { rawGet } from "../../../../test/raw-get.js";
import type { MapPoints } from "../event-connection.type.js";
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

describe("the map's compact points", () => {
  let app: TestApp;
  let ids: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    ids = await insertResearchSample(app);
  });

  afterAll(async () => {
    await app?.close();
  });

  it("gives the map compact points over GraphQL", async () => {
    type Points = {
      ids: string[];
      types: string;
      kinds: string;
      countries: string;
      days: number[];
      coordinates: number[];
    };
    const result = await app.graphql<{ mapPoints: Points }>(
      "{ mapPoints { ids types kinds countries days coordinates } }",
    );
    const { mapPoints } = result.data!;
    const order = ["riga", "tallinn", "berlin", "lisbon", "fiji"];
    expect(mapPoints.ids).toEqual(order.map((key) => ids[key]));
    expect(mapPoints.types).toBe("rrccr");
    expect(mapPoints.kinds).toBe("aaeco");
    expect(mapPoints.countries).toBe("LVEEDEPT--");
    expect(mapPoints.days[0]).toBe(Date.UTC(2024, 2, 1) / 86_400_000);
    expect(mapPoints.days).toHaveLength(5);
    expect(mapPoints.coordinates.slice(0, 4)).toEqual([24.1, 56.95, 24.75, 59.44]);

    const filtered = await app.graphql<{ mapPoints: Points }>(
      `query ($filter: EventFilter) { mapPoints(filter: $filter) { ids kinds countries } }`,
      { filter: { titleContains: "drone" } },
    );
    expect(filtered.data!.mapPoints).toEqual({ ids: [ids.riga], kinds: "a", countries: "LV" });
  });

  it("serves the same points gzipped at /api/events/map, revalidated by ETag", async () => {
    const first = await rawGet(app.url, "/api/events/map", { "accept-encoding": "gzip" });
    expect(first.status).toBe(200);
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(first.headers["cache-control"]).toMatch(/public/);
    const points = JSON.parse(gunzipSync(first.body).toString()) as MapPoints;
    expect(points.types).toBe("rrccr");
    expect(points).toMatchObject({ kinds: "aaeco", countries: "LVEEDEPT--" });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);

    const again = await rawGet(app.url, "/api/events/map", { "if-none-match": etag });
    expect(again.status).toBe(304);
    // compared weakly (RFC 9110): a proxy's W/ tag, or a list holding it, matches too
    for (const header of [`W/${etag}`, `"other", W/${etag}`]) {
      expect((await rawGet(app.url, "/api/events/map", { "if-none-match": header })).status, header).toBe(
        304,
      );
    }
    expect((await rawGet(app.url, "/api/events/map", { "if-none-match": '"other"' })).status).toBe(200);

    await insertEvents(app, [{ type: "chinese", latitude: 48.123456789, longitude: 2.987654321 }]);
    const changed = await rawGet(app.url, "/api/events/map", { "if-none-match": etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const plain = JSON.parse(changed.body.toString()) as MapPoints;
    expect(plain.types).toBe("rrccrc");
    expect(plain.coordinates.slice(-2)).toEqual([2.98765, 48.12346]);
  });
});
