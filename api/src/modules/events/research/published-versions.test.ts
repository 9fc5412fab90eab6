import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcePublicDataChange, startTestApp, type TestApp } from "../../../../test/app.js";
import { insertEvents } from "../../../../test/events.js";
import { rawGet } from "../../../../test/raw-get.js";
import { BOUNDARIES_VERSION, countryAt } from "../../../infra/countries/country-lookup.js";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Formats whose past versions a citation names, by their as-of address. */
const FORMATS = ["/api/events", "/api/events/export.csv", "/api/events/export.geojson"] as const;

describe("a published data version is what the site named, whatever rows are loaded later", () => {
  let app: TestApp;
  let address = 0;
  const get = (path: string) =>
    rawGet(app.url, path, { "x-forwarded-for": `10.97.${++address >> 8}.${address & 255}` });

  /** Approved rows written with SQL, published (so they say) on a day in October. */
  const loadBackdated = async (count: number) => {
    const connection = app.orm.em.fork().getConnection();
    for (let i = 0; i < count; i++) {
      const url = `https://example.org/backdated/${process.pid}/${i}`;
      await connection.execute(
        `insert into events (type, kind, country, country_boundaries, title, source_url, source_url_key, date,
                             latitude, longitude, status, title_source, created_at, updated_at, reviewed_at,
                             published_at)
         values ('russian', 'other', ?, ?, ?, ?, ?, '2025-10-01', 50, 10, 'approved', 'page',
                 '2025-10-02T10:00:00Z', '2025-10-02T10:00:00Z', '2025-10-02T10:00:00Z', '2025-10-02T10:00:00Z')`,
        [countryAt(50, 10), BOUNDARIES_VERSION, `Loaded incident ${i}`, url, url],
      );
    }
    await announcePublicDataChange(app);
  };

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1", PUBLIC_URL: "https://watch.example.eu" });
  });

  afterAll(async () => {
    await app?.close();
  });

  it("keeps every cited version's bytes after rows with past publication times are loaded", async () => {
    await insertEvents(app, [{ title: "Cable cut off Gotland" }, { title: "Drones over Rzeszów" }]);
    const cited = new Map<string, { version: string; sha256: string }>();
    for (const path of FORMATS) {
      const live = await get(path);
      cited.set(path, { version: live.headers["data-version"] as string, sha256: sha256(live.body) });
    }
    const version = cited.get("/api/events")!.version;
    expect(version).toMatch(/-2$/);

    await loadBackdated(3);
    const loaded = await get("/api/events");
    const now = loaded.headers["data-version"] as string;
    expect(now).not.toBe(version);
    expect(now).toMatch(/-5$/);
    expect((JSON.parse(loaded.body.toString()) as unknown[]).length).toBe(5);
    for (const path of FORMATS) {
      const then = await get(`${path}?asOf=${version}`);
      expect(then.status, `${path} ${then.body.toString().slice(0, 200)}`).toBe(200);
      expect(sha256(then.body), path).toBe(cited.get(path)!.sha256);
    }
    // the version that holds them gives them, as the live download did
    const holding = await get(`/api/events?asOf=${now}`);
    expect(holding.status).toBe(200);
    expect(sha256(holding.body)).toBe(sha256(loaded.body));
    expect((await get(`/api/versions/${version}`)).status).toBe(200);
  });

  it("names no release for a month in which nothing was public here", async () => {
    const { releases } = JSON.parse((await get("/api/releases")).body.toString()) as {
      releases: { name: string }[];
    };
    expect(releases.map((release) => release.name)).not.toContain("2025-10");
    expect(releases).toEqual([]);
  });
});
