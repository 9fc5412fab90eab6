import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import {
  backToView,
  canvasOrigin,
  markers,
  openList,
  seedEvents,
  sharedMapPages,
  waitForMapAtRest,
  type MapView,
  type SeedEvent,
} from "./mapHelpers.js";
import { onThisMachine } from "../../api/test/slowness.js";

const at = (title: string, longitude: number, latitude: number, type: SeedEvent["type"] = "russian") => ({
  type,
  title,
  sourceUrl: `https://news.example.org/${title.replace(/\W+/g, "-").toLowerCase()}`,
  date: "2024-05-02",
  latitude,
  longitude,
});

// at spec §9's first view on a wide screen Vilnius sits near the list, Dublin under the filters and Kyiv
// under the list; the three Visby incidents share one point
const VILNIUS = at("Drone over Vilnius airport", 25.2797, 54.6872);
const DUBLIN = at("Cable cut off Dublin", -6.2603, 53.3498, "chinese");
const KYIV = at("Cyber attack on Kyiv grid", 30.5234, 50.4501);
const VISBY: SeedEvent[] = ["Visby harbour drone", "Visby radar jamming", "Visby cable anchor"].map((title) =>
  at(title, 18.2948, 57.6348),
);

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The part of the map no panel covers, read from the page's own boxes. */
function freeArea(page: Page): Promise<Box> {
  return page.evaluate(() => {
    const shown = (selector: string) =>
      [...document.querySelectorAll(selector)]
        .map((element) => element.getBoundingClientRect())
        .filter((box) => box.width > 0 && box.height > 0);
    const map = shown(".incident-map")[0]!;
    const free = { left: map.left, right: map.right, top: map.top, bottom: map.bottom };
    const phone = window.innerWidth <= 720;
    for (const box of shown("#explorer-filters")) free.left = Math.max(free.left, box.right);
    for (const box of shown("#explorer-list")) {
      if (phone) free.bottom = Math.min(free.bottom, box.top);
      else free.right = Math.min(free.right, box.left);
    }
    for (const box of shown(".explorer__timeline")) free.bottom = Math.min(free.bottom, box.top);
    for (const box of shown(".explorer__toggle")) free.top = Math.max(free.top, box.bottom);
    return free;
  });
}

async function popupBox(page: Page): Promise<Box | null> {
  const box = await page.locator(".maplibregl-popup").boundingBox();
  return box && { left: box.x, right: box.x + box.width, top: box.y, bottom: box.y + box.height };
}

/** Waits until the whole popup lies in the free part of the map and the map has stopped there. */
async function expectPopupInView(page: Page) {
  const placement = async () => {
    const [box, free] = await Promise.all([popupBox(page), freeArea(page)]);
    const settled = await page.evaluate(() => window.__incidentMap!.settled());
    const inside =
      box !== null &&
      box.left >= free.left &&
      box.right <= free.right &&
      box.top >= free.top &&
      box.bottom <= free.bottom;
    return { inside, settled, box, free };
  };
  await expect
    .poll(placement, { timeout: onThisMachine(15_000) })
    .toMatchObject({ inside: true, settled: true });
}

async function clickAt(page: Page, lng: number, lat: number) {
  const origin = await canvasOrigin(page);
  const { x, y } = await page.evaluate(([a, b]) => window.__incidentMap!.project(a!, b!), [lng, lat]);
  await page.mouse.click(origin.x + x, origin.y + y);
}

/** Opens a list row's popup by the row's title. */
async function openFromList(page: Page, title: string) {
  await openList(page);
  const row = page.locator(".incident-panel__row", { hasText: title });
  await row.click();
}

const DESKTOP = { viewport: { width: 1280, height: 800 } };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** Spec §9's first view */
const FIRST_VIEW = { lng: 15.3, lat: 54.5, zoom: 4 };

/**
 * Brings the page the tests share back to where a test starts: `view` at rest, no popup, and the panels
 * as the page opened them (on a wide screen the filters open and the list closed, on a phone both closed).
 */
async function startFrom(page: Page, view: MapView) {
  await backToView(page, view);
  const phone = page.viewportSize()!.width <= 720;
  for (const [name, open] of [
    ["Filters", !phone],
    ["List", false],
  ] as const) {
    const button = page.getByRole("button", { name, exact: true });
    if ((await button.getAttribute("aria-expanded")) === String(open)) continue;
    await button.click();
    await expect.poll(() => button.getAttribute("aria-expanded")).toBe(String(open));
  }
  await waitForMapAtRest(page);
}

/** Visby near the top edge of the map, below the header (and on a phone the Map | Latest switch) */
function visbyAtTheTop(options: typeof DESKTOP | typeof PHONE): MapView {
  const height = options.viewport.height - 64 - (options === PHONE ? 56 : 0);
  const north = (height / 2 - 40) / 246_000;
  return { lng: 18.2948, lat: Number((57.6348 - north).toFixed(5)), zoom: 16.5 };
}

