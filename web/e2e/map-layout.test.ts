import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { seedEvents, waitForMapAtRest } from "./mapHelpers.js";

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E({ webgl: true });
  await seedEvents(e2e, [
    {
      type: "russian",
      title: "Drone over Vilnius airport",
      sourceUrl: "https://news.example.org/vilnius",
      date: "2024-05-02",
      latitude: 54.6872,
      longitude: 25.2797,
    },
  ]);
});

afterAll(async () => {
  await e2e?.close();
});

/** The map's width that no side panel covers, and where its zoom buttons sit. */
function layout(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const element = document.querySelector(selector);
      const rect = element?.getBoundingClientRect();
      return rect && rect.width > 0 ? rect : null;
    };
    const map = box(".incident-map")!;
    const left = box("#explorer-filters")?.right ?? map.left;
    const right = box("#explorer-list")?.left ?? map.right;
    const zoom = box(".maplibregl-ctrl-top-left .maplibregl-ctrl-group")!;
    return {
      share: (right - left) / window.innerWidth,
      zoomFromLeft: zoom.left - left,
      zoomFromTop: zoom.top - map.top,
      filters: !!box("#explorer-filters"),
      list: !!box("#explorer-list"),
    };
  });
}

describe("the map owns the screen", () => {
  for (const [width, height] of [
    [1280, 800],
    [1440, 900],
  ] as const) {
    it(`shows the map in at least 70 % of the window's width at ${width}×${height}`, async () => {
      const page = await e2e.newPage({ viewport: { width, height } });
      await page.goto("/");
      await waitForMapAtRest(page);
      const shown = await layout(page);
      expect(shown).toMatchObject({ filters: true, list: false });
      expect(shown.share).toBeGreaterThanOrEqual(0.7);
      console.info(`map at ${width}×${height}: ${(shown.share * 100).toFixed(1)} % of the width`);
      // the zoom buttons at the top-left corner of the map that shows, under the Filters and List buttons
      expect(shown.zoomFromLeft).toBeGreaterThanOrEqual(0);
      expect(shown.zoomFromLeft).toBeLessThan(20);
      expect(shown.zoomFromTop).toBeLessThan(60);
      await page.context().close();
    });
  }

  it("keeps the list a button away, and remembers the visitor's choice", async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto("/");
    await waitForMapAtRest(page);
    await page.getByRole("button", { name: "List" }).click();
    await page.locator(".incident-panel__row").first().waitFor();
    await page.getByRole("button", { name: "Filters" }).click();
    await page.locator("#explorer-filters").waitFor({ state: "hidden" });
    await page.reload();
    await waitForMapAtRest(page);
    expect(await layout(page)).toMatchObject({ filters: false, list: true });
    await page.context().close();
  });

  it("opens both panels on a screen 1600 px wide", async () => {
    const page = await e2e.newPage({ viewport: { width: 1600, height: 900 } });
    await page.goto("/");
    await waitForMapAtRest(page);
    expect(await layout(page)).toMatchObject({ filters: true, list: true });
    await page.context().close();
  });
});
