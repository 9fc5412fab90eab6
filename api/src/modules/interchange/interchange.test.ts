import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcePublicDataChange, startTestApp, type TestApp } from "../../../test/app.js";
import { accountWithRole, bearer, insertEvents } from "../../../test/events.js";
import { rawGet } from "../../../test/raw-get.js";
import { bundleValidator, type Bundle } from "../../../test/stix-validator.js";
import { STIX_CONFIDENCE } from "./vocabulary.js";

describe("the incidents for threat-intelligence tools: STIX 2.1 and a MISP feed", () => {
  let app: TestApp;
  let ids: string[];
  let address = 0;
  const get = (path: string) =>
    rawGet(app.url, path, { "x-forwarded-for": `10.98.${++address >> 8}.${address & 255}` });
  const json = async <T>(path: string) => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    return JSON.parse(response.body.toString()) as T;
  };

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1", PUBLIC_URL: "https://watch.example.eu" });
    ids = await insertEvents(app, [
      { title: "Cable cut off Gotland", kind: "sabotage", latitude: 57.6, longitude: 18.3 },
      { title: "Phishing in Tallinn", type: "chinese", kind: "cyber", latitude: 59.44, longitude: 24.75 },
      { title: "Drones over Rzeszów", kind: "airspace", latitude: 50.04, longitude: 22.0 },
    ]);
    // a prosecutor's confirmed attribution of the cable cut, on a second source
    const sql = app.orm.em.fork().getConnection();
    const [source] = await sql.execute<{ id: string }[]>(
      `insert into incident_sources (event_id, url, outlet, origin) values (?, 'https://prosecutor.example.se/case', 'Prosecutor', 'moderator') returning id`,
      [ids[0]],
    );
    await sql.execute(
      `insert into incident_attributions (event_id, party, attributed_by, date, confidence, source_id, origin)
       values (?, 'russian_proxy', 'prosecutor', '2024-06-01', 'confirmed', ?, 'moderator')`,
      [ids[0], source!.id],
    );
    await announcePublicDataChange(app);
  });

  afterAll(async () => {
    await app?.close();
  });

  it("exports a bundle that OASIS's STIX 2.1 schemas accept, with deterministic ids and every reference resolved", async () => {
    const response = await get("/api/events/export.stix");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/stix+json;version=2.1");
    const version = response.headers["data-version"] as string;
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="incidents_all_${version}.stix.json"`,
    );
    const bundle = JSON.parse(response.body.toString()) as Bundle;
    const validate = bundleValidator();
    expect(validate(bundle)).toEqual([]);
    // the schemas do refuse what STIX forbids: a confidence past 100, an incident without a name
    const broken = bundle.objects.map((o) =>
      o.type === "relationship"
        ? { ...o, confidence: 101 }
        : o.type === "incident"
          ? { ...o, name: undefined }
          : o,
    );
    expect(validate({ ...bundle, objects: broken }).length).toBe(
      bundle.objects.filter((o) => o.type === "relationship" || o.type === "incident").length,
    );
    expect(new Set(bundle.objects.map((o) => o.type))).toEqual(
      new Set(["marking-definition", "identity", "threat-actor", "incident", "location", "relationship"]),
    );
    const byId = new Map(bundle.objects.map((o) => [o.id, o]));
    expect(byId.size).toBe(bundle.objects.length);
    for (const object of bundle.objects) {
      for (const key of ["source_ref", "target_ref", "created_by_ref"]) {
        if (object[key]) expect(byId.has(object[key] as string), `${object.id} ${key}`).toBe(true);
      }
      for (const marking of (object.object_marking_refs as string[] | undefined) ?? []) {
        expect(byId.has(marking), `${object.id} object_marking_refs`).toBe(true);
      }
    }
    const incidents = bundle.objects.filter((o) => o.type === "incident");
    expect(incidents.map((o) => o.name).sort()).toEqual([
      "Cable cut off Gotland",
      "Drones over Rzeszów",
      "Phishing in Tallinn",
    ]);
    const cable = incidents.find((o) => o.name === "Cable cut off Gotland")!;
    expect(cable.labels).toEqual(['rsit:availability="sabotage"', 'incident-watch-europe:kind="sabotage"']);
    expect(cable.external_references).toEqual([
      {
        source_name: "Incident Watch Europe",
        url: `https://watch.example.eu/incident/${ids[0]}`,
        external_id: ids[0],
      },
      { source_name: "example.org", url: expect.stringMatching(/^https:\/\/example\.org\//) as unknown },
      { source_name: "Prosecutor", url: "https://prosecutor.example.se/case" },
    ]);
    const attributed = bundle.objects.filter(
      (o) => o.relationship_type === "attributed-to" && o.source_ref === cable.id,
    );
    expect(attributed.map((o) => [byId.get(o.target_ref as string)!.name, o.confidence]).sort()).toEqual([
      ["Proxies of the Russian Federation", STIX_CONFIDENCE.confirmed],
      ["Russian Federation (state actors)", STIX_CONFIDENCE.suspected],
    ]);
    const located = bundle.objects.find(
      (o) => o.relationship_type === "located-at" && o.source_ref === cable.id,
    )!;
    expect(byId.get(located.target_ref as string)).toMatchObject({
      latitude: 57.6,
      longitude: 18.3,
      country: "SE",
    });
    // the same data: the same bytes; the same incident: the same id in a filtered bundle
    expect((await get("/api/events/export.stix")).body.equals(response.body)).toBe(true);
    const filtered = await json<Bundle>("/api/events/export.stix?kinds=sabotage");
    expect(validate(filtered)).toEqual([]);
    expect(filtered.objects.filter((o) => o.type === "incident").map((o) => o.id)).toEqual([cable.id]);
    expect(filtered.id).not.toBe(bundle.id);
  });

  it("gives a past version's bundle with asOf, and refuses a bad filter or version with 400", async () => {
    const version = (await get("/api/events/export.stix")).headers["data-version"] as string;
    const before = (await get(`/api/events/export.stix?asOf=${version}`)).body;
    await insertEvents(app, [{ title: "Later incident", kind: "espionage" }]);
    expect((await get(`/api/events/export.stix?asOf=${version}`)).body.equals(before)).toBe(true);
    expect((await get("/api/events/export.stix?kinds=piracy")).status).toBe(400);
    expect((await get("/api/events/export.stix?asOf=latest")).status).toBe(400);
  });

  it("serves a MISP feed: a manifest listing every incident's event, each event by its UUID", async () => {
    const manifest =
      await json<Record<string, { info: string; Orgc: { name: string }; Tag: { name: string }[] }>>(
        "/api/misp/manifest.json",
      );
    const uuids = Object.keys(manifest);
    expect(uuids).toHaveLength(4);
    for (const uuid of uuids) {
      expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const { Event: event } = await json<{
        Event: Record<string, unknown> & { Attribute: { type: string; category: string; value: string }[] };
      }>(`/api/misp/${uuid}.json`);
      expect(event).toMatchObject({
        uuid,
        info: manifest[uuid]!.info,
        published: true,
        Orgc: manifest[uuid]!.Orgc,
      });
      expect(
        event.Attribute.some(
          (a) => a.type === "link" && a.value.startsWith("https://watch.example.eu/incident/"),
        ),
      ).toBe(true);
    }
    const cable = uuids.find((uuid) => manifest[uuid]!.info === "Cable cut off Gotland")!;
    expect(manifest[cable]!.Tag.map((t) => t.name)).toEqual([
      "tlp:clear",
      'rsit:availability="sabotage"',
      'incident-watch-europe:kind="sabotage"',
      'incident-watch-europe:attributed-to="russia"',
      'incident-watch-europe:attributed-to="russian_proxy"',
      'incident-watch-europe:country="SE"',
    ]);
    const { Event: event } = await json<{
      Event: { Attribute: { type: string; category: string; value: string }[] };
    }>(`/api/misp/${cable}.json`);
    expect(event.Attribute.filter((a) => a.category === "Attribution").map((a) => [a.type, a.value])).toEqual(
      [
        ["threat-actor", "Russian Federation (state actors)"],
        ["threat-actor", "Proxies of the Russian Federation"],
      ],
    );
    const missing = await get("/api/misp/00000000-0000-5000-8000-000000000000.json");
    expect(missing.status).toBe(404);
  });

  it("maps place precision to a location's metres, time precision to located-at's period, grading to a reference", async () => {
    const moderator = await accountWithRole(app, "moderator");
    const staff = (query: string) => app.graphql(query, {}, bearer(moderator));
    const [town, country] = await insertEvents(app, [
      { title: "Arson in Gdańsk", kind: "sabotage", latitude: 54.35, longitude: 18.65, date: "2025-03-17" },
      { title: "Disinformation in Latvia", kind: "disinformation", latitude: 56.9, longitude: 24.6 },
    ]);
    for (const [id, input] of [
      [town, "placePrecision: town, timePrecision: month"],
      [country, "placePrecision: country, timePrecision: year"],
    ]) {
      expect((await staff(`mutation { updateEvent(id: "${id}", input: { ${input} }) { id } }`)).errors).toBe(
        undefined,
      );
    }
    const [source] = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string; url: string }[]>(
        "select id::text as id, url from incident_sources where event_id = ?",
        [town],
      );
    await staff(`mutation { gradeSource(id: "${source!.id}", reliability: "B", credibility: 2) { id } }`);

    const bundle = await json<Bundle>("/api/events/export.stix?kinds=sabotage,disinformation");
    expect(bundleValidator()(bundle)).toEqual([]);
    const byId = new Map(bundle.objects.map((o) => [o.id, o]));
    const incident = (name: string) => bundle.objects.find((o) => o.type === "incident" && o.name === name)!;
    const locatedAt = (id: string) =>
      bundle.objects.find((o) => o.relationship_type === "located-at" && o.source_ref === id)!;

    const arson = incident("Arson in Gdańsk");
    expect(arson.description).toBe("sabotage in 2025-03 (the day is not known) in PL");
    expect(locatedAt(arson.id)).toMatchObject({
      start_time: "2025-03-01T00:00:00.000Z",
      stop_time: "2025-04-01T00:00:00.000Z",
    });
    expect(byId.get(locatedAt(arson.id).target_ref as string)).toMatchObject({
      latitude: 54.35,
      longitude: 18.65,
      precision: 5000,
      country: "PL",
    });
    expect(arson.external_references).toContainEqual({
      source_name: "example.org",
      url: source!.url,
      description: "Admiralty grading B2 (usually reliable; probably true)",
    });
    // known to the country only: the location is the country, not a point
    const latvia = incident("Disinformation in Latvia");
    const place = byId.get(locatedAt(latvia.id).target_ref as string)!;
    expect(place.country).toBe("LV");
    expect(place).not.toHaveProperty("latitude");
    expect(locatedAt(latvia.id)).toMatchObject({
      start_time: "2024-01-01T00:00:00.000Z",
      stop_time: "2025-01-01T00:00:00.000Z",
    });
    // an exact place on a known day: 100 m and that day
    const cable = incident("Cable cut off Gotland");
    expect(byId.get(locatedAt(cable.id).target_ref as string)).toMatchObject({ precision: 100 });
    expect(locatedAt(cable.id)).toMatchObject({
      start_time: "2024-05-01T00:00:00.000Z",
      stop_time: "2024-05-02T00:00:00.000Z",
    });

    // MISP: the grading as admiralty-scale tags on the source, the precisions in words
    const manifest = await json<Record<string, { info: string }>>("/api/misp/manifest.json");
    const uuid = Object.keys(manifest).find((key) => manifest[key]!.info === "Arson in Gdańsk")!;
    const { Event: event } = await json<{
      Event: { Attribute: { value: string; comment: string; Tag?: { name: string }[] }[] };
    }>(`/api/misp/${uuid}.json`);
    expect(event.Attribute.find((a) => a.value === source!.url)).toMatchObject({
      comment: "A source it rests on; Admiralty grading B2 (usually reliable; probably true)",
      Tag: [
        { name: 'admiralty-scale:source-reliability="b"' },
        { name: 'admiralty-scale:information-credibility="2"' },
      ],
    });
    expect(event.Attribute.find((a) => a.value.startsWith("54.35,"))!.comment).toBe(
      "Latitude, longitude (WGS 84); known to the town (within about 5 km)",
    );
    expect(event.Attribute.find((a) => a.comment === "When it happened")!.value).toBe(
      "2025-03 (the day is not known)",
    );
  });
});