describe("the map page's layout, popups and keyboard paths", () => {
  let e2e: E2E;
  let ids: string[];
  /** The file's one map page for a kind of screen, opened at spec §9's view by the first test that asks */
  const mapPage = sharedMapPages(async (options: typeof DESKTOP | typeof PHONE) => {
    const page = await e2e.newPage(options);
    await page.goto("/");
    await waitForMapAtRest(page);
    return page;
  });
  beforeAll(async () => {
    e2e = await startE2E({ webgl: true });
    ids = await seedEvents(e2e, [VILNIUS, DUBLIN, KYIV, ...VISBY]);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("fills the window under the header with the map, opens at spec §9's view, and folds its panels away", async () => {
    // the first test to ask sees the page as it opened; a later one, as startFrom() left it
    const page = await mapPage(DESKTOP);
    await startFrom(page, FIRST_VIEW);
    const header = (await page.locator("header").first().boundingBox())!;
    const canvas = (await page.locator(".incident-map canvas.maplibregl-canvas").boundingBox())!;
    expect(canvas.x).toBe(0);
    expect(canvas.width).toBe(1280);
    expect(Math.abs(canvas.y - (header.y + header.height))).toBeLessThanOrEqual(1);
    expect(canvas.y + canvas.height).toBeGreaterThanOrEqual(799);
    expect(await page.evaluate(() => window.__incidentMap!.zoom())).toBe(4);
    const centre = await page.evaluate(() => window.__incidentMap!.project(15.3, 54.5));
    expect(Math.abs(centre.x - canvas.width / 2)).toBeLessThan(2);
    expect(Math.abs(centre.y - canvas.height / 2)).toBeLessThan(2);

    // the panels lie over the map and fold away; below 1600 px the list starts closed, a button away
    const filters = page.locator("#explorer-filters");
    const list = page.locator("#explorer-list");
    expect(await filters.isVisible()).toBe(true);
    expect(await list.isVisible()).toBe(false);
    await page.getByRole("button", { name: "Filters" }).click();
    await filters.waitFor({ state: "hidden" });
    expect(await page.locator(".explorer__timeline").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Filters" }).getAttribute("aria-expanded")).toBe("false");
    await page.getByRole("button", { name: "List" }).click();
    await list.waitFor();
    await page.getByRole("button", { name: "List" }).click();
    await list.waitFor({ state: "hidden" });
  });

  it("puts Filters and List buttons above the map on a phone, with both panels closed at first", async () => {
    const page = await mapPage(PHONE);
    await startFrom(page, FIRST_VIEW);
    const button = (await page.getByRole("button", { name: "List" }).boundingBox())!;
    const canvas = (await page.locator(".incident-map canvas.maplibregl-canvas").boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(canvas.y);
    expect(canvas.width).toBe(390);
    expect(canvas.y + canvas.height).toBeGreaterThanOrEqual(843);
    expect(await page.locator("#explorer-filters").isVisible()).toBe(false);
    expect(await page.locator("#explorer-list").isVisible()).toBe(false);
    await page.getByRole("button", { name: "Filters" }).click();
    await page.getByRole("checkbox", { name: "Russia" }).waitFor();
    // one sheet at a time
    await page.getByRole("button", { name: "List" }).click();
    await page.locator("#explorer-filters").waitFor({ state: "hidden" });
    await page.locator(".incident-panel__row").first().waitFor();
  });

  it("pans a marker's popup near the list into view and hides the tooltip on click", async () => {
    const page = await mapPage(DESKTOP);
    await startFrom(page, FIRST_VIEW);
    const origin = await canvasOrigin(page);
    const vilnius = (await markers(page)).find((marker) => Math.abs(marker.lng - VILNIUS.longitude) < 0.01)!;
    await page.mouse.move(origin.x + vilnius.x, origin.y + vilnius.y);
    await page.locator(".incident-map__tooltip").waitFor();
    await page.mouse.click(origin.x + vilnius.x, origin.y + vilnius.y);
    await page.locator(".incident-popup").getByText(VILNIUS.title).waitFor();
    expect(await page.locator(".incident-map__tooltip").count()).toBe(0);
    await expectPopupInView(page);
  });

  it("pans the popups of list rows whose incidents lie under the filters or the list into view", async () => {
    const page = await mapPage(DESKTOP);
    for (const event of [DUBLIN, KYIV]) {
      await startFrom(page, FIRST_VIEW);
      await openFromList(page, event.title);
      await page.locator(".incident-popup").getByText(event.title).waitFor();
      await expectPopupInView(page);
    }
  });

  it("keeps the combined popup whole at the top of the map, on a wide screen and on a phone", async () => {
    for (const options of [DESKTOP, PHONE]) {
      const page = await mapPage(options);
      await startFrom(page, visbyAtTheTop(options));
      await clickAt(page, 18.2948, 57.6348);
      const popup = page.locator(".incident-popup");
      await popup.getByRole("heading", { name: "3 events at this location" }).waitFor();
      for (const event of VISBY) await popup.getByText(event.title).waitFor();
      await expectPopupInView(page);
    }
  });

  it("pans a popup at the phone's right edge into view, also above the open list", async () => {
    const page = await mapPage(PHONE);
    await startFrom(page, { lng: 23.4, lat: 54.7, zoom: 6 });
    await page.getByRole("button", { name: "List" }).click();
    await openFromList(page, VILNIUS.title);
    await page.locator(".incident-popup").getByText(VILNIUS.title).waitFor();
    await expectPopupInView(page);
  });

  it("links every popup and list row to the incident's own page, keeping 'Read full article'", async () => {
    const page = await mapPage(DESKTOP);
    await startFrom(page, FIRST_VIEW);
    const vilniusId = ids[0]!;
    await openList(page);
    const row = page.locator(".incident-panel__item", { hasText: VILNIUS.title });
    expect(await row.getByRole("link").getAttribute("href")).toBe(`/incident/${vilniusId}`);
    await openFromList(page, VILNIUS.title);
    const popup = page.locator(".incident-popup");
    const article = popup.getByRole("link", { name: "Read full article" });
    expect(await article.getAttribute("href")).toBe(VILNIUS.sourceUrl);
    await popup.getByRole("link", { name: "Incident page" }).click();
    await page.waitForURL(`**/incident/${vilniusId}`);
    await page.getByRole("heading", { name: VILNIUS.title }).waitFor();

    await page.goBack();
    await startFrom(page, { lng: 18.2948, lat: 57.6348, zoom: 17 });
    await clickAt(page, 18.2948, 57.6348);
    for (const event of VISBY) await popup.getByText(event.title).waitFor();
    const pages = await popup
      .getByRole("link", { name: "Incident page" })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(pages.sort()).toEqual(
      ids
        .slice(3)
        .map((id) => `/incident/${id}`)
        .sort(),
    );
  });

  it("offers skip links to the list, the filters and the map, and tabs from a popup's × to its links", async () => {
    const page = await e2e.newPage(DESKTOP);
    await page.goto("/");
    await waitForMapAtRest(page);
    const activeText = () => page.evaluate(() => document.activeElement?.textContent ?? "");
    const tabTo = async (text: string) => {
      for (let press = 0; press < 20; press++) {
        await page.keyboard.press("Tab");
        if ((await activeText()) === text) return press + 1;
      }
      throw new Error(`Tab never reached ${text}`);
    };
    // from the page's start Tab reaches the skip links, the filters' first
    await tabTo("Skip to the filters");
    await tabTo("Skip to the list of incidents");
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.className ?? ""))
      .toContain("incident-panel__row");

    // the others from the list's link, each on the page as it opened
    const fromTheListLink = async (key: "Shift+Tab" | "Tab", text: string) => {
      await startFrom(page, FIRST_VIEW);
      await page.getByRole("link", { name: "Skip to the list of incidents" }).focus();
      await page.keyboard.press(key);
      expect(await activeText()).toBe(text);
      await page.keyboard.press("Enter");
    };
    await fromTheListLink("Shift+Tab", "Skip to the filters");
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("explorer-filters");

    await fromTheListLink("Tab", "Skip to the map");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains("maplibregl-canvas")))
      .toBe(true);
    // the focused map shows a ring, drawn where no panel hides it
    const ring = page.locator(".incident-map__focus-ring");
    await ring.waitFor();
    const [ringBox, free] = await Promise.all([ring.boundingBox(), freeArea(page)]);
    expect(ringBox!.x).toBeGreaterThanOrEqual(free.left - 1);
    expect(ringBox!.x + ringBox!.width).toBeLessThanOrEqual(free.right + 1);
    expect(ringBox!.y + ringBox!.height).toBeLessThanOrEqual(free.bottom + 1);
    expect(ringBox!.width).toBeGreaterThan(300);
    expect(await ring.evaluate((element) => getComputedStyle(element).borderTopWidth)).toBe("3px");

    // from the popup's × the next Tab reaches its links
    await clickAt(page, VILNIUS.longitude, VILNIUS.latitude);
    const popup = page.locator(".incident-popup");
    await popup.getByText(VILNIUS.title).waitFor();
    await page.locator(".maplibregl-popup-close-button").focus();
    await page.keyboard.press("Tab");
    expect(await activeText()).toBe("Read full article");
    // and the × is never under a panel
    await expectPopupInView(page);
    await page.context().close();
  });
});
