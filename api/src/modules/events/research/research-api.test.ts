import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, apiMessages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { EVENT_FIELDS, insertEvents } from "../../../../test/events.js";
import { rawGet } from "../../../../test/raw-get.js";
import type { MapPoints } from "../event-connection.type.js";

type Page = {
  events: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: Array<{ cursor: string; node: { id: string; title: string; date: string; type: string } }>;
  };
};

const EVENTS = `
  query ($filter: EventFilter, $first: Int, $after: String) {
    events(filter: $filter, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${EVENT_FIELDS} } }
    }
  }`;

describe("the public research API", () => {
  let app: TestApp;
  let ids: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp();
    const rows = [
      {
        key: "riga",
        type: "russian",
        kind: "airspace",
        title: "Drone over Riga port",
        date: "2024-03-01",
        latitude: 56.95,
        longitude: 24.1,
      },
      {
        key: "tallinn",
        type: "russian",
        kind: "airspace",
        title: "GPS jamming near Tallinn",
        date: "2024-03-01",
        latitude: 59.44,
        longitude: 24.75,
      },
      {
        key: "berlin",
        type: "chinese",
        kind: "espionage",
        title: "Espionage case in Berlin",
        date: "2024-02-10",
        latitude: 52.52,
        longitude: 13.4,
      },
      {
        key: "lisbon",
        type: "chinese",
        kind: "cyber",
        title: "Cyber attack 100% confirmed",
        date: "2023-12-24",
        latitude: 38.72,
        longitude: -9.14,
      },
      {
        key: "fiji",
        type: "russian",
        title: "Pacific test",
        date: "2023-06-01",
        latitude: -17.7,
        longitude: 178.1,
      },
      {
        key: "pending",
        type: "russian",
        title: "Unreviewed drone report",
        date: "2024-03-02",
        latitude: 50,
        longitude: 10,
        status: "pending",
      },
      {
        key: "rejected",
        type: "chinese",
        title: "Rejected rumour",
        date: "2024-03-03",
        latitude: 50,
        longitude: 10,
        status: "rejected",
      },
    ] as const;
    const inserted = await insertEvents(
      app,
      rows.map(({ key: _key, ...row }) => row),
    );
    ids = Object.fromEntries(rows.map((row, i) => [row.key, inserted[i]!]));
  });

  afterAll(async () => {
    await app?.close();
  });

  const titles = (page: Page) => page.events.edges.map((e) => e.node.title);
  const query = async (variables: Record<string, unknown>) =>
    (await app.graphql<Page>(EVENTS, variables)).data!;

  it("lists only approved events, newest day first, then by id", async () => {
    const page = await query({});
    expect(page.events.totalCount).toBe(5);
    expect(page.events.edges.map((e) => e.node.id)).toEqual([
      ids.tallinn,
      ids.riga,
      ids.berlin,
      ids.lisbon,
      ids.fiji,
    ]);
    expect(page.events.edges[0]!.node).toEqual({
      id: ids.tallinn,
      type: "russian",
      title: "GPS jamming near Tallinn",
      sourceUrl: expect.stringMatching(/^https:\/\/example\.org\//) as unknown,
      date: "2024-03-01",
      latitude: 59.44,
      longitude: 24.75,
    });
  });

  it("pages with opaque cursors until the end", async () => {
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page: Page = await query({ first: 2, after });
      seen.push(...titles(page));
      expect(page.events.totalCount).toBe(5);
      after = page.events.pageInfo.hasNextPage ? page.events.pageInfo.endCursor : null;
      pages++;
    } while (after);
    expect(pages).toBe(3);
    expect(seen).toEqual(titles(await query({})));
  });

  it.each([
    [{ types: ["chinese"] }, ["Espionage case in Berlin", "Cyber attack 100% confirmed"]],
    [{ types: [] }, []],
    [{ dateFrom: "2024-01-01", dateTo: "2024-02-29" }, ["Espionage case in Berlin"]],
    [{ dateFrom: "2024-03-01" }, ["GPS jamming near Tallinn", "Drone over Riga port"]],
    [
      { bbox: { west: 20, south: 55, east: 30, north: 60 } },
      ["GPS jamming near Tallinn", "Drone over Riga port"],
    ],
    [
      { bbox: { west: 170, south: -30, east: -5, north: 40 } },
      ["Cyber attack 100% confirmed", "Pacific test"],
    ],
    [{ titleContains: "DRONE" }, ["Drone over Riga port"]],
    [{ titleContains: "100%" }, ["Cyber attack 100% confirmed"]],
    [{ titleContains: "_" }, []],
    [
      { types: ["russian"], bbox: { west: -180, south: 0, east: 180, north: 90 }, dateTo: "2024-03-01" },
      ["GPS jamming near Tallinn", "Drone over Riga port"],
    ],
  ])("filters by %j", async (filter, expected) => {
    const page = await query({ filter });
    expect(titles(page)).toEqual(expected);
    expect(page.events.totalCount).toBe(expected.length);
  });

  it.each([
    [{ first: 501 }, "first", apiMessages.eventsFirstOutOfRange],
    [{ first: -1 }, "first", apiMessages.eventsFirstOutOfRange],
    [{ after: "not-a-cursor" }, "after", apiMessages.cursorInvalid],
    [{ filter: { dateFrom: "2024-02-30" } }, "dateRange", messages.dateRangeInvalid],
    [{ filter: { dateFrom: "2024-03-01", dateTo: "2024-01-01" } }, "dateRange", messages.dateRangeInvalid],
    [
      { filter: { bbox: { west: 0, south: 10, east: 10, north: 0 } } },
      "bbox",
      apiMessages.boundingBoxInvalid,
    ],
    [
      { filter: { bbox: { west: 0, south: 0, east: 190, north: 10 } } },
      "bbox",
      apiMessages.boundingBoxInvalid,
    ],
    [{ filter: { titleContains: "x".repeat(201) } }, "titleContains", messages.titleContainsTooLong],
  ])("refuses %j with BAD_USER_INPUT", async (variables, field, message) => {
    const result = await app.graphql(EVENTS, variables);
    expect(result.errors?.[0]).toMatchObject({
      message,
      extensions: { code: "BAD_USER_INPUT", fields: { [field]: message } },
    });
  });

  it("allows first up to 500 and returns an empty page for 0", async () => {
    expect((await query({ first: 500 })).events.edges).toHaveLength(5);
    const empty = await query({ first: 0 });
    expect(empty.events).toMatchObject({
      edges: [],
      totalCount: 5,
      pageInfo: { hasNextPage: true, endCursor: null },
    });
  });

  it("answers event(id) for approved events only, null for unknown ids, and BAD_USER_INPUT for no id at all", async () => {
    const one = `query ($id: ID!) { event(id: $id) { id title date latitude } }`;
    expect((await app.graphql(one, { id: ids.berlin })).data).toEqual({
      event: { id: ids.berlin, title: "Espionage case in Berlin", date: "2024-02-10", latitude: 52.52 },
    });
    for (const id of [ids.pending, ids.rejected, "999999"]) {
      expect((await app.graphql(one, { id })).data).toEqual({ event: null });
    }
    const word = await app.graphql(one, { id: "abc" });
    expect(word.status).toBe(400);
    expect(word.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("serves GET /api/events as an array of approved events in the spec's shape", async () => {
    const response = await fetch(`${app.url}/api/events`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Array<Record<string, unknown>>;
    expect(body).toHaveLength(5);
    expect(body[0]).toEqual({
      _id: ids.tallinn,
      id: ids.tallinn,
      type: "russian",
      title: "GPS jamming near Tallinn",
      titleLanguage: "en",
      sourceUrl: expect.any(String) as unknown,
      date: "2024-03-01",
      latitude: 59.44,
      longitude: 24.75,
      kind: "airspace",
      country: "EE",
      placePrecision: "exact",
      timePrecision: "day",
      evidenceStatus: "reported",
      geolocationMethod: null,
      publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
      url: `${app.config.publicUrl.replace(/\/+$/, "")}/incident/${ids.tallinn}`,
      // the attribution ledger: the submitted source and type
      sources: [expect.objectContaining({ url: body[0]!.sourceUrl, outlet: "example.org" }) as unknown],
      attributions: [expect.objectContaining({ party: "russia", confidence: "suspected" }) as unknown],
    });
  });

  it("filters by kind of attack and by country, together with the other conditions", async () => {
    const byKind = await query({ filter: { kinds: ["airspace", "cyber"] } });
    expect(titles(byKind)).toEqual([
      "GPS jamming near Tallinn",
      "Drone over Riga port",
      "Cyber attack 100% confirmed",
    ]);
    const byCountry = await query({ filter: { countries: ["lv", "DE"] } });
    expect(titles(byCountry)).toEqual(["Drone over Riga port", "Espionage case in Berlin"]);
    const both = await query({ filter: { kinds: ["airspace"], countries: ["EE"], types: ["russian"] } });
    expect(titles(both)).toEqual(["GPS jamming near Tallinn"]);
    expect((await query({ filter: { kinds: [] } })).events.totalCount).toBe(0);
    expect((await query({ filter: { countries: ["FR"] } })).events.totalCount).toBe(0);
    const bad = await app.graphql(EVENTS, { filter: { countries: ["Poland"] } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { countries: apiMessages.countryCodeInvalid },
    });
  });

  it("names each event's country and lists the European states", async () => {
    const result = await app.graphql<{
      events: {
        edges: {
          node: { title: string; kind: string; country: string | null; countryName: string | null };
        }[];
      };
      countries: { code: string; name: string }[];
    }>(`{ events { edges { node { title kind country countryName } } } countries { code name } }`);
    const nodes = result.data!.events.edges.map((e) => e.node);
    expect(nodes).toContainEqual({
      title: "Espionage case in Berlin",
      kind: "espionage",
      country: "DE",
      countryName: "Germany",
    });
    // Fiji is in no European state
    expect(nodes).toContainEqual({ title: "Pacific test", kind: "other", country: null, countryName: null });
    const { countries } = result.data!;
    expect(countries).toContainEqual({ code: "UA", name: "Ukraine" });
    expect(countries).toContainEqual({ code: "XK", name: "Kosovo" });
    expect(countries.map((c) => c.code)).not.toContain("MA");
    expect(countries.map((c) => c.name)).toEqual(
      [...countries.map((c) => c.name)].sort((a, b) => a.localeCompare(b, "en")),
    );
  });

  it("counts the filter's incidents per month, kind and country", async () => {
    const STATISTICS = `query ($filter: EventFilter) { incidentStatistics(filter: $filter) {
      total perMonth { month russian chinese } perKind { kind count } perCountry { country countryName count } } }`;
    const all = await app.graphql<{ incidentStatistics: Record<string, unknown> }>(STATISTICS, {});
    const stats = all.data!.incidentStatistics as {
      total: number;
      perMonth: { month: string; russian: number; chinese: number }[];
      perKind: { kind: string; count: number }[];
      perCountry: { country: string; countryName: string; count: number }[];
    };
    expect(stats.total).toBe(5);
    expect(stats.perMonth).toHaveLength(10); // 2023-06 … 2024-03, the empty months included
    expect(stats.perMonth[0]).toEqual({ month: "2023-06", russian: 1, chinese: 0 });
    expect(stats.perMonth[1]).toEqual({ month: "2023-07", russian: 0, chinese: 0 });
    expect(stats.perMonth.at(-1)).toEqual({ month: "2024-03", russian: 2, chinese: 0 });
    expect(stats.perKind).toEqual([
      { kind: "sabotage", count: 0 },
      { kind: "cyber", count: 1 },
      { kind: "airspace", count: 2 },
      { kind: "espionage", count: 1 },
      { kind: "disinformation", count: 0 },
      { kind: "other", count: 1 },
    ]);
    expect(stats.perCountry).toEqual([
      { country: "DE", countryName: "Germany", count: 1 },
      { country: "EE", countryName: "Estonia", count: 1 },
      { country: "LV", countryName: "Latvia", count: 1 },
      { country: "PT", countryName: "Portugal", count: 1 },
    ]);
    const filtered = await app.graphql<{ incidentStatistics: { total: number; perMonth: unknown[] } }>(
      STATISTICS,
      {
        filter: { types: ["chinese"] },
      },
    );
    expect(filtered.data!.incidentStatistics.total).toBe(2);
    expect(filtered.data!.incidentStatistics.perMonth).toHaveLength(3);
    const none = await app.graphql<{ incidentStatistics: { total: number; perKind: unknown[] } }>(
      STATISTICS,
      {
        filter: { kinds: [] },
      },
    );
    expect(none.data!.incidentStatistics).toMatchObject({ total: 0, perMonth: [], perCountry: [] });
    expect(none.data!.incidentStatistics.perKind).toHaveLength(6);
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
