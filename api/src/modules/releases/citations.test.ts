import { createHash } from "node:crypto";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { insertEvents } from "../../../test/events.js";
import { rawGet } from "../../../test/raw-get.js";
import { cslProblems } from "../../../test/csl-data.js";
import type { VersionRecord } from "./releases.service.js";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("citations that CSL reads and that name a checksum, wherever the data is cited", () => {
  let app: TestApp;
  let address = 0;
  const get = (path: string) =>
    rawGet(app.url, path, { "x-forwarded-for": `10.95.${++address >> 8}.${address & 255}` });
  const json = async <T>(path: string) => JSON.parse((await get(path)).body.toString()) as T;
  let version = "";
  let csv = { url: "", sha256: "" };

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1", PUBLIC_URL: "https://watch.example.eu" });
    await insertEvents(app, [
      { title: "Cable cut off Gotland", kind: "sabotage", latitude: 57.6, longitude: 18.3 },
      { title: "Phishing in Tallinn", type: "chinese", kind: "cyber", latitude: 59.44, longitude: 24.75 },
    ]);
    const response = await get("/api/events/export.csv");
    version = response.headers["data-version"] as string;
    csv = {
      url: `https://watch.example.eu/api/events/export.csv?asOf=${version}`,
      sha256: sha256(response.body),
    };
  });

  afterAll(async () => {
    await app?.close();
  });

  it("gives CSL-JSON of CSL's variables only, the licence in its note, under REST's name `csl` in GraphQL too", async () => {
    const { citation } = await json<VersionRecord>(`/api/versions/${version}`);
    expect(cslProblems(citation.csl)).toEqual([]);
    // the schema's own check would catch the key it refused before
    expect(cslProblems({ ...citation.csl, license: "CC-BY-4.0" })).toEqual(["license is no CSL variable"]);
    expect(citation.csl.note).toContain("Licence: CC-BY-4.0 (https://creativecommons.org/licenses/by/4.0/)");

    const answer = await app.graphql<{ dataVersionRecord: { citation: { csl: string; cslJson: string } } }>(
      "query ($v: String) { dataVersionRecord(version: $v) { citation { csl cslJson } } }",
      { v: version },
    );
    const { csl, cslJson } = answer.data!.dataVersionRecord.citation;
    expect(JSON.parse(csl)).toEqual(citation.csl);
    expect(cslJson).toBe(csl);
    const fields = await app.graphql<{
      __type: { fields: { name: string; isDeprecated: boolean; deprecationReason: string | null }[] };
    }>(
      '{ __type(name: "VersionCitation") { fields(includeDeprecated: true) { name isDeprecated deprecationReason } } }',
    );
    expect(fields.data!.__type.fields.filter((f) => f.name.startsWith("csl"))).toEqual([
      { name: "csl", isDeprecated: false, deprecationReason: null },
      { name: "cslJson", isDeprecated: true, deprecationReason: "Use `csl`, the name REST gives it." },
    ]);
  });

  it("names the current version's CSV and its SHA-256 in the site-wide GraphQL citation", async () => {
    const answer = await app.graphql<{
      citation: { apa: string; bibtex: string; version: string; csvUrl: string; sha256: string };
    }>("{ citation { apa bibtex version csvUrl sha256 } }");
    expect(answer.errors).toBeUndefined();
    const cite = answer.data!.citation;
    expect(cite).toMatchObject({ version, csvUrl: csv.url, sha256: csv.sha256 });
    expect(cite.apa).toContain(`(CSV ${csv.url}, SHA-256 ${csv.sha256})`);
    expect(cite.bibtex).toContain(`SHA-256 ${csv.sha256}},`);
  });

  it("names each snapshot's CSV checksum in its citations", async () => {
    const { snapshots } = await json<{
      snapshots: { citation: { apa: string; bibtex: string }; files: { format: string; sha256: string }[] }[];
    }>("/api/snapshots");
    expect(snapshots.length).toBeGreaterThan(0);
    for (const snapshot of snapshots) {
      const file = snapshot.files.find((f) => f.format === "csv")!;
      expect(snapshot.citation.apa).toContain(`(SHA-256 of the CSV ${file.sha256})`);
      expect(snapshot.citation.bibtex).toContain(`SHA-256 of the CSV ${file.sha256}},`);
    }
  });

  it("names the version's CSV and its SHA-256 in a workbook's sheet About, and cites it", async () => {
    for (const path of ["/api/events/export.xlsx", "/api/events/export.xlsx?kinds=cyber"]) {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await get(path)).body as unknown as ArrayBuffer);
      const about = new Map<string, string>();
      workbook.getWorksheet("About")!.eachRow((row) => {
        const [name, value] = (row.values as unknown[]).slice(1) as string[];
        about.set(name!, value ?? "");
      });
      expect(about.get("Data version's CSV"), path).toBe(csv.url);
      expect(about.get("CSV SHA-256"), path).toBe(csv.sha256);
      expect(about.get("Cite (APA)"), path).toContain(`SHA-256 ${csv.sha256}`);
    }
  });
});
