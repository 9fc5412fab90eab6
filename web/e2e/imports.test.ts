import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { pageAs, registerMember, type Member } from "./forumSeed.js";
import { onThisMachine } from "../../api/test/slowness.js";

const CSV = [
  "event_id_cnty,event_date,latitude,longitude,source,notes,geo_precision,time_precision",
  "UKR1,2024-04-02,50.45,30.52,https://news.example.org/import-kyiv,Rail yard fire near Kyiv,1,1",
  "UKR2,2024-04-03,49.84,24.03,Local media,Drone over Lviv,2,1",
  "UKR1,2024-04-02,50.45,30.52,https://news.example.org/import-kyiv,Rail yard fire near Kyiv,1,1",
].join("\r\n");

/** Bulk import (decision 126): a moderator picks a file, takes ACLED's columns, dry-runs and imports it. */
describe("a moderator's bulk import, in a real browser", () => {
  let e2e: E2E;
  let moderator: Member;
  beforeAll(async () => {
    e2e = await startE2E();
    moderator = await registerMember(e2e, "import_moderator");
    await e2e.sql("update users set role = 'moderator' where id = $1", [moderator.id]);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("uploads an ACLED export, reports each row in the dry run, imports it and shows the provenance in review", async () => {
    const page = await pageAs(e2e, moderator);
    await page.goto("/forum/admin/imports");
    await page.getByLabel("CSV or GeoJSON file").setInputFiles({
      name: "acled.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(CSV),
    });
    await page.getByRole("button", { name: "Upload", exact: true }).click();
    await page.getByText(/acled\.csv is uploaded as import #\d+/).waitFor();
    await page.getByLabel("The file comes from").selectOption("acled");
    expect(await page.getByLabel("Source URL").inputValue()).toBe(":source");
    await page.getByRole("button", { name: "Dry run" }).click();
    const counts = page.getByTestId("import-counts");
    await counts.waitFor({ timeout: onThisMachine(60_000) });
    expect(await counts.textContent()).toBe(
      "Dry run. Rows read: 3; would be created: 1; merged as likely duplicates: 1; refused: 1; already imported: 0.",
    );
    const rows = page.getByRole("row");
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.nth(1).textContent()).toContain("Source URL must be an http or https address");
    expect(await rows.nth(2).textContent()).toContain("Same source as row 2");

    await page.getByRole("button", { name: "Import", exact: true }).click();
    await page
      .getByText("Imported. The new incidents wait in the review queue.")
      .waitFor({ timeout: onThisMachine(60_000) });
    expect(await counts.textContent()).toContain("created: 1;");

    await page.goto("/forum/admin/incidents");
    await page.getByText(/^Import #\d+, row 2$/).waitFor();
    await page.close();
  });
});
