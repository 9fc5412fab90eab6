import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiMessages } from "@incident-watch/schema";
import { parseCsv } from "../../../../test/csv.js";
import { refusal } from "../../../../test/refusal.js";
import { announcePublicDataChange } from "../../../../test/app.js";
import { bundleValidator, type Bundle } from "../../../../test/stix-validator.js";
import { completeRecord } from "../../../../test/version-record.js";
import {
  EXPORT_FORMATS,
  EXPORT_PATHS,
  expectKeptVersion,
  publishNextVersion,
  sha256,
  startSiteBefore,
  type SiteBefore,
} from "../../../../test/site-before.js";

const EVIDENCE = "Migration20261226000000_titles_and_evidence_exports";

/**
 * Three incidents published in June 2026, under export revision 5 (begun, for this site, on 1 January
 * 2026): a Swedish title, corroborated by media reports, its source captured, time-stamped and saved by the
 * Wayback Machine before its publication; a Polish one with a moderator's German translation and a stale
 * machine translation into English; an English one without a capture.
 */
const FIXTURE = [
  `insert into events (id, type, kind, country, country_boundaries, title, title_language, title_source, source_url,
      source_url_key, date, latitude, longitude, status, reviewed_at, created_at, updated_at, published_at, changed_at,
      evidence_status, geolocation_method)
    values
    (1, 'russian', 'sabotage', 'SE', 1, 'Kabel kapad utanför Gotland', 'sv', 'page', 'https://example.org/gotland',
     'https://example.org/gotland', '2026-06-05', 57.6, 18.3, 'approved', '2026-06-06T10:00:00Z',
     '2026-06-06T09:00:00Z', '2026-06-06T10:00:00Z', '2026-06-06T10:00:00Z', '2026-06-06T10:00:00Z',
     'corroborated', 'media_report'),
    (2, 'chinese', 'airspace', 'PL', 1, 'Drony nad Rzeszowem', 'pl', 'page', 'https://example.org/rzeszow',
     'https://example.org/rzeszow', '2026-06-11', 50.04, 22.0, 'approved', '2026-06-12T08:30:00Z',
     '2026-06-12T08:00:00Z', '2026-06-12T08:30:00Z', '2026-06-12T08:30:00Z', '2026-06-12T08:30:00Z',
     'reported', null),
    (3, 'russian', 'sabotage', null, 1, 'Anchor dragged over a Baltic cable', 'en', 'page', 'https://example.org/baltic',
     'https://example.org/baltic', '2026-06-14', 55.98, 19.87, 'approved', '2026-06-15T07:00:00Z',
     '2026-06-15T06:00:00Z', '2026-06-15T07:00:00Z', '2026-06-15T07:00:00Z', '2026-06-15T07:00:00Z',
     'reported', null)`,
  `insert into source_captures (source_id, url, status, attempts, requested_at, captured_at, sha256, warc,
      http_status, content_type, page_offset, page_length, timestamp_token, timestamped_at, wayback_url, wayback_job)
    select id, url, 'captured', 1, '2026-06-06T09:00:01Z', '2026-06-06T09:00:05Z', '${"ab".repeat(32)}',
      convert_to('WARC/1.1 <p>cut</p>', 'UTF8'), 200, 'text/html', 9, 10, '\\x3082'::bytea, '2026-06-06T09:00:06Z',
      'https://web.archive.org/web/20260606090005/https://example.org/gotland', '{"status":"success"}'
      from incident_sources where event_id = 1`,
  `insert into incident_title_translations (event_id, language, title, provenance, source_hash, translated_at)
    values (2, 'de', 'Drohnen über Rzeszów', 'moderator',
            encode(sha256(convert_to(E'pl\\nDrony nad Rzeszowem', 'UTF8')), 'hex'), '2026-06-13T08:00:00Z'),
           (2, 'en', 'Drones over Rzeszow airport', 'machine',
            encode(sha256(convert_to(E'pl\\nDrony nad lotniskiem', 'UTF8')), 'hex'), '2026-06-13T08:00:00Z')`,
];

