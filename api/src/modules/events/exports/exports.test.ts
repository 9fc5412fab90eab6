import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, apiMessages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { clientAddress } from "../../../../test/accounts.js";
import { insertEvents } from "../../../../test/events.js";
import { parseCsv } from "../../../../test/csv.js";
import { refusal } from "../../../../test/refusal.js";

const TRICKY_TITLES = [
  "Cable cut, then repaired",
  'Minister: "no comment"',
  "Line one\nline two\r\nline three",
  '=HYPERLINK("https://evil.example","click")',
  "+48 drones",
  "-1 for the defence",
  "@attacker claims it",
  "\tTabbed",
  "\rReturned",
  "<script>alert('x')</script> & friends",
];

/** A time in the downloads of export revision 3: to the second (decision 103). */
const ISO_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/;

describe("exports and the feed", () => {
  let app: TestApp;
  let tricky: string[];
  let others: Record<string, string>;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${app.url}${path}`, { headers: { "x-forwarded-for": clientAddress(), ...headers } });

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1", PUBLIC_URL: "https://watch.example.eu/" });
    tricky = await insertEvents(
      app,
      TRICKY_TITLES.map((title, i) => ({
        title,
        kind: "sabotage" as const,
        type: "russian" as const,
        date: `2024-04-${String(10 + i).padStart(2, "0")}`,
        latitude: 52.23,
        longitude: 21.01,
      })),
    );
    const [chinese, berlin, pending] = await insertEvents(app, [
      { title: "Espionage in Riga", type: "chinese", kind: "espionage", latitude: 56.95, longitude: 24.1 },
      {
        title: "Cyber attack in Berlin",
        kind: "cyber",
        latitude: 52.52,
        longitude: 13.4,
        date: "2023-01-05",
      },
      { title: "Pending report", kind: "sabotage", latitude: 52.23, longitude: 21.01, status: "pending" },
    ]);
    others = { chinese: chinese!, berlin: berlin!, pending: pending! };
  });

  afterAll(async () => {
    await app?.close();
  });

  it("exports the filter as CSV: quoted cells, formulas neutralised, one record per incident", async () => {
    const response = await get("/api/events/export.csv?kinds=sabotage&countries=PL");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
    // the file is named after the filter and the data version
    const version = response.headers.get("data-version")!;
    expect(version).toMatch(/^\d{8}T\d{6}\.\d{3}Z-\d+$/);
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="incidents_kinds-sabotage_countries-PL_${version}.csv"`,
    );
    const [header, ...rows] = parseCsv(await response.text());
    expect(header).toEqual([
      "id",
      "date",
      "title",
      "type",
      "kind",
      "country",
      "latitude",
      "longitude",
      "source_url",
      "published_at",
      "updated_at",
      "attribution_party",
      "attribution_by",
      "attribution_confidence",
      "attribution_date",
      "source_count",
      "attribution_count",
      "place_precision",
      "time_precision",
      "title_language",
      "evidence_status",
      "geolocation_method",
      "capture_sha256",
      "captured_at",
      "archive_url",
      "capture_timestamped",
      "wayback_url",
      "location",
      "admin1",
      "admin1_code",
      "distance_km",
    ]);
    // newest first: the last tricky title has the latest date; the pending report is not there
    expect(rows.map((row) => row[0])).toEqual([...tricky].reverse());
    const byId = new Map(rows.map((row) => [row[0], row]));
    const neutralised = (title: string) => (/^[=+\-@\t\r]/.test(title) ? `'${title}` : title);
    TRICKY_TITLES.forEach((title, i) => {
      const row = byId.get(tricky[i]!)!;
      expect(row[2]).toBe(neutralised(title));
      expect(row.slice(3, 8)).toEqual(["russian", "sabotage", "PL", "52.23", "21.01"]);
      // the strongest attribution: the submitted type, as the press reported it (decision 070)
      expect(row.slice(11, 14)).toEqual(["russia", "media", "suspected"]);
      expect(row.slice(15, 19)).toEqual(["1", "1", "exact", "day"]);
    });
    expect(byId.get(tricky[3]!)![2]).toBe(`'=HYPERLINK("https://evil.example","click")`);
    expect(byId.get(tricky[7]!)![2]).toBe("'\tTabbed");
  });

  it("exports exactly what the list shows for the same filter", async () => {
    for (const query of [
      "types=chinese",
      "kinds=cyber,espionage",
      "from=2024-01-01&q=riga",
      "bbox=10,50,15,53",
      "",
    ]) {
      const listed = (await (await get(`/api/events?${query}`)).json()) as Array<{ _id: string }>;
      const csv = parseCsv(await (await get(`/api/events/export.csv?${query}`)).text()).slice(1);
      const geojson = (await (await get(`/api/events/export.geojson?${query}`)).json()) as {
        features: Array<{ id: string }>;
      };
      const ids = listed.map((event) => event._id);
      expect(ids.length).toBeGreaterThan(0);
      expect(csv.map((row) => row[0])).toEqual(ids);
      expect(geojson.features.map((feature) => feature.id)).toEqual(ids);
      expect(ids).not.toContain(others.pending);
    }
  });

  it("takes the title search as text, whatever characters it has", async () => {
    for (const q of ["'); drop table events; --", "\\'", "100% \\_x_", 'no "comment"']) {
      const query = `q=${encodeURIComponent(q)}`;
      const listed = (await (await get(`/api/events?${query}`)).json()) as Array<{ _id: string }>;
      const csv = parseCsv(await (await get(`/api/events/export.csv?${query}`)).text()).slice(1);
      const geojson = (await (await get(`/api/events/export.geojson?${query}`)).json()) as {
        features: Array<{ id: string }>;
      };
      expect(csv.map((row) => row[0])).toEqual(listed.map((event) => event._id));
      expect(geojson.features.map((feature) => feature.id)).toEqual(listed.map((event) => event._id));
    }
    const quoted = parseCsv(
      await (await get(`/api/events/export.csv?q=${encodeURIComponent('"no comment"')}`)).text(),
    );
    expect(quoted.slice(1).map((row) => row[0])).toEqual([tricky[1]]);
    expect(
      (await app.orm.em.fork().getConnection().execute("select count(*)::int as n from events"))[0],
    ).toEqual({
      n: TRICKY_TITLES.length + 3,
    });
  });

  it("exports GeoJSON features with the incident's fields", async () => {
    const response = await get("/api/events/export.geojson?types=chinese");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/geo+json; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.geojson"$/);
    expect(await response.json()).toEqual({
      type: "FeatureCollection",
      metadata: {
        title: "Incident Watch Europe: hostile incidents against European states",
        licence: {
          name: "Creative Commons Attribution 4.0 International",
          id: "CC-BY-4.0",
          url: "https://creativecommons.org/licenses/by/4.0/",
        },
        attribution: "Incident Watch Europe",
        dataVersion: response.headers.get("data-version"),
        filter: "types=chinese",
        filterDescription: "attributed to chinese",
        source: `https://watch.example.eu/api/events/export.geojson?types=chinese&asOf=${response.headers.get("data-version")}`,
      },
      features: [
        {
          type: "Feature",
          id: others.chinese,
          geometry: { type: "Point", coordinates: [24.1, 56.95] },
          properties: {
            date: "2024-05-01",
            title: "Espionage in Riga",
            type: "chinese",
            kind: "espionage",
            country: "LV",
            sourceUrl: expect.stringMatching(/^https:\/\/example\.org\//) as unknown,
            publishedAt: expect.stringMatching(ISO_TIME) as unknown,
            // no updatedAt: not changed since its publication (export revision 4, decision 105)
            attributionParty: "china",
            attributionBy: "media",
            attributionConfidence: "suspected",
            attributionDate: "2024-05-01",
            sourceCount: 1,
            attributionCount: 1,
            placePrecision: "exact",
            timePrecision: "day",
            // export revision 6 (decision 125): no capture, so none of its properties
            titleLanguage: "en",
            evidenceStatus: "reported",
          },
        },
      ],
    });
    const titles = (await (await get("/api/events/export.geojson?kinds=sabotage")).json()) as {
      features: Array<{ properties: { title: string } }>;
    };
    expect(titles.features.map((f) => f.properties.title).sort()).toEqual([...TRICKY_TITLES].sort());
  });

  it("answers an empty export with just the header (or no features)", async () => {
    const csv = await (await get("/api/events/export.csv?kinds=")).text();
    expect(csv).toBe(
      "id,date,title,type,kind,country,latitude,longitude,source_url,published_at,updated_at," +
        "attribution_party,attribution_by,attribution_confidence,attribution_date,source_count,attribution_count," +
        "place_precision,time_precision,title_language,evidence_status,geolocation_method,capture_sha256," +
        "captured_at,archive_url,capture_timestamped,wayback_url,location,admin1,admin1_code,distance_km\n",
    );
    const geojson = (await (await get("/api/events/export.geojson?countries=FR")).json()) as object;
    expect(geojson).toMatchObject({ type: "FeatureCollection", features: [] });
  });

  it.each([
    ["types=martian", "types", messages.typeInvalid],
    ["kinds=piracy", "kinds", messages.kindInvalid],
    ["countries=Poland", "countries", apiMessages.countryCodeInvalid],
    ["from=2024-02-30", "from", apiMessages.restDateRangeInvalid],
    ["bbox=1,2,3", "bbox", apiMessages.boundingBoxInvalid],
    ["types=russian&types=chinese", "types", apiMessages.filterParameterInvalid],
  ])("refuses the filter %s with 400 and the field's message", async (query, field, message) => {
    for (const path of [
      "/api/events",
      "/api/events/export.csv",
      "/api/events/export.geojson",
      "/api/events/feed.atom",
    ]) {
      const response = await get(`${path}?${query}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual(refusal(message, { [field]: message }));
    }
  });

  it("lets one address start ten exports a minute", async () => {
    const address = clientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await get("/api/events/export.csv?types=chinese", { "x-forwarded-for": address });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const refused = await get("/api/events/export.geojson", { "x-forwarded-for": address });
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      new RegExp(
        `^${apiMessages.exportsTooMany} The limit is 10 a minute; please try again in \\d+ seconds\\.$`,
      ),
    );
    // the list and the feed are research requests, not exports
    expect((await get("/api/events/feed.atom", { "x-forwarded-for": address })).status).toBe(200);
  });

  it("serves an Atom feed of the filter, XML-escaped, linking to each incident's page", async () => {
    const response = await get("/api/events/feed.atom?kinds=sabotage&countries=PL");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom" xml:lang="en">/,
    );
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://watch.example.eu/api/events/feed.atom?kinds=sabotage&amp;countries=PL"/>',
    );
    const entries = xml.split("<entry>").slice(1);
    expect(entries).toHaveLength(TRICKY_TITLES.length);
    for (const id of tricky) {
      expect(xml).toContain(
        `<link rel="alternate" type="text/html" href="https://watch.example.eu/incident/${id}"/>`,
      );
    }
    expect(xml).toContain("<title>&lt;script&gt;alert(&apos;x&apos;)&lt;/script&gt; &amp; friends</title>");
    expect(xml).toContain("<title>Minister: &quot;no comment&quot;</title>");
    expect(xml).not.toContain("<script>");
    // a carriage return is kept as text, other control characters never reach the XML
    // days in ISO 8601, like every other format
    expect(xml).toContain("<summary>2024-04-10 · Russia · Sabotage · Poland</summary>");
    // every element opened is closed, in order (well-formed)
    const stack: string[] = [];
    for (const [, closing, name, selfClosing] of xml.matchAll(/<(\/?)([a-zA-Z][\w:]*)[^>]*?(\/?)>/g)) {
      if (selfClosing) continue;
      if (closing) expect(stack.pop()).toBe(name);
      else stack.push(name!);
    }
    expect(stack).toEqual([]);
  });

  it("keeps control characters a page title might carry out of the feed", async () => {
    const [id] = await insertEvents(app, [
      { title: "Bell\u0007 and form\u000Cfeed", kind: "disinformation", latitude: 48.85, longitude: 2.35 },
    ]);
    const xml = await (await get("/api/events/feed.atom?kinds=disinformation")).text();
    expect(xml).toContain("<title>Bell and formfeed</title>");
    expect(xml).toContain(`https://watch.example.eu/incident/${id}`);
  });
});
