import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { seedEvents, waitForMapAtRest } from "./mapHelpers.js";
import { onThisMachine } from "../../api/test/slowness.js";

/** The basemap's place names drawn once they have loaded, and the label files the page asked for. */
async function placeNames(page: Page, path: string) {
  const labelFiles: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes("world-labels")) labelFiles.push(pathname);
  });
  await page.goto(path);
  await waitForMapAtRest(page);
  await page.waitForFunction(() => (window.__incidentMap?.placeNames().length ?? 0) > 0, null, {
    timeout: onThisMachine(30_000),
  });
  return { names: await page.evaluate(() => window.__incidentMap!.placeNames()), labelFiles };
}

describe("the basemap's place names in the reader's language, in a real browser", () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({ webgl: true });
    await seedEvents(e2e, [
      {
        type: "russian",
        title: "Rail sabotage near Warsaw",
        sourceUrl: "https://pl.example.org/labels",
        date: "2024-01-10",
        latitude: 52.23,
        longitude: 21.01,
      },
    ]);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("names the countries and cities in Ukrainian on /uk/, loading that language's names only", async () => {
    const page = await e2e.newPage({ viewport: { width: 390, height: 844 } });
    const ukrainian = await placeNames(page, "/uk/?view=52.2,21,7");
    expect(ukrainian.names).toEqual(
      expect.arrayContaining(["Польща", "Швеція", "Литва", "Варшава", "Вільнюс"]),
    );
    expect(ukrainian.names).not.toContain("Poland");
    expect(ukrainian.names).not.toContain("Warsaw");
    expect(ukrainian.labelFiles).toHaveLength(1);
    expect(ukrainian.labelFiles[0]).toMatch(/world-labels\.uk\b/);
    await page.context().close();
  });

  it("names the countries and cities in Polish on /pl/", async () => {
    const polish = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    const { names } = await placeNames(polish, "/pl/?view=52.2,21,7");
    expect(names).toEqual(
      expect.arrayContaining(["Polska", "Szwecja", "Litwa", "Warszawa", "Wilno", "Monachium"]),
    );
    await polish.context().close();
  });

  it("keeps English names on the English map, and the embed speaks its address's language", async () => {
    const english = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    const { names } = await placeNames(english, "/?view=52.2,21,7");
    expect(names).toEqual(expect.arrayContaining(["Poland", "Sweden", "Lithuania", "Warsaw", "Munich"]));
    await english.context().close();

    const embed = await e2e.newPage({ viewport: { width: 390, height: 480 } });
    const embedded = await placeNames(embed, "/uk/embed?view=52.2,21,7");
    expect(embedded.names).toEqual(expect.arrayContaining(["Польща", "Варшава"]));
    await embed.context().close();
  });
});
