import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/app.js";
import { accountWithRole, bearer } from "../../../test/events.js";
import { customMapping, dryRunFile, importReport, importWhenDone } from "../../../test/imports.js";

const MAPPING = [...customMapping("russian", "sabotage", ["title"]), { field: "titleLanguage", value: "en" }];
const START = `mutation ($id: ID!) { startImport(id: $id) { id status } }`;
let unique = 0;
/** A row of the test files at `url`, far enough from the others not to look alike. */
function rowAt(url: string) {
  unique++;
  return `${url},2024-04-${String((unique % 27) + 1).padStart(2, "0")},${50 + unique * 0.3},${5 + unique * 0.3},Cable cut`;
}

describe("an import's sources", () => {
  let app: TestApp;
  let staff: Record<string, string>;

  beforeAll(async () => {
    app = await startTestApp({ TRUST_PROXY: "1" });
    staff = bearer(await accountWithRole(app, "moderator"));
  });
  afterAll(async () => app?.close());

  const dryRun = (csv: string) => dryRunFile(app, staff, csv, MAPPING);
  const report = (id: string, phase: "dry_run" | "import") => importReport(app, staff, id, phase);

  it("keeps apart pages named by a query parameter, merges only tracking parameters, and says why", async () => {
    const site = `https://site-${Date.now()}.example/article.php`;
    const firstRows = [1, 2, 3].map((id) => rowAt(`${site}?id=${id}`));
    const first = await dryRun(["url,date,lat,lon,title", ...firstRows].join("\n"));
    await app.graphql(START, { id: first.id }, staff);
    expect((await importWhenDone(app, staff, first.id)).counts).toMatchObject({ created: 3, merged: 0 });
    const [incident1, incident2] = await report(first.id, "import");
    // another site's report of the second incident: same place and day
    const nearby = firstRows[1]!.replace(/^[^,]+/, `https://elsewhere-${Date.now()}.example/report`);
    const second = await dryRun(
      [
        "url,date,lat,lon,title",
        rowAt(`${site}?id=4`),
        rowAt(`${site}?id=5`),
        rowAt(`${site}?utm_source=feed&id=1&fbclid=abc#top`),
        rowAt(`${site}?id=4&utm_medium=mail`),
        nearby,
      ].join("\n"),
    );
    expect(second.counts).toMatchObject({ rows: 5, created: 2, merged: 3 });
    const merged = (await report(second.id, "dry_run")).filter((r) => r.outcome === "merged");
    expect(merged).toMatchObject([
      {
        row: 4,
        outcome: "merged",
        eventId: incident1!.eventId,
        duplicateOfRow: null,
        mergeReason: "same_source",
      },
      { row: 5, outcome: "merged", eventId: null, duplicateOfRow: 2, mergeReason: "same_source" },
      { row: 6, outcome: "merged", eventId: incident2!.eventId, duplicateOfRow: null, mergeReason: "nearby" },
    ]);
  });
});
