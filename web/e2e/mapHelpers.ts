import { inflateSync } from "node:zlib";
import type { Frame, Page } from "playwright-core";
import type { E2E } from "./harness.js";
import { onThisMachine } from "../../api/test/slowness.js";

export interface SeedEvent {
  type: "russian" | "chinese";
  title: string;
  sourceUrl: string;
  date: string;
  latitude: number;
  longitude: number;
  status?: "approved" | "pending";
}

/** Writes events straight into this run's database; returns their ids in order. */
export async function seedEvents(e2e: Pick<E2E, "sql">, events: SeedEvent[]): Promise<string[]> {
  const rows = await e2e.sql<{ id: string }>(
    `insert into events (type, title, title_source, source_url, source_url_key, date, latitude, longitude,
                         status, created_at, updated_at)
     select type, title, 'page', url, lower(url), date::date, latitude, longitude, status, now(), now()
       from jsonb_to_recordset($1::jsonb)
         as e(type text, title text, url text, date text, latitude float8, longitude float8, status text)
     returning id::text as id`,
    [
      JSON.stringify(
        events.map((event) => ({ ...event, url: event.sourceUrl, status: event.status ?? "approved" })),
      ),
    ],
  );
  return rows.map((row) => row.id);
}

/** One published incident with a place and a source: the one the discussion and the cards are about. */
export const GDANSK_DRONE: SeedEvent = {
  type: "russian",
  title: "Drone over the Gdańsk shipyard",
  sourceUrl: "https://news.example.org/gdansk-drone",
  date: "2024-05-12",
  latitude: 54.35,
  longitude: 18.65,
};

/** A page, or a frame in one (the embeddable map in another site's iframe), that shows the map. */
export type MapFrame = Pick<Frame, "waitForFunction" | "evaluate">;

/** Chromium reads WebGL through SwiftShader here; the first frames may take a few seconds. */
export async function waitForMapAtRest(page: MapFrame, timeout = onThisMachine(60_000)) {
  try {
    await page.waitForFunction(
      () => Boolean(window.__incidentMap?.settled() && window.__incidentMap.markers().length > 0),
      null,
      { timeout, polling: 100 },
    );
  } catch (error) {
    // say what never came (the basemap, the view at rest, the markers of this view) and whether the WebGL
    // context was lost, which no wait would mend
    const state = await page.evaluate(() => ({
      probe: Boolean(window.__incidentMap),
      waitingFor: window.__incidentMap?.unsettled() ?? null,
      markers: window.__incidentMap?.markers().length ?? null,
      contextLost: (() => {
        const canvas = document.querySelector<HTMLCanvasElement>("canvas.maplibregl-canvas");
        return (canvas?.getContext("webgl2") ?? canvas?.getContext("webgl"))?.isContextLost() ?? null;
      })(),
      alerts: [...document.querySelectorAll("[role=alert]")].map((node) => node.textContent),
    }));
    throw new Error(`The map did not come to rest with markers: ${JSON.stringify(state)}`, { cause: error });
  }
  // two more frames, so deck.gl has drawn what the worker answered
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

export type Marker = ReturnType<NonNullable<Window["__incidentMap"]>["markers"]>[number];

export function markers(page: MapFrame): Promise<Marker[]> {
  return page.evaluate(() => window.__incidentMap?.markers() ?? []);
}

/** The colour of one screen pixel, read from a 1×1 screenshot (every PNG filter leaves one pixel as is). */
export async function pixelAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const png = await page.screenshot({ clip: { x: Math.round(x), y: Math.round(y), width: 1, height: 1 } });
  const chunks: Buffer[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    if (png.toString("ascii", offset + 4, offset + 8) === "IDAT") {
      chunks.push(png.subarray(offset + 8, offset + 8 + length));
    }
    offset += length + 12;
  }
  const [, r, g, b] = inflateSync(Buffer.concat(chunks));
  return [r!, g!, b!];
}

/** A page's own coordinates of a marker, as the map canvas sits below the header. */
export async function canvasOrigin(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.locator(".incident-map canvas.maplibregl-canvas").boundingBox();
  if (!box) throw new Error("The map canvas is not on the page");
  return { x: box.x, y: box.y };
}

/** Opens the incident list, which starts closed below 1600 px wide (and on phones). */
export async function openList(page: Page) {
  const list = page.locator("#explorer-list");
  if (!(await list.isVisible())) await page.getByRole("button", { name: "List" }).click();
  await list.waitFor();
}

export interface MapView {
  lng: number;
  lat: number;
  zoom: number;
}

/** The map page's address showing `view` (its `view` parameter: latitude, longitude, zoom). */
export const addressOf = ({ lat, lng, zoom }: MapView) => `/?view=${lat},${lng},${zoom}`;

/**
 * One map page per kind of screen, opened by the first check that asks for it. Drawing a map is most of
 * what a browser test costs, so the checks that look at one map share its page; each starts with
 * backToView(). A page that failed to open is opened again by the next check.
 */
export function sharedMapPages<Screen>(open: (screen: Screen) => Promise<Page>) {
  const pages = new Map<Screen, Promise<Page>>();
  return (screen: Screen): Promise<Page> => {
    if (!pages.has(screen))
      pages.set(
        screen,
        open(screen).catch((error: unknown) => {
          pages.delete(screen);
          throw error;
        }),
      );
    return pages.get(screen)!;
  };
}

/** Brings a shared map page back to the map, with no popup or tooltip open, and `view` at rest. */
export async function backToView(page: Page, view: MapView) {
  if (new URL(page.url()).pathname !== "/") await page.goto("/");
  await page.waitForFunction(() => window.__incidentMap !== undefined);
  await page.keyboard.press("Escape");
  await page.locator(".maplibregl-popup").waitFor({ state: "detached" });
  await page.mouse.move(0, 0);
  await page.evaluate(({ lng, lat, zoom }) => window.__incidentMap!.jumpTo(lng, lat, zoom), view);
  await waitForMapAtRest(page);
}
