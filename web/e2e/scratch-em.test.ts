import { afterAll, beforeAll, describe, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { seedEvents, waitForMapAtRest } from "./mapHelpers.js";

describe("scratch", () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
    await seedEvents(e2e, Array.from({ length: 40 }, (_, i) => ({
      type: i % 3 ? "russian" : "chinese",
      title: `Incident number ${i}`,
      sourceUrl: `https://x.example.org/${i}`,
      date: `202${3 + (i % 2)}-0${1 + (i % 9)}-1${i % 9}`,
      latitude: 40 + (i % 20),
      longitude: -5 + i,
    })));
  });
  afterAll(async () => { await e2e?.close(); });
  it("screens", async () => {
    for (const [w, h] of [[1280, 800], [390, 844]] as const) {
      const page = await e2e.newPage({ viewport: { width: w, height: h } });
      page.on("console", (m) => console.log("console:", m.text()));
      page.on("pageerror", (m) => console.log("pageerror:", m.message));
      await page.goto("/");
      await waitForMapAtRest(page);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/em/${w}.png`, fullPage: w < 500 });
      console.log(w, await page.evaluate(() => window.__incidentMap!.zoom()), page.url());
      await page.context().close();
    }
  });
});
