import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { chromiumSeconds } from "./chromiumCpu.js";
import { launchChromium } from "./harness.js";

// The test command prints each file's Chromium processor seconds (scripts/browser-budget.mjs): the measure
// must see a page's work in its renderer, which is a grandchild of this worker.
describe("Chromium's processor time under a test worker", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("counts a page's busy second, and still counts it once the page is closed", async () => {
    const before = chromiumSeconds();
    const page = await browser.newPage();
    await page.evaluate(() => {
      const until = performance.now() + 1000;
      let spins = 0;
      while (performance.now() < until) spins++;
      return spins;
    });
    const whilePageOpen = chromiumSeconds() - before;
    await page.context().close();
    expect(whilePageOpen).toBeGreaterThanOrEqual(0.9);
    // a closed page's renderer ends; its time stays counted in the process that reaped it
    await expect.poll(() => chromiumSeconds() - before).toBeGreaterThanOrEqual(whilePageOpen - 0.1);
  });
});
