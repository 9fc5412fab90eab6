import { createHash } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import type { Account } from "../../../test/accounts.js";
import { accountWithRole, bearer, insertEvents } from "../../../test/events.js";
import { rawGet } from "../../../test/raw-get.js";
import { completeRecord } from "../../../test/version-record.js";
import type { Release, VersionRecord } from "./releases.service.js";
import { AS_OF_UNKNOWN_MESSAGE, asOfFormatMessage } from "../incidents-read/as-of.queries.js";
import { onThisMachine } from "../../../test/slowness.js";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const DAY = 24 * 60 * 60 * 1000;

describe("citable data versions and numbered releases", () => {
  let app: TestApp;
  let moderator: Account;
  let ids: string[];
  let address = 0;
  const get = (path: string) =>
    rawGet(app.url, path, { "x-forwarded-for": `10.97.${++address >> 8}.${address & 255}` });
  const json = async <T>(path: string) => {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    return JSON.parse(response.body.toString()) as T;
  };
  const staff = (query: string, variables: Record<string, unknown>) =>
    app.graphql<Record<string, unknown>>(query, variables, bearer(moderator));

  beforeAll(async () => {
    app = await startTestApp({
      TRUST_PROXY: "1",
      PUBLIC_URL: "https://watch.example.eu",
      SNAPSHOT_RETENTION: "1",
    });
    moderator = await accountWithRole(app, "moderator");
    ids = await insertEvents(app, [
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

  it("names a version's five files with their SHA-256, and cites the version, its address and checksum", async () => {
    const version = (await get("/api/events")).headers["data-version"] as string;
    // at once, the checksums being computed in the background
    const first = await json<VersionRecord>(`/api/versions/${version}`);
    expect(first.checksumsPending).toEqual(["csv", "geojson", "json", "xlsx", "stix"]);
    expect(first.files.map((file) => [file.sha256, file.bytes])).toEqual(Array(5).fill([null, null]));
    expect(first.citation.cff).toContain(`version: "${version}"`);
    const record = await completeRecord(app.url, version);
    expect(record).toMatchObject({
      dataVersion: version,
      count: 2,
      url: `https://watch.example.eu/api/versions/${version}`,
    });
    expect(record.files.map((file) => file.format)).toEqual(["csv", "geojson", "json", "xlsx", "stix"]);
    for (const file of record.files) {
      const bytes = (await get(new URL(file.url).pathname + new URL(file.url).search)).body;
      expect(sha256(bytes), file.format).toBe(file.sha256);
      expect(bytes.length).toBe(file.bytes);
    }
    const csv = record.files[0]!;
    expect(csv.url).toBe(`https://watch.example.eu/api/events/export.csv?asOf=${version}`);
    const { apa, bibtex, csl, cff } = record.citation;
    for (const text of [apa, bibtex, cff]) {
      expect(text).toContain(version);
      expect(text).toContain(csv.url);
      expect(text).toContain(csv.sha256);
    }
    expect(csl).toMatchObject({ type: "dataset", version, URL: csv.url });
    expect(String(csl.note)).toContain(`SHA-256 (csv): ${csv.sha256}`);
    expect(String(csl.note)).toContain("Licence: CC-BY-4.0 (https://creativecommons.org/licenses/by/4.0/)");
    expect(cff).toMatch(/^cff-version: 1\.2\.0\n/);
    expect(cff).toContain("type: dataset\n");
    const file = await get(`/api/versions/${version}/CITATION.cff`);
    expect(file.headers["content-type"]).toBe("application/x-yaml; charset=utf-8");
    expect(file.body.toString()).toBe(cff);
    expect((await get("/api/CITATION.cff")).body.toString()).toBe(cff);
    // the checksums are kept once computed
    const [kept] = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>("select count(*)::int as n from data_version_files where data_version = ?", [
        version,
      ]);
    expect(kept!.n).toBe(5);
  });

  it(
    "still answers a cited version's address and checksum after 40 days and 1,000 later changes",
    { timeout: onThisMachine(120_000) },
    async () => {
      const version = (await get("/api/events")).headers["data-version"] as string;
      const cited = await completeRecord(app.url, version);
      const { snapshots } = await json<{
        snapshots: { date: string; files: { url: string; sha256: string }[] }[];
      }>("/api/snapshots");
      // 1,000 later changes: 996 new incidents, two corrections, a withdrawal and a deletion
      const later = await insertEvents(
        app,
        Array.from({ length: 996 }, (_, i) => ({
          title: `Later incident ${i}`,
          latitude: 54.7,
          longitude: 25.3,
        })),
      );
      let changes = later.length;
      const change = async (query: string, variables: Record<string, unknown>) => {
        const answer = await staff(query, variables);
        expect(answer.errors, query).toBeUndefined();
        changes++;
      };
      for (const title of ["Cable cut off Gotland, two cables", "Cables cut off Gotland"]) {
        await change(
          `mutation ($id: ID!, $title: String!) { updateEvent(id: $id, input: { title: $title }) { id } }`,
          { id: ids[0], title },
        );
      }
      await change(`mutation ($id: ID!) { rejectEvent(id: $id, reason: "Retracted") { id } }`, {
        id: ids[1],
      });
      await change(`mutation ($id: ID!) { deleteEvent(id: $id) }`, { id: later[0] });
      expect(changes).toBe(1000);
      const latest = (await get("/api/events")).headers["data-version"] as string;
      expect(latest).not.toBe(version);
      // the two cited incidents, less the withdrawn one, and the new ones, less the deleted one
      expect((await json<VersionRecord>(`/api/versions/${latest}`)).count).toBe(2 - 1 + 996 - 1);
      vi.useFakeTimers({ toFake: ["Date"] });
      for (let day = 1; day <= 40; day++) {
        vi.setSystemTime(new Date(vi.getRealSystemTime() + day * DAY));
        // a reader a day: a new snapshot when the data changed, the bytes of the oldest dropped
        await json("/api/snapshots");
      }
      const again = await json<VersionRecord>(`/api/versions/${version}`);
      expect(again).toEqual(cited);
      for (const file of cited.files) {
        const bytes = (await get(new URL(file.url).pathname + new URL(file.url).search)).body;
        expect(sha256(bytes), file.format).toBe(file.sha256);
      }
      for (const file of snapshots[0]!.files) {
        const bytes = (await get(new URL(file.url).pathname)).body;
        expect(sha256(bytes)).toBe(file.sha256);
      }
      // a thousand changes and forty days of snapshots, each a whole export: 10 s here, 30 s on a slow day
    },
  );

  it("lists monthly releases, each the version its month ended with, in REST and GraphQL", async () => {
    const version = (await get("/api/events")).headers["data-version"] as string;
    vi.useFakeTimers({ toFake: ["Date"] });
    const now = new Date();
    vi.setSystemTime(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2)));
    const month = now.toISOString().slice(0, 7);
    const { releases } = await json<{ releases: Release[] }>("/api/releases");
    expect(releases[0]).toEqual({
      name: month,
      dataVersion: version,
      releasedAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString(),
      url: `https://watch.example.eu/api/versions/${version}`,
    });
    const graphql = await app.graphql<{
      releases: { name: string; dataVersion: string }[];
      dataVersionRecord: {
        dataVersion: string;
        files: { format: string; sha256: string }[];
        citation: { cslJson: string };
      };
    }>(
      `query ($v: String) { releases { name dataVersion } dataVersionRecord(version: $v) { dataVersion files { format sha256 } citation { cslJson } } }`,
      {
        v: version,
      },
    );
    expect(graphql.data!.releases[0]).toEqual({ name: month, dataVersion: version });
    expect(graphql.data!.dataVersionRecord.dataVersion).toBe(version);
    expect(JSON.parse(graphql.data!.dataVersionRecord.citation.cslJson)).toMatchObject({ version });
  });

  it("refuses a version never published with 400, naming it", async () => {
    const response = await get("/api/versions/20200101T000000.000Z-3");
    expect(response.status).toBe(400);
    const body = JSON.parse(response.body.toString()) as { errors: Record<string, string> };
    expect(body.errors.version).toBe(AS_OF_UNKNOWN_MESSAGE);
    // a word is no version: the answer names the path's own parameter, not asOf
    const latest = await get("/api/versions/latest");
    expect(latest.status).toBe(400);
    expect((JSON.parse(latest.body.toString()) as { errors: Record<string, string> }).errors).toEqual({
      version: asOfFormatMessage("version"),
    });
    expect(asOfFormatMessage("version")).toMatch(/^version must be a data version/);
  });
});
