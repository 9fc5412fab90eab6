import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { clientAddress } from "../../../../test/accounts.js";
import { insertEvents } from "../../../../test/events.js";
import { rawGet, type RawResponse } from "../../../../test/raw-get.js";

/** Every research REST surface, each with and without a filter. */
const SURFACES = [
  "/api/events",
  "/api/events?kinds=sabotage",
  "/api/events/export.csv",
  "/api/events/export.csv?kinds=sabotage",
  "/api/events/export.geojson",
  "/api/events/export.geojson?countries=PL",
  "/api/events/feed.atom",
  "/api/events/feed.atom?kinds=sabotage",
  "/api/events/map",
];

const decoded = (response: RawResponse) => {
  const encoding = response.headers["content-encoding"];
  if (encoding === "gzip") return gunzipSync(response.body).toString("utf8");
  if (encoding === "br") return brotliDecompressSync(response.body).toString("utf8");
  expect(encoding).toBeUndefined();
  return response.body.toString("utf8");
};

describe("research transfers: encodings, tags and freshness", () => {
  let app: TestApp;
  const get = (path: string, headers: Record<string, string> = {}) =>
    rawGet(app.url, path, { "x-forwarded-for": clientAddress(), ...headers });

  beforeAll(async () => {
    app = await startTestApp({
      TRUST_PROXY: "1",
      PUBLIC_URL: "https://watch.example.eu/",
      RESEARCH_RECHECK_SECONDS: "1",
    });
    await insertEvents(
      app,
      Array.from({ length: 60 }, (_, i) => ({
        title: `Rzeszów sabotage number ${i} — a long enough title to be worth compressing`,
        kind: i % 2 ? ("sabotage" as const) : ("cyber" as const),
        date: `2024-0${1 + (i % 9)}-1${i % 9}`,
        latitude: 50.04,
        longitude: 22.0,
      })),
    );
  });

  afterAll(async () => {
    await app?.close();
  });

  it("sends gzip and brotli bodies that decode to exactly the uncompressed one, with Vary", async () => {
    for (const path of SURFACES) {
      const plain = await get(path);
      expect(plain.status, path).toBe(200);
      expect(plain.headers["content-encoding"], path).toBeUndefined();
      const text = plain.body.toString("utf8");
      expect(text.length, path).toBeGreaterThan(1024);
      for (const encoding of ["gzip", "br"]) {
        const response = await get(path, { "accept-encoding": encoding });
        expect(response.status, path).toBe(200);
        expect(response.headers["content-encoding"], `${path} ${encoding}`).toBe(encoding);
        expect(response.headers.vary, path).toMatch(/Accept-Encoding/i);
        expect(response.body.length, path).toBeLessThan(plain.body.length / 3);
        expect(decoded(response), `${path} ${encoding}`).toBe(text);
      }
    }
  });

  it("answers 304 to its ETag, weakened or listed, and 200 to another", async () => {
    for (const path of SURFACES) {
      for (const encoding of ["identity", "gzip", "br"]) {
        const first = await get(path, { "accept-encoding": encoding });
        const etag = first.headers.etag as string;
        expect(etag, path).toMatch(/^"[^"]+"$/);
        for (const tag of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
          const again = await get(path, { "accept-encoding": encoding, "if-none-match": tag });
          expect(again.status, `${path} ${encoding} ${tag}`).toBe(304);
          expect(again.body.length).toBe(0);
        }
        expect((await get(path, { "if-none-match": '"other"' })).status, path).toBe(200);
      }
    }
  });

  it("gives each encoding its own tag, and any of them revalidates", async () => {
    const plain = (await get("/api/events")).headers.etag as string;
    const gzip = (await get("/api/events", { "accept-encoding": "gzip" })).headers.etag as string;
    const br = (await get("/api/events", { "accept-encoding": "br" })).headers.etag as string;
    expect(new Set([plain, gzip, br]).size).toBe(3);
    expect((await get("/api/events", { "if-none-match": `W/${br}` })).status).toBe(304);
  });

  it("does not count a revalidated download against the download limit", async () => {
    const address = clientAddress();
    const first = await get("/api/events/export.csv", { "x-forwarded-for": address });
    const etag = first.headers.etag as string;
    for (let i = 0; i < 12; i++) {
      const again = await get("/api/events/export.csv", {
        "x-forwarded-for": address,
        "if-none-match": etag,
      });
      expect(again.status).toBe(304);
    }
    expect((await get("/api/events/export.csv", { "x-forwarded-for": address })).status).toBe(200);
  });

  it("shows rows loaded outside the app once the recheck time has passed, with a new tag and version", async () => {
    const before = await Promise.all(SURFACES.map((path) => get(path)));
    // written behind the app's back and not announced: only the recheck can find it
    const [row] = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>(
        `insert into events (type, kind, country, title, title_source, source_url, source_url_key, date,
                             latitude, longitude, status, created_at, updated_at)
         values ('russian', 'sabotage', 'PL', 'Loaded by hand', 'page', 'https://example.org/by-hand',
                 'https://example.org/by-hand', '2024-12-01', 50.04, 22.0, 'approved', now(), now())
         returning id::text as id`,
      );
    await new Promise((resolve) => setTimeout(resolve, 1200));
    for (const [i, path] of SURFACES.entries()) {
      const after = await get(path, { "if-none-match": before[i]!.headers.etag as string });
      expect(after.status, path).toBe(200);
      expect(after.headers["data-version"], path).not.toBe(before[i]!.headers["data-version"]);
      expect(after.body.toString("utf8"), path).toContain(path.endsWith("/map") ? `"${row!.id}"` : row!.id);
    }
  });
});
