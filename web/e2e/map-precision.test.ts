import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { canvasOrigin, markers, openList, pixelAt, seedEvents, waitForMapAtRest } from "./mapHelpers.js";
import { onThisMachine } from "../../api/test/slowness.js";

const GDANSK = { lng: 18.6466, lat: 54.352 };

describe("an imprecise place on the map, in a real browser", () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({ webgl: true });
    const [town] = await seedEvents(e2e, [
      {
        type: "russian",
        title: "Arson at a depot somewhere in Gdańsk",
        sourceUrl: "https://pl.example.org/gdansk-arson",
        date: "2024-05-17",
        latitude: GDANSK.lat,
        longitude: GDANSK.lng,
      },
      {
        type: "chinese",
        title: "Espionage case at a Vienna research institute",
        sourceUrl: "https://at.example.org/espionage",
        date: "2024-03-05",
        latitude: 48.2082,
        longitude: 16.3738,
      },
    ]);
    // known only to the town, and to the month (kept as its first day)
    await e2e.sql(
      "update events set place_precision = 'town', time_precision = 'month', date = '2024-05-01' where id = $1",
      [town],
    );
  });
  afterAll(async () => {
    await e2e?.close();
  });

  /** The colour of the map where a place is, on screen. */
  const colourAt = async (page: Page, lng: number, lat: number) => {
    const origin = await canvasOrigin(page);
    const { x, y } = await page.evaluate(([a, b]) => window.__incidentMap!.project(a!, b!), [lng, lat]);
    return pixelAt(page, origin.x + x, origin.y + y);
  };

  it("shades about 5 km around a place known to its town, and its popup says how precise it is", async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`/?view=${GDANSK.lat},${GDANSK.lng},10`);
    await waitForMapAtRest(page);
    const circles = await page.evaluate(() => window.__incidentMap!.uncertainty());
    expect(circles).toHaveLength(1);
    expect(circles[0]).toMatchObject({ lng: GDANSK.lng, lat: GDANSK.lat, radius: 5000, type: "russian" });
    // 5 km at zoom 10 (512-px tiles) and 54° north: about 111 px
    expect(circles[0]!.pixels).toBeGreaterThan(95);
    expect(circles[0]!.pixels).toBeLessThan(130);

    // 3 km south of the point is inside the red-tinted disc, 9 km south is not (the land as it is)
    const kmSouth = (km: number) => colourAt(page, GDANSK.lng, GDANSK.lat - km / 111.32);
    await expect
      .poll(async () => (await kmSouth(3))[0] - (await kmSouth(9))[0], { timeout: onThisMachine(30_000) })
      .toBeGreaterThan(15);

    const marker = (await markers(page)).find((item) => item.kind === "event")!;
    const origin = await canvasOrigin(page);
    await page.mouse.click(origin.x + marker.x, origin.y + marker.y);
    const popup = page.locator(".incident-popup");
    await popup.getByText("Arson at a depot somewhere in Gdańsk").waitFor();
    const text = await popup.innerText();
    expect(text).toContain("May 2024");
    expect(text).toContain("Place known to the town (within about 5 km); day not known");

    // the list names the month too, not its first day
    await page.keyboard.press("Escape");
    await openList(page);
    const row = page.locator(".incident-panel__row", { hasText: "Arson at a depot somewhere in Gdańsk" });
    await expect
      .poll(() => row.locator("time").textContent(), { timeout: onThisMachine(15_000) })
      .toBe("May 2024");
    await page.context().close();
  });

  it("draws no area around an exact place, and says it is exact", async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto("/?view=48.2082,16.3738,10");
    await waitForMapAtRest(page);
    const circles = await page.evaluate(() => window.__incidentMap!.uncertainty());
    expect(circles.filter((circle) => Math.abs(circle.lng - 16.3738) < 1)).toEqual([]);
    const marker = (await markers(page)).find((item) => item.kind === "event")!;
    const origin = await canvasOrigin(page);
    await page.mouse.click(origin.x + marker.x, origin.y + marker.y);
    const popup = page.locator(".incident-popup");
    await popup.getByText("Exact place; exact day").waitFor();
    expect(await popup.innerText()).toContain("05/03/2024");
    await page.context().close();
  });
});
