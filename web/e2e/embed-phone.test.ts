import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { seedEvents, waitForMapAtRest } from "./mapHelpers.js";

const LANGUAGES = {
  en: {
    prefix: "",
    legend: "Legend",
    fullMap: "Open the full map",
    share: "Embed this map",
    code: "Code to embed",
    fill: "Fill the container",
    asOf: /^Data as of (\d{2})\/(\d{2})\/(\d{4}), (\d{2}):(\d{2}) UTC$/,
    alt: (count: number) => `Map showing ${count} incident${count === 1 ? "" : "s"}`,
  },
  pl: {
    prefix: "/pl",
    legend: "Legenda",
    fullMap: "Otwórz pełną mapę",
    share: "Osadź tę mapę",
    code: "Kod do osadzenia",
    fill: "Wypełnij kontener",
    asOf: /^Stan danych na (\d{2})\.(\d{2})\.(\d{4}), (\d{2}):(\d{2}) UTC$/,
    alt: (count: number) => `Mapa przedstawiająca ${count} incydent${count === 1 ? "" : "y"}`,
  },
} as const;
type Language = keyof typeof LANGUAGES;

/** The data's latest change as the frame should write it: day, month, year, hour and minute in UTC. */
async function dataChangedAt(e2e: E2E): Promise<string[]> {
  const response = await fetch(`${e2e.url}/api/embed/map.json`);
  const { dataChangedAt: iso } = (await response.json()) as { dataChangedAt: string };
  const [, year, month, day, hour, minute] = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso)!;
  return [day!, month!, year!, hour!, minute!];
}

/** The frame's line under the map: its date matches the data's, in the language's style. */
async function expectAsOf(e2e: E2E, page: Page, language: Language) {
  const line = page.locator(".embed__as-of");
  await line.waitFor();
  const match = LANGUAGES[language].asOf.exec((await line.textContent())!.trim());
  expect(match?.slice(1)).toEqual(await dataChangedAt(e2e));
  expect(await line.locator("time").getAttribute("datetime")).toMatch(/Z$/);
}

const box = async (page: Page, selector: string) => (await page.locator(selector).boundingBox())!;

