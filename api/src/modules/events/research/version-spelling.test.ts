import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../test/app.js";
import { insertEvents } from "../../../../test/events.js";
import { rawGet } from "../../../../test/raw-get.js";
import { recordingLogger, type RecordingLogger } from "../../../../test/logs.js";
import { AS_OF_UNKNOWN_MESSAGE } from "../../incidents-read/as-of.queries.js";
const asOfSpellingMessage = (v: string) => `A data version has one spelling, as dataVersion gives it: ${v}.`;

/** Every surface that takes a data version: its REST path (with `{v}`) and the field its errors name. */
const REST = [
  ["/api/events?asOf={v}", "asOf"],
  ["/api/events/export.csv?asOf={v}", "asOf"],
  ["/api/events/export.geojson?asOf={v}", "asOf"],
  ["/api/events/export.xlsx?asOf={v}", "asOf"],
  ["/api/events/export.stix?asOf={v}", "asOf"],
  ["/api/versions/{v}", "version"],
  ["/api/versions/{v}/CITATION.cff", "version"],
] as const;
const GRAPHQL = [
  ["query ($v: String) { events(asOf: $v, first: 1) { totalCount } }", "asOf"],
  ["query ($v: String) { dataVersionRecord(version: $v) { dataVersion } }", "version"],
] as const;

describe("a data version has one spelling, checked before any query", () => {
  let app: TestApp;
  let logs: RecordingLogger;
  let version: string;
  let address = 0;
  const get = (path: string) =>
    rawGet(app.url, path, { "x-forwarded-for": `10.95.${++address >> 8}.${address & 255}` });

  beforeAll(async () => {
    logs = recordingLogger();
    app = await startTestApp({ TRUST_PROXY: "1" }, { logger: logs });
    await insertEvents(app, [{ title: "Cable cut off Gotland" }, { title: "Drones over Rzeszów" }]);
    version = (await get("/api/events")).headers["data-version"] as string;
  });

  afterAll(async () => {
    await app?.close();
  });

  /** Each surface's answer to `value`: REST status and error, GraphQL code and error. */
  async function answers(value: string) {
    const seen: { surface: string; status: number | string; message: string | undefined }[] = [];
    for (const [path, field] of REST) {
      const response = await get(path.replace("{v}", encodeURIComponent(value)));
      const body = JSON.parse(response.body.toString()) as { errors?: Record<string, string> };
      seen.push({ surface: path, status: response.status, message: body.errors?.[field] });
    }
    for (const [query, field] of GRAPHQL) {
      const answer = await app.graphql(query, { v: value });
      const extensions = answer.errors?.[0]?.extensions as
        { code: string; fields?: Record<string, string> } | undefined;
      seen.push({ surface: query, status: extensions?.code ?? "none", message: extensions?.fields?.[field] });
    }
    return seen;
  }

  it("answers a version of year 0000, or any time before 1970, as one never published, on every surface", async () => {
    for (const value of ["00000101T000000.000Z-0", "19691231T235959.999Z-2"]) {
      for (const seen of await answers(value)) {
        expect(seen, value).toMatchObject({
          status: seen.surface.startsWith("/") ? 400 : "BAD_USER_INPUT",
          message: AS_OF_UNKNOWN_MESSAGE,
        });
      }
    }
    expect(logs.errors()).toEqual([]);
  });

  it("refuses a version written otherwise, naming its one spelling, and keeps nothing under the other", async () => {
    const [time, count] = version.split("-") as [string, string];
    const iso = `${time.slice(0, 4)}-${time.slice(4, 6)}-${time.slice(6, 11)}:${time.slice(11, 13)}:${time.slice(13)}`;
    for (const value of [
      `${time}-0${count}`,
      `${time}-000${count}`,
      `${time.toLowerCase()}-${count}`,
      `${iso}-${count}`,
    ]) {
      for (const seen of await answers(value)) {
        expect(seen, value).toMatchObject({
          status: seen.surface.startsWith("/") ? 400 : "BAD_USER_INPUT",
          message: asOfSpellingMessage(version),
        });
      }
    }
    const [kept] = await app.orm.em
      .fork()
      .getConnection()
      .execute<{ n: number }[]>("select count(*)::int as n from data_version_files where data_version <> ?", [
        version,
      ]);
    expect(kept!.n).toBe(0);
    // the version itself, as dataVersion spells it, is answered
    expect((await get(`/api/events?asOf=${version}`)).status).toBe(200);
    expect(logs.errors()).toEqual([]);
  });
});
