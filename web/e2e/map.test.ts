import type { Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import {
  addressOf,
  backToView,
  canvasOrigin,
  markers,
  pixelAt,
  seedEvents,
  sharedMapPages,
  waitForMapAtRest,
  type MapView,
  type Marker,
  type SeedEvent,
} from "./mapHelpers.js";
import { onThisMachine } from "../../api/test/slowness.js";

const around = (lng: number, lat: number, index: number): [number, number] => [
  lng + ((index % 4) - 1.5) * 0.01,
  lat + (Math.floor(index / 4) - 1) * 0.01,
];

// Warsaw: 12 Russian events; Berlin: 3 Russian + 2 Chinese; Vienna: one Chinese event;
// Tallinn: three events at the very same point; Madrid: one still waiting for review
const WARSAW: SeedEvent[] = Array.from({ length: 12 }, (_, index) => {
  const [longitude, latitude] = around(21.01, 52.23, index);
  const title = `Warsaw incident ${index}`;
  return {
    type: "russian",
    title,
    sourceUrl: `https://pl.example.org/${index}`,
    date: "2024-01-10",
    latitude,
    longitude,
  };
});
const BERLIN: SeedEvent[] = Array.from({ length: 5 }, (_, index) => {
  const [longitude, latitude] = around(13.4, 52.52, index);
  const type = index < 3 ? "russian" : "chinese";
  return {
    type,
    title: `Berlin incident ${index}`,
    sourceUrl: `https://de.example.org/${index}`,
    date: "2024-02-01",
    latitude,
    longitude,
  };
});
const VIENNA: SeedEvent = {
  type: "chinese",
  title: "Espionage case at a Vienna research institute",
  sourceUrl: "https://at.example.org/espionage",
  date: "2024-03-05",
  latitude: 48.2082,
  longitude: 16.3738,
};
const TALLINN: SeedEvent[] = [
  {
    type: "russian",
    title: "GPS jamming over Tallinn",
    sourceUrl: "https://ee.example.org/gps",
    date: "2023-11-02",
  },
  {
    type: "chinese",
    title: "Drone over Tallinn harbour",
    sourceUrl: "https://ee.example.org/drone",
    date: "2023-12-24",
  },
  {
    type: "russian",
    title: "Cyber attack on Tallinn ministry",
    sourceUrl: "https://ee.example.org/cyber",
    date: "2024-01-15",
  },
].map((event) => ({ ...event, type: event.type as SeedEvent["type"], latitude: 59.437, longitude: 24.7536 }));
const MADRID: SeedEvent = {
  type: "russian",
  title: "Pending report",
  sourceUrl: "https://es.example.org/pending",
  date: "2024-04-01",
  latitude: 40.4168,
  longitude: -3.7038,
  status: "pending",
};

// the view these tests were written for; without one the page opens on all of Europe
const WRITTEN_FOR: MapView = { lng: 15.3, lat: 54.5, zoom: 4 };

async function click(page: Page, marker: Marker) {
  const origin = await canvasOrigin(page);
  await page.mouse.click(origin.x + marker.x, origin.y + marker.y);
}

const isRed = ([r, g, b]: number[]) => r! > 200 && g! < 110 && b! < 110;
const isGold = ([r, g, b]: number[]) => r! > 200 && g! > 160 && b! < 110;

describe("the incident map in a real browser", () => {
  let e2e: E2E;
  /** The map these tests share, opened at the view they were written for by the first that asks */
  const sharedMap = sharedMapPages(async (_screen: "desktop") => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(addressOf(WRITTEN_FOR));
    await waitForMapAtRest(page);
    return page;
  });
  const mapAt = async (view = WRITTEN_FOR) => {
    const page = await sharedMap("desktop");
    await backToView(page, view);
    return page;
  };
  beforeAll(async () => {
    e2e = await startE2E({ webgl: true });
    await seedEvents(e2e, [...WARSAW, ...BERLIN, VIENNA, ...TALLINN, MADRID]);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("opens a shared view at zoom 4 with clusters drawn red, gold and mixed, and never a pending report", async () => {
    // the first test to ask opens the page at the shared view's address
    const page = await mapAt();
    expect(await page.evaluate(() => window.__incidentMap!.zoom())).toBe(4);
    const shown = await markers(page);
    const warsaw = shown.find((marker) => marker.kind === "cluster" && marker.count === 12);
    const berlin = shown.find((marker) => marker.kind === "cluster" && marker.count === 5);
    const vienna = shown.find((marker) => marker.kind === "event");
    expect(warsaw).toMatchObject({ russian: 12, chinese: 0 });
    expect(berlin).toMatchObject({ russian: 3, chinese: 2 });
    expect(vienna).toMatchObject({ type: "chinese" });
    // 12 + 5 + 1 + 3: the pending report in Madrid is not among them
    expect(shown.reduce((sum, marker) => sum + (marker.kind === "event" ? 1 : marker.count), 0)).toBe(21);

    const origin = await canvasOrigin(page);
    // above the count label, inside the disc
    expect(isRed(await pixelAt(page, origin.x + warsaw!.x, origin.y + warsaw!.y - 12))).toBe(true);
    expect(isGold(await pixelAt(page, origin.x + vienna!.x, origin.y + vienna!.y))).toBe(true);
    // the mixed cluster runs from red (top left) to gold (bottom right)
    const mixedTopLeft = await pixelAt(page, origin.x + berlin!.x - 10, origin.y + berlin!.y - 6);
    const mixedBottomRight = await pixelAt(page, origin.x + berlin!.x + 10, origin.y + berlin!.y + 6);
    expect(mixedBottomRight[1]).toBeGreaterThan(mixedTopLeft[1] + 40);
  });

  it("fills in the offline basemap's land once the markers are drawn", async () => {
    const page = await mapAt();
    const origin = await canvasOrigin(page);
    const colourAt = async (lng: number, lat: number) => {
      const { x, y } = await page.evaluate(([a, b]) => window.__incidentMap!.project(a!, b!), [lng, lat]);
      return pixelAt(page, origin.x + x, origin.y + y);
    };
    // central Germany, in the part of the map no panel covers, is land (#1a2233); the North Sea is not (#070b14)
    await expect.poll(() => colourAt(9.5, 50.5), { timeout: onThisMachine(30_000) }).toEqual([26, 34, 51]);
    expect(await colourAt(3, 56)).toEqual([7, 11, 20]);
  });

  it("zooms into a clicked cluster until it splits", async () => {
    const page = await mapAt();
    const warsaw = (await markers(page)).find((marker) => marker.kind === "cluster" && marker.count === 12)!;
    await click(page, warsaw);
    await expect
      .poll(() => page.evaluate(() => window.__incidentMap!.zoom()), { timeout: onThisMachine(15_000) })
      .toBeGreaterThan(4);
    await waitForMapAtRest(page);
    const after = await markers(page);
    expect(after.some((marker) => marker.kind === "cluster" && marker.count === 12)).toBe(false);
    const warsawEvents = after.filter(
      (marker) => Math.abs(marker.lng - 21.01) < 0.1 && Math.abs(marker.lat - 52.23) < 0.1,
    );
    expect(warsawEvents.reduce((sum, marker) => sum + (marker.kind === "event" ? 1 : marker.count), 0)).toBe(
      12,
    );
  });

  it("opens a popup with the title, the date as dd/mm/yyyy and the source in a new tab", async () => {
    const page = await mapAt();
    const vienna = (await markers(page)).find((marker) => marker.kind === "event")!;
    await click(page, vienna);
    const popup = page.locator(".incident-popup");
    await popup.getByText(VIENNA.title).waitFor();
    expect(await popup.innerText()).toContain("05/03/2024");
    const link = popup.getByRole("link", { name: "Read full article" });
    expect(await link.getAttribute("href")).toBe(VIENNA.sourceUrl);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("combines events at the same point into one marker listing them at high zoom", async () => {
    const page = await mapAt({ lng: 24.7536, lat: 59.437, zoom: 17 });
    const location = (await markers(page)).find((marker) => marker.kind === "location")!;
    expect(location).toMatchObject({ count: 3, russian: 2, chinese: 1 });
    await click(page, location);
    const popup = page.locator(".incident-popup");
    await popup.getByRole("heading", { name: "3 events at this location" }).waitFor();
    for (const event of TALLINN) await popup.getByText(event.title).waitFor();
    const items = popup.locator(".location-events__item");
    expect(await items.count()).toBe(3);
    expect((await items.locator(".type-badge").allInnerTexts()).sort()).toEqual(["CN", "RU", "RU"]);
    const text = await popup.innerText();
    for (const date of ["02/11/2023", "24/12/2023", "15/01/2024"]) expect(text).toContain(date);
    const links = popup.getByRole("link", { name: "Read more" });
    expect((await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).sort()).toEqual(
      TALLINN.map((event) => event.sourceUrl).sort(),
    );
    expect(await links.first().getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("keeps the map's libraries out of every other page", async () => {
    const scriptsOf = async (path: string, ready?: string) => {
      const page = await e2e.newPage();
      const bodies: Promise<string>[] = [];
      page.on("response", (response: Response) => {
        if (response.request().resourceType() === "script")
          // a late response may still arrive while the page closes
          bodies.push(response.text().catch(() => ""));
      });
      await page.goto(path);
      // the map's chunks load after the page's first data: networkidle alone can come before them
      if (ready) await page.locator(ready).waitFor({ state: "attached" });
      await page.waitForLoadState("networkidle");
      const texts = await Promise.all(bodies);
      await page.context().close();
      return texts;
    };
    // a class name maplibre gives its canvas, and luma.gl, deck.gl's WebGL layer, by name
    const mapLibraries = /maplibregl-canvas|luma/;
    expect((await scriptsOf("/", "canvas.maplibregl-canvas")).some((text) => mapLibraries.test(text))).toBe(
      true,
    );
    for (const path of ["/mission", "/forum/login"]) {
      expect((await scriptsOf(path)).filter((text) => mapLibraries.test(text))).toEqual([]);
    }
  });

  it("says so plainly and lists the incidents when the browser has no WebGL", async () => {
    const page = await e2e.newPage();
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function (
        this: HTMLCanvasElement,
        kind: string,
        ...rest: unknown[]
      ) {
        return /webgl/.test(kind)
          ? null
          : (getContext as (...args: unknown[]) => unknown).call(this, kind, ...rest);
      } as typeof getContext;
    });
    await page.goto("/");
    await page.getByText(/The interactive map needs WebGL/).waitFor();
    await page.getByText(VIENNA.title).waitFor();
    expect(await page.getByText("21 incidents").count()).toBe(1);
    expect(await page.getByText(MADRID.title).count()).toBe(0);
    await page.context().close();
  });

  it("says when there are no incidents yet", async () => {
    const page = await e2e.newPage();
    const none = { ids: [], types: "", kinds: "", countries: "", days: [], coordinates: [] };
    await page.route(/\/graphql\?operationName=MapData&/, (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ data: { mapData: { mode: "points", count: 0, points: none } } }),
      }),
    );
    await page.goto("/");
    await page.getByText("No incidents have been published yet.").waitFor();
    await page.context().close();
  });
});