describe("the embeddable map on a phone and without WebGL", () => {
  let e2e: E2E;

  beforeAll(async () => {
    // WebGL is taken away unless a test asks for it
    e2e = await startE2E();
    await seedEvents(e2e, [
      {
        type: "russian",
        title: "Rail sabotage near Warsaw",
        sourceUrl: "https://pl.example.org/phone-1",
        date: "2024-01-10",
        latitude: 52.23,
        longitude: 21.01,
      },
      {
        type: "chinese",
        title: "Port scanning in Hamburg",
        sourceUrl: "https://de.example.org/phone-2",
        date: "2024-02-11",
        latitude: 53.55,
        longitude: 9.99,
      },
    ]);
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it.each(["en", "pl"] as const)(
    "folds the legend behind a button in a 390×480 frame, leaving the map the frame (%s)",
    async (language) => {
      const words = LANGUAGES[language];
      const page = await e2e.newPage({ viewport: { width: 390, height: 480 }, webgl: true });
      await page.goto(`${words.prefix}/embed?types=russian`);
      await waitForMapAtRest(page);

      const toggle = page.getByRole("button", { name: words.legend });
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      expect(await page.locator(".embed__legend").isHidden()).toBe(true);
      // the map takes the frame but for one line at its foot
      const map = await box(page, ".maplibregl-canvas");
      expect(map.width).toBe(390);
      expect(map.height).toBeGreaterThanOrEqual(400);
      expect((await box(page, ".embed__bar")).height).toBeLessThanOrEqual(80);
      await expectAsOf(e2e, page, language);
      expect(await page.getByRole("link", { name: words.fullMap }).getAttribute("target")).toBe("_blank");

      // the keyboard unfolds it and folds it again
      await toggle.focus();
      await page.keyboard.press("Enter");
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      const legend = page.locator(".embed__legend");
      await legend.waitFor();
      expect(await legend.locator(".map-legend").isVisible()).toBe(true);
      expect(await toggle.getAttribute("aria-controls")).toBe(await legend.getAttribute("id"));
      await page.keyboard.press("Space");
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      expect(await legend.isHidden()).toBe(true);
      await page.context().close();
    },
  );

  it.each([
    ["en", 1280, 480],
    ["pl", 390, 480],
    ["en", 390, 480],
    ["pl", 1280, 480],
  ] as const)(
    "shows the server's picture of the map where WebGL is missing (%s, %i×%i)",
    async (language, width, height) => {
      const words = LANGUAGES[language];
      const page = await e2e.newPage({ viewport: { width, height } });
      const pictures: string[] = [];
      page.on("request", (request) => {
        if (request.url().includes("/api/embed/map.png")) pictures.push(request.url());
      });
      await page.goto(`${words.prefix}/embed?types=russian`);
      const picture = page.getByRole("img", { name: words.alt(1) });
      await picture.waitFor();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      // the picture of the frame's filter, about the frame's size, covering the frame above its line
      expect(new URL(pictures[0]!).searchParams.get("types")).toBe("russian");
      expect(Number(new URL(pictures[0]!).searchParams.get("width"))).toBeGreaterThanOrEqual(width);
      const shown = await box(page, ".embed__picture");
      expect(shown.width).toBe(width);
      expect(shown.height).toBeGreaterThanOrEqual(height - 80);
      // no list instead, and the frame's date and link as with the map
      expect(await page.locator(".incident-list-page").count()).toBe(0);
      await expectAsOf(e2e, page, language);
      await page.getByRole("link", { name: words.fullMap }).waitFor();
      // a phone's frame folds the legend; a wide one shows it
      const toggle = page.getByRole("button", { name: words.legend });
      if (width <= 480) {
        expect(await toggle.getAttribute("aria-expanded")).toBe("false");
        expect(await page.locator(".embed__legend").isHidden()).toBe(true);
      } else {
        expect(await toggle.count()).toBe(0);
        expect(await page.locator(".embed__legend").isVisible()).toBe(true);
      }
      await page.context().close();
    },
  );

  it.each([
    ["en", 1280],
    ["pl", 390],
  ] as const)(
    "offers heights in the embed code, with a preview at that size (%s, %i px)",
    async (language, width) => {
      const words = LANGUAGES[language];
      const page = await e2e.newPage({ viewport: { width, height: 900 }, webgl: true });
      await page.goto(`${words.prefix}/?types=chinese`);
      await waitForMapAtRest(page);
      const filters = page.locator("button[aria-controls=explorer-filters]");
      if ((await filters.getAttribute("aria-expanded")) === "false") await filters.click();
      await page.getByRole("button", { name: words.share }).click();
      const dialog = page.getByRole("dialog", { name: words.share });
      await dialog.waitFor();
      const code = () => dialog.getByLabel(words.code).inputValue();
      const preview = dialog.getByTestId("embed-preview");

      expect(await code()).toContain('height="480"');
      expect((await preview.boundingBox())!.height).toBeCloseTo(480, 0);
      await dialog.getByRole("radio", { name: "640 px" }).check();
      expect(await code()).toContain('height="640"');
      expect((await preview.boundingBox())!.height).toBeCloseTo(640, 0);
      await dialog.getByRole("radio", { name: "360 px" }).check();
      expect(await code()).toContain('height="360"');

      // filling the container: no fixed height, a 4:3 frame as wide as the column, as the preview is
      await dialog.getByRole("radio", { name: words.fill }).check();
      const filled = await code();
      expect(filled).not.toContain("height=");
      expect(filled).toContain('style="border:0;width:100%;aspect-ratio:4/3"');
      expect(filled).toMatch(
        new RegExp(`^<iframe src="${e2e.url}${words.prefix}/embed\\?types=chinese&amp;view=`),
      );
      const { width: previewWidth, height: previewHeight } = (await preview.boundingBox())!;
      expect(previewHeight).toBeCloseTo((previewWidth * 3) / 4, 0);
      // the preview is the server's picture of the same filter
      const src = await preview.locator("img").getAttribute("src");
      expect(new URLSearchParams(src!.split("?")[1]).get("types")).toBe("chinese");
      await expect
        .poll(() => preview.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      await page.context().close();
    },
  );
});
