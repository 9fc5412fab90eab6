import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { apiMessages } from "@incident-watch/schema";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { clientAddress } from "../../../test/accounts.js";
import { insertEvents } from "../../../test/events.js";
import { rawGet } from "../../../test/raw-get.js";
import type { SnapshotListing } from "./snapshots.service.js";
import { refusal } from "../../../test/refusal.js";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const DAY = 24 * 60 * 60 * 1000;

describe("dated snapshots of the public data", () => {
  let app: TestApp;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${app.url}${path}`, { headers: { "x-forwarded-for": clientAddress(), ...headers } });
  const listing = async () => {
    const response = await get("/api/snapshots");
    expect(response.status).toBe(200);
    return (await response.json()) as SnapshotListing;
  };
  /** The file's bytes as saved, asked without compression (no Accept-Encoding at all). */
  const download = async (url: string) => {
    const response = await rawGet(app.url, new URL(url).pathname, { "x-forwarded-for": clientAddress() });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    return response.body;
  };
  /** Moves the server's clock (it runs in this process) to a later day. */
  const daysLater = (days: number) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(vi.getRealSystemTime() + days * DAY));
  };

  beforeAll(async () => {
    app = await startTestApp({
      TRUST_PROXY: "1",
      PUBLIC_URL: "https://watch.example.eu",
      SNAPSHOT_RETENTION: "2",
    });
    await insertEvents(app, [
      { title: "Cable cut off Gotland", kind: "sabotage", latitude: 57.6, longitude: 18.3 },
      { title: "Rzeszów, drones", type: "chinese", kind: "airspace", latitude: 50.04, longitude: 22.0 },
    ]);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  afterAll(async () => {
    await app?.close();
  });

  it("takes today's snapshot at the first request, each file's SHA-256 that of its bytes", async () => {
    const version = (await get("/api/events")).headers.get("data-version")!;
    const { snapshots, kept, licence } = await listing();
    expect(kept).toBe(2);
    expect(licence.id).toBe("CC-BY-4.0");
    const today = new Date().toISOString().slice(0, 10);
    expect(snapshots).toHaveLength(1);
    const [snapshot] = snapshots;
    expect(snapshot).toMatchObject({ date: today, dataVersion: version });
    expect(snapshot!.citation.apa).toContain(`(Version ${version}) [Data set]`);
    expect(snapshot!.files.map((file) => file.format)).toEqual(["csv", "geojson"]);
    for (const file of snapshot!.files) {
      expect(file.url).toBe(`https://watch.example.eu/api/snapshots/${today}.${file.format}`);
      expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
      const bytes = await download(file.url);
      expect(bytes.length).toBe(file.bytes);
      expect(sha256(bytes)).toBe(file.sha256);
    }
    // the same bytes as the whole export of that version
    const csv = Buffer.from(await (await get("/api/events/export.csv")).arrayBuffer());
    expect(sha256(csv)).toBe(snapshot!.files[0]!.sha256);
    expect(csv.toString()).toContain("Cable cut off Gotland");
    const geojson = JSON.parse((await download(snapshot!.files[1]!.url)).toString()) as {
      metadata: { dataVersion: string };
      features: unknown[];
    };
    expect(geojson.metadata.dataVersion).toBe(version);
    expect(geojson.features).toHaveLength(2);
  });

  it("sends a file gzipped when asked, named after its day and version, with its checksum as its tag", async () => {
    const [snapshot] = (await listing()).snapshots;
    const file = snapshot!.files[0]!;
    const response = await rawGet(app.url, new URL(file.url).pathname, {
      "x-forwarded-for": clientAddress(),
      "accept-encoding": "gzip",
    });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(sha256(gunzipSync(response.body))).toBe(file.sha256);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="incidents_snapshot_${snapshot!.date}_${snapshot!.dataVersion}.csv"`,
    );
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8; header=present");
    expect(response.headers.etag).toBe(`"${file.sha256}-gzip"`);
    expect(response.headers["ratelimit-limit"]).toBe("10");
    const again = await get(new URL(file.url).pathname, { "if-none-match": `"${file.sha256}"` });
    expect(again.status).toBe(304);
  });

  it("takes no second snapshot the same day, and a new one the next day after a public change, keeping the old one unchanged", async () => {
    const [first] = (await listing()).snapshots;
    const before = await download(first!.files[0]!.url);
    await insertEvents(app, [
      { title: "Espionage in Riga", kind: "espionage", latitude: 56.95, longitude: 24.1 },
    ]);
    const changed = (await get("/api/events")).headers.get("data-version")!;
    expect(changed).not.toBe(first!.dataVersion);
    // the same day: the day's snapshot stays the one taken
    expect((await listing()).snapshots).toEqual([first]);

    daysLater(1);
    const { snapshots } = await listing();
    expect(snapshots.map((s) => s.date)).toEqual([new Date().toISOString().slice(0, 10), first!.date]);
    expect(snapshots[0]!.dataVersion).toBe(changed);
    expect(snapshots[1]).toEqual(first);
    const csv = await download(snapshots[0]!.files[0]!.url);
    expect(sha256(csv)).toBe(snapshots[0]!.files[0]!.sha256);
    expect(csv.toString()).toContain("Espionage in Riga");
    const old = await download(first!.files[0]!.url);
    expect(old.equals(before)).toBe(true);
    expect(old.toString()).not.toContain("Espionage in Riga");

    // a day without change adds none
    daysLater(2);
    expect((await listing()).snapshots.map((s) => s.dataVersion)).toEqual([changed, first!.dataVersion]);
  });

  it("keeps the bytes of the newest SNAPSHOT_RETENTION days, and rebuilds older ones, the same bytes", async () => {
    const { snapshots } = await listing();
    expect(snapshots).toHaveLength(2);
    const oldest = snapshots[1]!;
    const before = await Promise.all(oldest.files.map((file) => download(file.url)));
    await insertEvents(app, [
      { title: "Phishing in Athens", kind: "cyber", latitude: 37.98, longitude: 23.73 },
    ]);
    daysLater(3);
    const kept = (await listing()).snapshots;
    expect(kept.map((s) => s.date)).toEqual([
      new Date().toISOString().slice(0, 10),
      snapshots[0]!.date,
      oldest.date,
    ]);
    const [stored] = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>("select count(*)::int as n from data_snapshots where gzip is not null");
    expect(stored!.n).toBe(4);
    expect(kept[2]).toEqual(oldest);
    for (const [i, file] of oldest.files.entries()) {
      const again = await download(file.url);
      expect(sha256(again)).toBe(file.sha256);
      expect(again.equals(before[i]!)).toBe(true);
    }
  });

  it.each([
    ["2026-02-30.csv", 400, { date: apiMessages.snapshotDayInvalid }],
    ["yesterday.csv", 400, { date: apiMessages.snapshotDayInvalid }],
    ["20261125.csv", 400, { date: apiMessages.snapshotDayInvalid }],
    ["2026-11-25", 400, { format: apiMessages.snapshotFormatInvalid }],
    ["2026-11-25.xlsx", 400, { format: apiMessages.snapshotFormatInvalid }],
    ["2026-11-25.csv.gz", 400, { date: apiMessages.snapshotDayInvalid }],
  ])("answers %s with %i and the field's message", async (name, status, errors) => {
    const response = await get(`/api/snapshots/${name}`);
    expect(response.status).toBe(status);
    const message = Object.values(errors)[0];
    expect(await response.json()).toEqual(refusal(message!, errors));
  });

  it("answers a day without a snapshot with 404, and an unknown parameter with 400", async () => {
    const missing = await get("/api/snapshots/2001-01-01.csv");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual(refusal(apiMessages.snapshotMissing, undefined, "NOT_FOUND"));
    const unknown = await get("/api/snapshots?date=2026-11-25");
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toBe(
      'Unknown parameter "date". This address takes none.',
    );
  });
});