const OLD_VERSION = "20260615T070000.000Z-3";

/** The SHA-256 of OLD_VERSION's files as revision 5's code built them. */
const PUBLISHED = {
  csv: "c9ef62f9a81c3a8d678c28144a9c9ace00b5ce64421085a088246aedcc1db731",
  geojson: "626cbcedf3cd9624f0edfbb601550b7b443a34f3c22dd6566f3947cfb3076b41",
  xlsx: "bbd6a8c7bd7685a2365e14a7cd26e06e4a97f6c833b595c42eb442c084210ac0",
  json: "6002be20cce2a70fefa3587c1d4592ad773f30d42fd87177c2827c3b5679f614",
  stix: "a64f7f8d41b87cb1ddbb174746155ed8a48304ae5be85ae6023bce13bcee5902",
} as const;

const NEW_COLUMNS = [
  "title_language",
  "evidence_status",
  "geolocation_method",
  "capture_sha256",
  "captured_at",
  "archive_url",
  "capture_timestamped",
  "wayback_url",
];

interface Feature {
  id: string;
  properties: Record<string, unknown>;
}

describe("export revision 6: titles' languages, evidence and captures in every format", () => {
  let site: SiteBefore;
  let version: string;
  const get = (path: string) => site.get(path);
  const text = async (path: string) => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    return response.body.toString();
  };
  const csvRows = async (path: string) => {
    const [header, ...rows] = parseCsv(await text(path));
    return (id: string) =>
      Object.fromEntries(header!.map((name, i) => [name, rows.find((r) => r[0] === id)![i]]));
  };

  beforeAll(async () => {
    site = await startSiteBefore(
      EVIDENCE,
      async (client) => {
        for (const [revision, since] of [
          [2, "2025-01-01"],
          [3, "2025-06-01"],
          [4, "2025-09-01"],
          [5, "2026-01-01"],
        ] as const) {
          await client.query(`update export_revisions set since = $2 where revision = $1`, [revision, since]);
        }
        for (const statement of FIXTURE) await client.query(statement);
      },
      // the site before export revision 7 (place-exports.test.ts): its next version is in revision 6
      (client) => client.query("delete from export_revisions where revision > 6"),
    );
  });

  afterAll(async () => {
    await site?.close();
  });

  it("serves the revision 5 version's files, by asOf too, with the bytes published then", async () => {
    await expectKeptVersion(site, OLD_VERSION, 5, PUBLISHED);
    expect(sha256((await get(`/api/events?asOf=${OLD_VERSION}`)).body)).toBe(PUBLISHED.json);
    expect(sha256((await get(`/api/events/export.stix?asOf=${OLD_VERSION}`)).body)).toBe(PUBLISHED.stix);
    // translations come with revision 6's fields: not for a version published before
    const refused = await get(`/api/events/export.csv?asOf=${OLD_VERSION}&translations=de`);
    expect(refused.status).toBe(400);
    const before = apiMessages.translationsBeforeRevision6;
    expect(JSON.parse(refused.body.toString())).toEqual(refusal(before, { translations: before }));
  });

  it("writes the next version in revision 6: the title's language, evidence and capture in every format", async () => {
    ({ version } = await publishNextVersion(site, OLD_VERSION));
    const record = await completeRecord(site.app.url, version);
    expect(record.exportRevision).toBe(6);

    const [header] = parseCsv(await text(EXPORT_PATHS.csv));
    expect(header!.slice(-NEW_COLUMNS.length)).toEqual(NEW_COLUMNS);
    const row = await csvRows(EXPORT_PATHS.csv);
    expect(Object.fromEntries(NEW_COLUMNS.map((name) => [name, row("1")[name]]))).toEqual({
      title_language: "sv",
      evidence_status: "corroborated",
      geolocation_method: "media_report",
      capture_sha256: "ab".repeat(32),
      captured_at: "2026-06-06T09:00:05Z",
      archive_url: "https://watch.example.eu/api/captures/1/page",
      capture_timestamped: "true",
      wayback_url: "https://web.archive.org/web/20260606090005/https://example.org/gotland",
    });
    expect(NEW_COLUMNS.map((name) => row("2")[name])).toEqual(["pl", "reported", "", "", "", "", "", ""]);

    const { features } = JSON.parse(await text(EXPORT_PATHS.geojson)) as { features: Feature[] };
    const feature = (id: string) => features.find((f) => f.id === id)!.properties;
    expect(feature("1")).toMatchObject({
      titleLanguage: "sv",
      evidenceStatus: "corroborated",
      geolocationMethod: "media_report",
      captureSha256: "ab".repeat(32),
      capturedAt: "2026-06-06T09:00:05Z",
      archiveUrl: "https://watch.example.eu/api/captures/1/page",
      captureTimestamped: true,
    });
    expect(feature("2")).toMatchObject({ titleLanguage: "pl", evidenceStatus: "reported" });
    expect(feature("2")).not.toHaveProperty("captureSha256");

    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await get(EXPORT_PATHS.xlsx)).body as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Incidents")!;
    const names = (sheet.getRow(1).values as string[]).slice(1);
    expect(names.slice(-NEW_COLUMNS.length)).toEqual(NEW_COLUMNS);

    const list = JSON.parse(await text("/api/events")) as Record<string, unknown>[];
    const gotland = list.find((incident) => incident.id === "1")!;
    expect(gotland).toMatchObject({
      titleLanguage: "sv",
      evidenceStatus: "corroborated",
      geolocationMethod: "media_report",
    });
    expect((gotland.sources as { capture: unknown }[])[0]!.capture).toEqual({
      sha256: "ab".repeat(32),
      capturedAt: "2026-06-06T09:00:05.000Z",
      archiveUrl: "https://watch.example.eu/api/captures/1/page",
      warcUrl: "https://watch.example.eu/api/captures/1/capture.warc",
      timestamped: true,
      timestampUrl: "https://watch.example.eu/api/captures/1/timestamp.tsr",
      waybackUrl: "https://web.archive.org/web/20260606090005/https://example.org/gotland",
    });
    expect(gotland).not.toHaveProperty("translations");

    // the record's checksums are of these very files
    for (const format of [...EXPORT_FORMATS, "json"] as const) {
      const path = format === "json" ? "/api/events" : EXPORT_PATHS[format];
      const file = record.files.find((f) => f.format === format)!;
      expect(sha256((await get(`${path}?asOf=${version}`)).body), format).toBe(file.sha256);
    }
    // the old version keeps its bytes
    for (const format of EXPORT_FORMATS) {
      expect(sha256((await get(`${EXPORT_PATHS[format]}?asOf=${OLD_VERSION}`)).body), format).toBe(
        PUBLISHED[format],
      );
    }
  });

  it("keeps a version's bytes when a capture finishes after it", async () => {
    const before = sha256((await get(EXPORT_PATHS.csv)).body);
    await site.before.client.query(
      `insert into source_captures (source_id, url, status, captured_at, sha256, warc, http_status, content_type,
          page_offset, page_length)
        select id, url, 'captured', now(), '${"cd".repeat(32)}', 'x', 200, 'text/html', 0, 1
          from incident_sources where event_id = 3`,
    );
    await announcePublicDataChange(site.app);
    expect((await get(EXPORT_PATHS.csv)).headers["data-version"]).toBe(version);
    expect(sha256((await get(EXPORT_PATHS.csv)).body)).toBe(before);
    expect(sha256((await get(`${EXPORT_PATHS.csv}?asOf=${version}`)).body)).toBe(before);
  });

  it("adds the title's translations on request, with their provenance and staleness, never to the default bytes", async () => {
    const plain = sha256((await get(EXPORT_PATHS.csv)).body);
    const asked = await get(`${EXPORT_PATHS.csv}?translations=de,en`);
    expect(asked.headers["cache-control"]).toBe("no-store");
    const [header] = parseCsv(asked.body.toString());
    expect(header!.slice(-6)).toEqual([
      "title_de",
      "title_de_provenance",
      "title_de_stale",
      "title_en",
      "title_en_provenance",
      "title_en_stale",
    ]);
    const row = await csvRows(`${EXPORT_PATHS.csv}?translations=de,en`);
    expect(header!.slice(-6).map((name) => row("2")[name])).toEqual([
      "Drohnen über Rzeszów",
      "moderator",
      "false",
      "Drones over Rzeszow airport",
      "machine",
      "true",
    ]);
    expect(row("1").title_de).toBe("");
    expect(sha256((await get(EXPORT_PATHS.csv)).body)).toBe(plain);

    const { features } = JSON.parse(await text(`${EXPORT_PATHS.geojson}?translations=de`)) as {
      features: Feature[];
    };
    expect(features.find((f) => f.id === "2")!.properties).toMatchObject({
      titleDe: "Drohnen über Rzeszów",
      titleDeProvenance: "moderator",
      titleDeStale: false,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await get(`${EXPORT_PATHS.xlsx}?translations=de`)).body as unknown as ArrayBuffer);
    expect((book.getWorksheet("Incidents")!.getRow(1).values as string[]).slice(-3)).toEqual([
      "title_de",
      "title_de_provenance",
      "title_de_stale",
    ]);

    // today's translations, as the downloads: kept by nobody, no tag to revalidate
    const listed = await get("/api/events?translations=de,en&countries=PL");
    expect(listed.headers["cache-control"]).toBe("no-store");
    expect(listed.headers.etag).toBeUndefined();
    const list = JSON.parse(await text("/api/events?translations=de,en&countries=PL")) as {
      translations: unknown[];
    }[];
    expect(list[0]!.translations).toEqual([
      { language: "de", title: "Drohnen über Rzeszów", provenance: "moderator", stale: false },
      { language: "en", title: "Drones over Rzeszow airport", provenance: "machine", stale: true },
    ]);

    // a language's code has one spelling, as the site writes it
    for (const wrong of ["xx", "de,de", "", "de,,pl", "DE", "de,%20pl"]) {
      const refused = await get(`/api/events/export.csv?translations=${wrong}`);
      expect(refused.status, wrong).toBe(400);
      const invalid = apiMessages.translationsInvalid;
      expect(JSON.parse(refused.body.toString()), wrong).toEqual(refusal(invalid, { translations: invalid }));
    }
  });

  it("gives STIX references with the capture's SHA-256 and archive address, and MISP attributes", async () => {
    const bundle = JSON.parse(await text("/api/events/export.stix")) as Bundle;
    expect(bundleValidator()(bundle)).toEqual([]);
    const incident = bundle.objects.find(
      (o) => o.type === "incident" && o.name === "Kabel kapad utanför Gotland",
    )!;
    expect(incident.external_references).toContainEqual({
      source_name: "Incident Watch Europe archive",
      description:
        "Capture of https://example.org/gotland at 2026-06-06T09:00:05.000Z (WARC), time-stamped by an RFC 3161 " +
        "authority; archived page https://watch.example.eu/api/captures/1/page",
      url: "https://watch.example.eu/api/captures/1/capture.warc",
      hashes: { "SHA-256": "ab".repeat(32) },
    });
    expect(incident.external_references).toContainEqual({
      source_name: "Wayback Machine",
      url: "https://web.archive.org/web/20260606090005/https://example.org/gotland",
    });

    const manifest = JSON.parse(await text("/api/misp/manifest.json")) as Record<string, { info: string }>;
    const [uuid] = Object.entries(manifest).find(([, event]) => event.info.includes("Gotland"))!;
    const event = JSON.parse(await text(`/api/misp/${uuid}.json`)) as {
      Event: { Attribute: { type: string; value: string; category: string }[] };
    };
    const attributes = event.Event.Attribute.map(({ type, value }) => [type, value]);
    expect(attributes).toContainEqual(["sha256", "ab".repeat(32)]);
    expect(attributes).toContainEqual(["datetime", "2026-06-06T09:00:05.000Z"]);
    expect(attributes).toContainEqual(["link", "https://watch.example.eu/api/captures/1/page"]);
    const hashes = await text("/api/misp/hashes.csv");
    expect(hashes).toContain(uuid);
  });
});
