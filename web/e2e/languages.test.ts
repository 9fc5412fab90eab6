import { LOCALES } from "@incident-watch/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";

/** The main navigation's first link, "MAP", in each language (web/src/locales/<lang>/app.json). */
const MAP_LINK: Record<string, string> = { en: "MAP", de: "KARTE", pl: "MAPA", uk: "МАПА", fi: "KARTTA" };

describe("the interface's languages in a real browser", () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("renders each language's pages under its prefix, with <html lang> and 16 alternates", async () => {
    const page = await e2e.newPage();
    for (const locale of ["de", "pl", "uk", "fi"]) {
      for (const path of [`/${locale}/`, `/${locale}/forum`, `/${locale}/statistics`]) {
        await page.goto(path);
        const nav = page.getByRole("navigation").first();
        await nav.getByRole("link", { name: MAP_LINK[locale], exact: true }).waitFor();
        expect(await page.locator("html").getAttribute("lang"), path).toBe(locale);
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")));
        expect(alternates, path).toEqual([...LOCALES, "x-default"]);
        // links stay in the page's language
        expect(
          await nav.getByRole("link", { name: MAP_LINK[locale], exact: true }).getAttribute("href"),
        ).toBe(`/${locale}`);
      }
    }
    await page.context().close();
  });

  it("switches language from the menu in place, without a reload, downloading only that language's catalogues", async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    const catalogues: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/app-[\w-]+\.js$/.test(request.url())) catalogues.push(new URL(request.url()).pathname);
    });
    await page.goto("/forum");
    await page.getByRole("link", { name: "MAP", exact: true }).waitFor();
    expect(catalogues).toHaveLength(1);
    await page.evaluate(() => ((window as unknown as { beforeSwitch: boolean }).beforeSwitch = true));
    await page.getByRole("combobox", { name: "Language" }).selectOption("de");
    await page.getByRole("link", { name: "KARTE", exact: true }).waitFor();
    expect(page.url()).toMatch(/\/de\/forum$/);
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    // no reload: the page's own state survived
    expect(await page.evaluate(() => (window as unknown as { beforeSwitch?: boolean }).beforeSwitch)).toBe(
      true,
    );
    expect(catalogues).toHaveLength(2);
    // the menu's choice is kept: an English address now leads to German
    await page.goto("/statistics");
    await page.getByRole("link", { name: "KARTE", exact: true }).waitFor();
    expect(page.url()).toMatch(/\/de\/statistics$/);
    await page.context().close();
  });

  it("gives the map's own controls the new language's words at once when the language is switched in place", async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 }, webgl: true });
    await page.goto("/");
    const zoomIn = page.locator(".maplibregl-ctrl-zoom-in");
    await zoomIn.waitFor();
    expect(await zoomIn.getAttribute("aria-label")).toBe("Zoom in");
    await page.getByRole("combobox", { name: "Language" }).selectOption("de");
    await page.getByRole("link", { name: "KARTE", exact: true }).waitFor();
    await page.waitForFunction(
      () => document.querySelector(".maplibregl-ctrl-zoom-in")?.getAttribute("aria-label") === "Vergrößern",
    );
    expect(await page.locator(".maplibregl-ctrl-zoom-out").getAttribute("aria-label")).toBe("Verkleinern");
    expect(await page.locator(".maplibregl-ctrl-attrib-button").getAttribute("aria-label")).toBe(
      "Quellenangaben ein- oder ausblenden",
    );
    expect(await page.locator(".maplibregl-canvas").getAttribute("aria-label")).toBe("Karte");
    // the same map, re-labelled: still one zoom control
    expect(await page.locator(".maplibregl-ctrl-zoom-in").count()).toBe(1);
    await page.context().close();
  });

  it("fits the header and the forum home of every language in a phone's and a desktop's width", async () => {
    // one load per language, measured at each width by resizing: the layout reflows as on a fresh load
    const viewports = [
      { width: 1280, height: 800 },
      { width: 1024, height: 768 },
      { width: 390, height: 844 },
    ];
    const page = await e2e.newPage({ viewport: viewports[0] });
    for (const locale of LOCALES) {
      await page.goto(locale === "en" ? "/forum" : `/${locale}/forum`);
      await page.locator("h1").first().waitFor();
      for (const viewport of viewports) {
        await page.setViewportSize(viewport);
        // nothing reaches past the page's right edge (a wider header or table would make it scroll sideways)
        const overflowing = await page.evaluate(() =>
          [...document.querySelectorAll("header *, main *")]
            .filter(
              (element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1,
            )
            .map(
              (element) =>
                `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`,
            ),
        );
        expect(overflowing, `${locale} at ${viewport.width} px`).toEqual([]);
      }
    }
    await page.context().close();
  });

  it("sends a first visit to the language its browser prefers", async () => {
    const page = await e2e.newPage({ locale: "pl-PL" });
    await page.goto("/forum");
    await page.getByRole("link", { name: "MAPA", exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/pl/forum");
    await page.context().close();
  });
});
