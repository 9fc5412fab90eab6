import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "@incident-watch/schema";
import { startTestApp, type TestApp, announcePublicDataChange } from "../../../../test/app.js";
import { clientAddress } from "../../../../test/accounts.js";
import { insertEvents } from "../../../../test/events.js";
import { sinceMessage } from "./change-tracking.queries.js";
import { refusal } from "../../../../test/refusal.js";
import { onThisMachine } from "../../../../test/slowness.js";

const SITE = "https://watch.example.eu";
const LICENCE_LINK = '<https://creativecommons.org/licenses/by/4.0/>; rel="license"; title="CC-BY-4.0"';
const VERSION = /^\d{8}T\d{6}\.\d{3}Z-\d+$/;
const PUBLISHED = "2026-11-20T10:00:00.000Z";

describe("the research REST paths: orders, headers and parameter names alike on every path", () => {
  let app: TestApp;
  let ids: string[];
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${app.url}${path}`, { headers: { "x-forwarded-for": clientAddress(), ...headers } });

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1", PUBLIC_URL: `${SITE}/`, PUBLIC_CACHE_SECONDS: "0" });
    // 130 cyber incidents in Tallinn on one day, published at one instant as by a bulk load: ids 1 … 130,
    // so that ids as text (9 before 130) and as numbers order them differently
    ids = await insertEvents(
      app,
      Array.from({ length: 130 }, (_, i) => ({
        title: `Tallinn outage ${i}`,
        kind: "cyber" as const,
        date: "2024-06-01",
        latitude: 59.437,
        longitude: 24.7536,
      })),
    );
    await app.orm.em
      .fork()
      .getConnection()
      .execute("update events set published_at = ?, changed_at = ?", [PUBLISHED, PUBLISHED]);
    await announcePublicDataChange(app);
  });

  afterAll(async () => {
    await app?.close();
  });

  const byNumberDescending = () => [...ids].sort((a, b) => Number(b) - Number(a));

  it("follows the Atom feed's next links through incidents published at one instant: each once", async () => {
    const seen: string[] = [];
    let path: string | null = "/api/events/feed.atom?countries=EE&kinds=cyber";
    while (path) {
      const response = await get(path);
      expect(response.status).toBe(200);
      const page = await response.text();
      seen.push(
        ...[...page.matchAll(/<id>https:\/\/watch\.example\.eu\/incident\/(\d+)<\/id>/g)].map((m) => m[1]!),
      );
      const next = /<link rel="next" type="application\/atom\+xml" href="([^"]+)"\/>/.exec(page)?.[1];
      path = next ? next.replaceAll("&amp;", "&").replace(SITE, "") : null;
    }
    expect(seen).toEqual(byNumberDescending());
  });

  it("orders GET /api/events' incidents of one day by id as a number, as GraphQL does", async () => {
    const rest = (await (await get("/api/events")).json()) as { id: string }[];
    expect(rest.map((e) => e.id)).toEqual(byNumberDescending());
    const graphql = await app.graphql<{ events: { edges: { node: { id: string } }[] } }>(
      "{ events(first: 500) { edges { node { id } } } }",
    );
    expect(graphql.data!.events.edges.map((e) => e.node.id)).toEqual(rest.map((e) => e.id));
  });

  it("answers an incident and its version with the data version, licence, url, compression and an ETag", async () => {
    const { dataVersion } = (await app.graphql<{ dataVersion: string }>("{ dataVersion }")).data!;
    const incident = await get(`/api/events/${ids[0]}`, { "accept-encoding": "gzip" });
    expect(incident.status).toBe(200);
    expect(incident.headers.get("data-version")).toBe(dataVersion);
    expect(incident.headers.get("link")).toBe(LICENCE_LINK);
    expect(incident.headers.get("content-encoding")).toBe("gzip");
    const etag = incident.headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+-gzip"$/);
    expect(await incident.json()).toMatchObject({ id: ids[0], url: `${SITE}/incident/${ids[0]}` });
    expect((await get(`/api/events/${ids[0]}`, { "if-none-match": etag })).status).toBe(304);

    const version = await get(`/api/events/${ids[0]}/versions/1`, { "accept-encoding": "br" });
    expect(version.status).toBe(200);
    expect(version.headers.get("data-version")).toBe(dataVersion);
    expect(version.headers.get("link")).toBe(LICENCE_LINK);
    expect(version.headers.get("content-encoding")).toBe("br");
    expect(await version.json()).toMatchObject({
      id: ids[0],
      number: 1,
      url: `${SITE}/incident/${ids[0]}/v/1`,
    });
  });

  it("answers a version's record, the citations, the releases and the withdrawn list with a strong ETag, compressed", async () => {
    const { dataVersion } = (await app.graphql<{ dataVersion: string }>("{ dataVersion }")).data!;
    // a record whose checksums are being computed changes once they are: compared once it is whole (a
    // version dated before this database's export revision 5 leaves the list out then, as its record did)
    const pending = async () =>
      ((await (await get(`/api/versions/${dataVersion}`)).json()) as { checksumsPending?: string[] })
        .checksumsPending ?? [];
    await expect.poll(pending, { timeout: onThisMachine(60_000), interval: 500 }).toEqual([]);
    for (const path of [
      `/api/versions/${dataVersion}`,
      `/api/versions/${dataVersion}/CITATION.cff`,
      "/api/CITATION.cff",
      "/api/releases",
      "/api/events/withdrawn",
    ]) {
      const answer = await get(path, { "accept-encoding": "gzip" });
      expect(answer.status, path).toBe(200);
      const etag = answer.headers.get("etag")!;
      expect(etag, path).toMatch(/^"[^"]+"$/); // strong: byte for byte, per encoding
      expect((await get(path, { "accept-encoding": "gzip", "if-none-match": etag })).status, path).toBe(304);
      const body = await answer.text();
      if (body.length >= 150) expect(answer.headers.get("content-encoding"), path).toBe("gzip");
    }
  });

  it.each([
    ["/api/events/latest", "id"],
    ["/api/events/-5", "id"],
    ["/api/events/1234567890123456789012", "id"],
    ["/api/events/latest/versions/1", "id"],
    ["/api/events/1/versions/first", "number"],
  ])("answers the malformed %s with 400 naming %s", async (path, field) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it("still answers 404 for a well-formed id that names no incident or version", async () => {
    expect((await get("/api/events/999999")).status).toBe(404);
    expect((await get(`/api/events/${ids[0]}/versions/9`)).status).toBe(404);
  });

  it("names the data version and licence on the clusters, the map data and the snapshot listing", async () => {
    const { dataVersion } = (await app.graphql<{ dataVersion: string }>("{ dataVersion }")).data!;
    for (const path of [
      "/api/events/clusters?zoom=5&bbox=20,55,30,60",
      "/api/events/map",
      "/api/snapshots",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("data-version"), path).toMatch(VERSION);
      expect(response.headers.get("data-version"), path).toBe(dataVersion);
      expect(response.headers.get("link"), path).toBe(LICENCE_LINK);
    }
  });

  it.each([
    ["from=2024-02-30", "from", apiMessages.restDateRangeInvalid],
    ["to=2024-13-01", "to", apiMessages.restDateRangeInvalid],
    ["from=2024-03-01&to=2024-01-01", "from", apiMessages.restDateRangeInvalid],
    [`q=${"x".repeat(201)}`, "q", apiMessages.restTitleTooLong],
    ["countries=UK", "countries", '"UK" is not an ISO 3166-1 alpha-2 country code. Did you mean "GB"?'],
    ["updatedSince=", "updatedSince", sinceMessage("updatedSince")],
    ["updatedSince=yesterday", "updatedSince", sinceMessage("updatedSince")],
  ])("refuses %s on every filtered path naming the REST parameter %s", async (query, field, message) => {
    for (const path of [
      "/api/events",
      "/api/events/export.csv",
      "/api/events/export.geojson",
      "/api/events/export.xlsx",
      "/api/events/feed.atom",
      "/api/events/clusters?zoom=5&bbox=20,55,30,60",
    ]) {
      const response = await get(`${path}${path.includes("?") ? "&" : "?"}${query}`);
      expect(response.status, path).toBe(400);
      expect(await response.json(), path).toEqual(refusal(message, { [field]: message }));
    }
  });

  it('refuses an empty since= on the withdrawn list, and updatedSince: "" over GraphQL', async () => {
    const withdrawn = await get("/api/events/withdrawn?since=");
    expect(withdrawn.status).toBe(400);
    expect(await withdrawn.json()).toEqual(refusal(sinceMessage("since"), { since: sinceMessage("since") }));
    const graphql = await app.graphql(`{ events(filter: { updatedSince: "" }) { totalCount } }`);
    expect(graphql.errors?.[0]?.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
      fields: { updatedSince: sinceMessage("updatedSince") },
    });
  });

  it("serves the research guide at /research, the codebook beside it", async () => {
    const response = await get("/research");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain('<h1 id="research-api">Research API</h1>');
    expect(html).toContain('<h2 id="changelog-of-the-data-contract">Changelog of the data contract</h2>');
    expect(html).toContain('<a href="/codebook">Codebook</a>');
  });
});
