import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";

const TITLE = "Повідомити про нову атаку";

/**
 * Every error the page logged or threw: React reports a render error it recovered from (onRecoverableError)
 * as an uncaught error, whose cause is logged here too, so a failure says where it came from.
 */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

describe("the submit page on a slow phone", () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("renders /uk/submit and its map under a throttled CPU, the site's worker installed, without a render error", async () => {
    // a phone, as Lighthouse's mobile run, on its second visit: the installable app's worker answers the
    // code and the catalogues at once, so a catalogue arrives while React is still rendering what asked for it
    const context = await e2e.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
      serviceWorkers: "allow",
    });
    await context.addInitScript(() =>
      addEventListener("error", (event) => {
        const cause = (event.error as { cause?: Error } | undefined)?.cause;
        if (cause) console.error(`caused by ${cause.stack ?? String(cause)}`);
      }),
    );
    const page = await context.newPage();
    const errors = errorsOf(page);
    // Lighthouse's mobile run: the processor four times slower, on a slow 4G network
    const devtools = await context.newCDPSession(page);
    await devtools.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await devtools.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.goto("/uk/submit");
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    for (let visit = 0; visit < 3; visit++) {
      await page.goto("/uk/submit");
      await page.getByRole("heading", { level: 1, name: TITLE }).waitFor();
      await page.locator(".location-picker canvas.maplibregl-canvas").waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
