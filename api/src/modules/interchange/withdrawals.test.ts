import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { accountWithRole, bearer, insertEvents } from "../../../test/events.js";
import { rawGet } from "../../../test/raw-get.js";
import { bundleValidator, type Bundle } from "../../../test/stix-validator.js";
import { completeRecord } from "../../../test/version-record.js";
import { mispEventUuid } from "./misp-feed.js";

interface MispAttribute {
  uuid: string;
  type: string;
  value: string;
  deleted?: boolean;
}
interface MispEvent {
  Event: {
    uuid: string;
    info: string;
    timestamp: string;
    Tag: { name: string }[];
    Attribute: MispAttribute[];
  };
}

const TLP_CLEAR = "marking-definition--94868c89-83c2-464b-929b-a1a8aa3c8487";
const md5 = (text: string) => createHash("md5").update(text, "utf8").digest("hex");
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("withdrawn incidents, the TLP marking and the kept bundle for threat-intelligence tools", () => {
  let app: TestApp;
  let gotland = "";
  let tallinn = "";
  let address = 0;
  const get = (path: string, on = app) =>
    rawGet(on.url, path, { "x-forwarded-for": `10.99.${++address >> 8}.${address & 255}` });
  const json = async <T>(path: string) => JSON.parse((await get(path)).body.toString()) as T;
  let before: { version: string; bundle: Buffer; event: MispEvent };

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1", PUBLIC_URL: "https://watch.example.eu" });
    const ids = await insertEvents(app, [
      { title: "Cable cut off Gotland", kind: "sabotage", latitude: 57.6, longitude: 18.3 },
      { title: "Phishing in Tallinn", type: "chinese", kind: "cyber", latitude: 59.44, longitude: 24.75 },
    ]);
    [gotland, tallinn] = [ids[0]!, ids[1]!];
    // the Tallinn report's source was captured, with a Wayback copy: its event carries the capture
    await app.orm.em.fork().execute(
      `insert into source_captures (source_id, url, status, attempts, captured_at, sha256, warc, http_status,
          content_type, page_offset, page_length, wayback_url, wayback_job, wayback_saved_at)
        select id, url, 'captured', 1, now() - interval '1 minute', ?, convert_to('WARC/1.1 <p>x</p>', 'UTF8'), 200, 'text/html', 9, 8,
          'https://web.archive.org/web/2026/' || url, '{"status":"success"}', now() - interval '1 minute'
          from incident_sources where event_id = ?`,
      ["ab".repeat(32), tallinn],
    );
    const stix = await get("/api/events/export.stix");
    const uuid = mispEventUuid(tallinn);
    before = {
      version: stix.headers["data-version"] as string,
      bundle: stix.body,
      event: await json<MispEvent>(`/api/misp/${uuid}.json`),
    };
    const moderator = await accountWithRole(app, "moderator");
    const rejected = await app.graphql(
      `mutation ($id: ID!) { rejectEvent(id: $id, reason: "The report was retracted.") { id } }`,
      { id: tallinn },
      bearer(moderator),
    );
    expect(rejected.errors).toBeUndefined();
  });

  afterAll(async () => {
    await app?.close();
  });

  it("revokes a withdrawn incident's STIX objects in a new version, dated by the withdrawal, without its content", async () => {
    const was = JSON.parse(before.bundle.toString()) as Bundle;
    const now = await json<Bundle>("/api/events/export.stix");
    expect(bundleValidator()(now)).toEqual([]);
    const mine = (bundle: Bundle) =>
      bundle.objects.filter((o) => o.id === wasIncident.id || o.source_ref === wasIncident.id);
    const wasIncident = was.objects.find((o) => o.type === "incident" && o.name === "Phishing in Tallinn")!;
    const revoked = mine(now);
    // the incident, its located-at and its attribution, and the location they point to
    expect(revoked.map((o) => o.type).sort()).toEqual(["incident", "relationship", "relationship"]);
    const location = now.objects.find(
      (o) => o.id === revoked.find((r) => r.relationship_type === "located-at")!.target_ref,
    )!;
    for (const object of [...revoked, location]) {
      const earlier = was.objects.find((o) => o.id === object.id)!;
      expect(object, object.id).toMatchObject({ revoked: true, created: earlier.created });
      expect(Date.parse(object.modified as string)).toBeGreaterThan(Date.parse(earlier.modified as string));
    }
    const incident = revoked.find((o) => o.type === "incident")!;
    expect(incident).toMatchObject({
      name: `Withdrawn incident ${tallinn}`,
      description: "Rejected by the moderators after publication.",
    });
    expect(location).toMatchObject({ region: "europe" });
    expect(location).not.toHaveProperty("latitude");
    expect(JSON.stringify(now)).not.toContain("Phishing in Tallinn");
    // the other incident stays as it was; the version before the withdrawal keeps its bundle
    expect(
      now.objects.find((o) => o.type === "incident" && o.name === "Cable cut off Gotland"),
    ).toBeDefined();
    expect(now.objects.filter((o) => o.revoked)).toHaveLength(4);
    expect((await get(`/api/events/export.stix?asOf=${before.version}`)).body.equals(before.bundle)).toBe(
      true,
    );
  });

  it("marks every object of a bundle TLP:CLEAR, with OASIS's TLP 2.0 definition in it", async () => {
    const bundle = await json<Bundle>("/api/events/export.stix?kinds=sabotage,cyber");
    const [marking, ...rest] = bundle.objects;
    expect(marking).toEqual({
      type: "marking-definition",
      spec_version: "2.1",
      id: TLP_CLEAR,
      created: "2022-10-01T00:00:00.000Z",
      name: "TLP:CLEAR",
      extensions: {
        "extension-definition--60a3c5c5-0d10-413e-aab3-9e08dde9e88d": {
          extension_type: "property-extension",
          tlp_2_0: "clear",
        },
      },
    });
    expect(rest.length).toBeGreaterThan(4);
    for (const object of rest) expect(object.object_marking_refs, object.id).toEqual([TLP_CLEAR]);
  });

  it("updates a withdrawn incident's MISP event, dated by the withdrawal, every attribute it carried deleted", async () => {
    const uuid = mispEventUuid(tallinn);
    const manifest =
      await json<Record<string, { info: string; timestamp: string }>>("/api/misp/manifest.json");
    expect(Object.keys(manifest)).toContain(uuid);
    expect(Number(manifest[uuid]!.timestamp)).toBeGreaterThanOrEqual(Number(before.event.Event.timestamp));
    const { Event: event } = await json<MispEvent>(`/api/misp/${uuid}.json`);
    expect(event).toMatchObject({
      uuid,
      info: "Withdrawn: Rejected by the moderators after publication.",
      timestamp: manifest[uuid]!.timestamp,
    });
    expect(event.Tag.map((t) => t.name)).toContain('incident-watch-europe:status="withdrawn"');
    const captured = before.event.Event.Attribute.filter((a) => ["sha256", "datetime"].includes(a.type));
    expect(captured.map((a) => a.type).sort()).toEqual(["datetime", "sha256"]);
    // the same attributes, by UUID, each soft-deleted, the capture's too; none of what they held
    expect(event.Attribute.map((a) => a.uuid).sort()).toEqual(
      before.event.Event.Attribute.map((a) => a.uuid).sort(),
    );
    for (const attribute of event.Attribute) {
      expect(attribute.deleted, attribute.uuid).toBe(true);
      const held = before.event.Event.Attribute.find((a) => a.uuid === attribute.uuid)!;
      if (held.type !== "link" || !held.value.includes("/incident/")) {
        expect(attribute.value).not.toBe(held.value);
      }
    }
    expect(before.event.Event.Attribute.every((a) => a.deleted === false)).toBe(true);
  });

  it("serves the feed's hashes.csv: the MD5 of each attribute value of each event, and its event's UUID", async () => {
    const response = await get("/api/misp/hashes.csv");
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    const manifest = await json<Record<string, unknown>>("/api/misp/manifest.json");
    const expected: string[] = [];
    for (const uuid of Object.keys(manifest)) {
      const { Event: event } = await json<MispEvent>(`/api/misp/${uuid}.json`);
      for (const a of event.Attribute.filter((a) => !a.deleted)) expected.push(`${md5(a.value)},${uuid}`);
    }
    const lines = response.body.toString().split("\n");
    expect(lines.pop()).toBe("");
    expect(lines.sort()).toEqual(expected.sort());
    expect(lines.some((line) => line.endsWith(mispEventUuid(gotland)))).toBe(true);
    expect(lines.some((line) => line.endsWith(mispEventUuid(tallinn)))).toBe(false);
  });

  it("keeps the whole bundle of a version, gzipped, where another instance reads it instead of building it", async () => {
    const response = await get("/api/events/export.stix");
    const version = response.headers["data-version"] as string;
    const sql = app.orm.em.fork().getConnection();
    const [kept] = await sql.execute<{ sha256: string; n: string }[]>(
      "select sha256, byte_size::text as n from data_version_bundles where data_version = ?",
      [version],
    );
    expect(kept).toEqual({ sha256: sha256(response.body), n: String(response.body.length) });
    // its checksums computed in the background
    const record = await completeRecord(app.url, version);
    expect(record.files.find((f) => f.format === "stix")).toMatchObject({
      url: `https://watch.example.eu/api/events/export.stix?asOf=${version}`,
      sha256: kept!.sha256,
    });
    // what is kept is what is sent: another instance serves the kept bytes as they are
    const marker = Buffer.from('{"kept":true}\n');
    await sql.execute(
      "update data_version_bundles set gzip = ?, byte_size = ?, sha256 = ? where data_version = ?",
      [gzipSync(marker), marker.length, sha256(marker), version],
    );
    const other = await startTestApp({ TRUST_PROXY: "1", DATABASE_URL: app.config.databaseUrl! });
    try {
      expect((await get("/api/events/export.stix", other)).body.equals(marker)).toBe(true);
    } finally {
      await other.close();
    }
  });
});
