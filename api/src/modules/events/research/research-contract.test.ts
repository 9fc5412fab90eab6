import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "@incident-watch/schema";
import { announcePublicDataChange, startTestApp, type TestApp } from "../../../../test/app.js";
import { accountWithRole, bearer, dailyIncidents, insertEvents } from "../../../../test/events.js";
import { clientAddress } from "../../../../test/accounts.js";
import { MAX_OPEN_EXPORTS } from "../exports/event-export.js";
import { refusal } from "../../../../test/refusal.js";
import { until } from "../../../../test/polling.js";
import { onThisMachine } from "../../../../test/slowness.js";

const SITE = "https://watch.example.eu";
const LICENCE_LINK = '<https://creativecommons.org/licenses/by/4.0/>; rel="license"; title="CC-BY-4.0"';
const BULK = 40_000;
const VERSION = /^\d{8}T\d{6}\.\d{3}Z-\d+$/;

describe("the research data contract: limits, versions, licence and one vocabulary", () => {
  let app: TestApp;
  let ids: string[];
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${app.url}${path}`, { headers: { "x-forwarded-for": clientAddress(), ...headers } });
  const dataVersion = async () =>
    (await app.graphql<{ dataVersion: string }>("{ dataVersion }")).data!.dataVersion;

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1", PUBLIC_URL: `${SITE}/`, PUBLIC_CACHE_SECONDS: "0" });
    // 120 sabotage incidents in Rzeszów on distinct days, and one elsewhere
    ids = await insertEvents(app, dailyIncidents(120));
    await insertEvents(app, [{ title: "Berlin", kind: "cyber", latitude: 52.52, longitude: 13.4 }]);
    // enough espionage that a download of it is still streaming while its client does not read
    await app.orm.em.fork().getConnection().execute(`
      insert into events (type, kind, title, title_source, source_url, source_url_key, date, latitude, longitude,
                          status, created_at, updated_at)
      select 'chinese', 'espionage', 'Bulk ' || g || repeat(' with a long title', 8), 'page',
             'https://example.org/bulk/' || g, 'https://example.org/bulk/' || g, date '2023-01-01' + g % 300,
             52, 21, 'approved', now(), now()
        from generate_series(1, ${BULK}) g`);
    await announcePublicDataChange(app);
  });

  afterAll(async () => {
    await app?.close();
  });

  it("answers the eleventh download of a minute with the download limit's own message and headers", async () => {
    const address = clientAddress();
    for (let i = 0; i < 10; i++) {
      const response = await get("/api/events/export.csv?kinds=cyber", { "x-forwarded-for": address });
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      expect(response.headers.get("ratelimit-limit")).toBe("10");
      expect(response.headers.get("ratelimit-remaining")).toBe(String(9 - i));
      expect(response.headers.get("ratelimit-policy")).toBe("10;w=60, 600;w=60");
    }
    const refused = await get("/api/events/export.geojson?kinds=cyber", { "x-forwarded-for": address });
    expect(refused.status).toBe(429);
    const reset = refused.headers.get("ratelimit-reset")!;
    expect(Number(reset)).toBeGreaterThan(0);
    expect(Number(reset)).toBeLessThanOrEqual(60);
    expect(refused.headers.get("retry-after")).toBe(reset);
    expect(refused.headers.get("ratelimit-limit")).toBe("10");
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    expect(refused.headers.get("ratelimit-policy")).toBe("10;w=60");
    expect(((await refused.json()) as { message: string }).message).toBe(
      `${apiMessages.exportsTooMany} The limit is 10 a minute; please try again in ${reset} seconds.`,
    );
    // the research limit's own refusal names the research limit
    const list = await get("/api/events?kinds=cyber", { "x-forwarded-for": address });
    expect(list.status).toBe(200);
    expect(list.headers.get("ratelimit-limit")).toBe("600");
  });

  it("answers a download past the server's open slots with its own message, Retry-After 5 and no quota", async () => {
    // four downloads of a large filter held open (not read), then a fifth
    const held = await Promise.all(
      Array.from({ length: MAX_OPEN_EXPORTS }, () =>
        rawHold(`${app.url}/api/events/export.geojson?kinds=espionage`),
      ),
    );
    try {
      const refused = await get("/api/events/export.csv?kinds=sabotage");
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("5");
      expect(refused.headers.get("ratelimit-remaining")).toBeNull();
      expect(refused.headers.get("ratelimit-limit")).toBeNull();
      expect(await refused.json()).toEqual(refusal(apiMessages.exportSlotsBusy, undefined, "RATE_LIMITED"));
    } finally {
      for (const release of held) release();
      // the server frees a slot once it has seen its client go: on a busy machine, after the next test's
      // first downloads would have been refused
      await until(
        "the held downloads' slots to be free",
        async () => {
          const response = await get("/api/events/export.csv?kinds=sabotage");
          await response.arrayBuffer();
          return response.status === 200;
        },
        { ms: 30_000, everyMs: 100 },
      );
    }
  });

  it(
    "names one data version in GraphQL, in every REST answer, in file names and in metadata, and moves it with each public change",
    { timeout: onThisMachine(90_000) },
    async () => {
      const version = await dataVersion();
      expect(version).toMatch(VERSION);
      expect(version.endsWith(`-${ids.length + 1 + BULK}`)).toBe(true);
      for (const path of [
        "/api/events",
        "/api/events/map",
        "/api/events/export.csv?kinds=cyber",
        "/api/events/export.geojson",
        "/api/events/export.xlsx?kinds=cyber",
        "/api/events/feed.atom",
        "/api/events/withdrawn",
      ]) {
        const response = await get(path);
        await response.arrayBuffer();
        expect(response.headers.get("data-version"), path).toBe(version);
      }
      const csv = await get("/api/events/export.csv?kinds=sabotage&countries=PL");
      await csv.arrayBuffer();
      expect(csv.headers.get("content-disposition")).toBe(
        `attachment; filename="incidents_kinds-sabotage_countries-PL_${version}.csv"`,
      );
      const whole = await get("/api/events/export.geojson");
      expect(whole.headers.get("content-disposition")).toBe(
        `attachment; filename="incidents_all_${version}.geojson"`,
      );
      expect(((await whole.json()) as { metadata: { dataVersion: string } }).metadata.dataVersion).toBe(
        version,
      );

      // a moderator's correction is a public change
      const moderator = await accountWithRole(app, "moderator");
      const corrected = await app.graphql(
        `mutation ($id: ID!) { updateEvent(id: $id, input: { title: "Rzeszów incident, corrected" }) { id } }`,
        { id: ids[0] },
        bearer(moderator),
      );
      expect(corrected.errors).toBeUndefined();
      const after = await dataVersion();
      expect(after).not.toBe(version);
      expect(after > version).toBe(true);
      const list = await get("/api/events");
      await list.arrayBuffer();
      expect(list.headers.get("data-version")).toBe(after);
      // it reads the whole list and GeoJSON of the 40,000 bulk incidents, each twice: 15–28 s on a busy machine
    },
  );

  it("names the CC BY 4.0 licence in every format and in GraphQL, with a citation carrying version and date", async () => {
    for (const path of [
      "/api/events",
      "/api/events/export.csv",
      "/api/events/export.geojson?kinds=cyber",
      "/api/events/feed.atom",
    ]) {
      const response = await get(path);
      await response.arrayBuffer();
      expect(response.headers.get("link"), path).toBe(LICENCE_LINK);
    }
    const geojson = (await (await get("/api/events/export.geojson?kinds=cyber")).json()) as {
      metadata: { licence: { id: string; url: string } };
    };
    expect(geojson.metadata.licence).toMatchObject({
      id: "CC-BY-4.0",
      url: "https://creativecommons.org/licenses/by/4.0/",
    });
    const feed = await (await get("/api/events/feed.atom")).text();
    expect(feed).toContain(
      '<link rel="license" type="text/html" href="https://creativecommons.org/licenses/by/4.0/"/>',
    );
    expect(feed).toMatch(/<rights>Creative Commons Attribution 4\.0 International \(CC-BY-4\.0\)/);

    const result = await app.graphql<{
      licence: { id: string; name: string; url: string };
      citation: { apa: string; bibtex: string; version: string; accessed: string };
      dataVersion: string;
    }>("{ dataVersion licence { id name url } citation { apa bibtex version accessed } }");
    expect(result.errors).toBeUndefined();
    const { licence, citation, dataVersion: version } = result.data!;
    expect(licence).toEqual({
      id: "CC-BY-4.0",
      name: "Creative Commons Attribution 4.0 International",
      url: "https://creativecommons.org/licenses/by/4.0/",
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(citation.version).toBe(version);
    expect(citation.accessed).toBe(today);
    expect(citation.apa).toContain(`(Version ${version}) [Data set]`);
    expect(citation.apa).toContain(`from ${SITE}/`);
    expect(citation.bibtex).toMatch(/^@misc\{incidentwatcheurope_/);
    expect(citation.bibtex).toContain(`version = {${version}}`);
    expect(citation.bibtex).toContain(`urldate = {${today}}`);
  });

  it("gives every incident its url permalink in GraphQL, JSON and Atom, and its id in the downloads too", async () => {
    const id = ids.at(-1)!; // the newest, so on the feed's first page
    const url = `${SITE}/incident/${id}`;
    const graphql = await app.graphql<{ event: { id: string; url: string } }>(
      `query ($id: ID!) { event(id: $id) { id url } }`,
      { id },
    );
    expect(graphql.data!.event).toEqual({ id, url });
    const list = (await (await get("/api/events?kinds=sabotage")).json()) as Array<{
      _id: string;
      id: string;
      url: string;
    }>;
    expect(
      list.every((event) => event.id === event._id && event.url === `${SITE}/incident/${event.id}`),
    ).toBe(true);
    const csv = (await (await get("/api/events/export.csv?kinds=sabotage")).text()).split("\n");
    const header = csv[0]!.split(",");
    const row = csv.find((line) => line.startsWith(`${id},`))!;
    // from export revision 3 (decision 103) the downloads carry the id, of which the url is made
    expect(header[0]).toBe("id");
    expect(header).not.toContain("url");
    expect(row).not.toContain(url);
    const geojson = (await (await get("/api/events/export.geojson?kinds=sabotage")).json()) as {
      features: Array<{ id: string; properties: Record<string, unknown> }>;
    };
    const feature = geojson.features.find((f) => f.id === id)!;
    expect(feature.properties).not.toHaveProperty("url");
    expect(feature.properties).not.toHaveProperty("id");
    const feed = await (await get("/api/events/feed.atom?kinds=sabotage")).text();
    expect(feed).toContain(`<id>${url}</id>`);
  });

  it("starts a CSV with a byte-order mark only when asked (bom=1), filtered or whole", async () => {
    for (const path of ["/api/events/export.csv", "/api/events/export.csv?kinds=sabotage"]) {
      const join = path.includes("?") ? "&" : "?";
      const plain = new Uint8Array(await (await get(path)).arrayBuffer());
      const marked = new Uint8Array(await (await get(`${path}${join}bom=1`)).arrayBuffer());
      expect([...plain.slice(0, 2)]).toEqual([0x69, 0x64]); // "id"
      expect([...marked.slice(0, 5)]).toEqual([0xef, 0xbb, 0xbf, 0x69, 0x64]);
      expect(Buffer.from(marked.slice(3)).equals(Buffer.from(plain))).toBe(true);
      const unmarked = new Uint8Array(await (await get(`${path}${join}bom=0`)).arrayBuffer());
      expect(Buffer.from(unmarked).equals(Buffer.from(plain))).toBe(true);
    }
    const wrong = await get("/api/events/export.csv?bom=yes");
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual(refusal(apiMessages.bomInvalid, { bom: apiMessages.bomInvalid }));
    expect((await get("/api/events/export.geojson?bom=1")).status).toBe(400);
  });

  it("titles a feed after its filter, dates its summaries in ISO 8601 and pages it with next links", async () => {
    const first = await (await get("/api/events/feed.atom?kinds=sabotage&countries=PL")).text();
    expect(first).toContain("<title>Incident Watch Europe: incidents, kind sabotage; in PL</title>");
    expect(first).toMatch(/<summary>\d{4}-\d{2}-\d{2} · Russia · Sabotage · Poland<\/summary>/);
    expect(await (await get("/api/events/feed.atom")).text()).toContain(
      "<title>Incident Watch Europe: incidents</title>",
    );
    // follow rel="next" to the end: every incident once, none lost or repeated
    const seen: string[] = [];
    let page = first;
    let pages = 1;
    for (;;) {
      seen.push(
        ...[...page.matchAll(/<id>https:\/\/watch\.example\.eu\/incident\/(\d+)<\/id>/g)].map((m) => m[1]!),
      );
      expect(page).toContain(
        '<link rel="first" type="application/atom+xml" href="https://watch.example.eu/api/events/feed.atom?kinds=sabotage&amp;countries=PL"/>',
      );
      const next = /<link rel="next" type="application\/atom\+xml" href="([^"]+)"\/>/.exec(page)?.[1];
      if (!next) break;
      const path = next.replaceAll("&amp;", "&").replace(SITE, "");
      expect(path).toMatch(/^\/api\/events\/feed\.atom\?kinds=sabotage&countries=PL&after=/);
      page = await (await get(path)).text();
      pages++;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(120);
    expect(new Set(seen)).toEqual(new Set(ids));
    const bad = await get("/api/events/feed.atom?after=nonsense");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual(
      refusal(apiMessages.cursorInvalid, { after: apiMessages.cursorInvalid }),
    );
  });

  it("titles the feed in the language of ?lang=, each language kept apart, and keeps it in its links", async () => {
    const german = await (await get("/api/events/feed.atom?kinds=sabotage&countries=PL&lang=de")).text();
    expect(german).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">');
    expect(german).toContain("<title>Incident Watch Europe: Vorfälle, kind sabotage; in PL</title>");
    expect(german).toMatch(/<subtitle>Feindselige Vorfälle gegen europäische Staaten/);
    expect(german).toMatch(/<link rel="next" [^>]*href="[^"]*&amp;lang=de&amp;after=/);
    // the same filter and page in English right after: the kept German copy is not served
    const english = await (await get("/api/events/feed.atom?kinds=sabotage&countries=PL")).text();
    expect(english).toContain("<title>Incident Watch Europe: incidents, kind sabotage; in PL</title>");
    const polish = await (await get("/api/events/feed.atom?lang=pl")).text();
    expect(polish).toContain("<title>Incident Watch Europe: incydenty</title>");
    const unknown = await get("/api/events/feed.atom?lang=xx");
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual(
      refusal(apiMessages.feedLanguageInvalid, { lang: apiMessages.feedLanguageInvalid }),
    );
    expect(apiMessages.feedLanguageInvalid).toContain("en, de, fr");
  });
});

/** Starts a download and reads nothing more than its headers, holding it open until released. */
async function rawHold(url: string): Promise<() => void> {
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    const req = request(url, (res) => {
      res.pause();
      resolve(() => {
        res.on("error", () => undefined);
        req.destroy();
      });
    });
    req.on("error", () => undefined);
    req.once("error", reject);
    req.end();
  });
}
