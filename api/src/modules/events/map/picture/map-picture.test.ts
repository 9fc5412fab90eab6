import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/app.js";
import { insertEvents } from "../../../../../test/events.js";
import { restCall } from "../../../../../test/rest.js";
import { mercatorX, mercatorY, pictureFrame, toPixel } from "./picture-frame.js";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const WARSAW = { lat: 52.23, lng: 21.01 };
const HAMBURG = { lat: 53.55, lng: 9.99 };

/** The colour of the picture's pixel where a place is drawn, when the picture shows Europe. */
async function colourAt(png: Buffer, place: { lat: number; lng: number }, width: number, height: number) {
  const [x, y] = toPixel(pictureFrame(width, height, null), mercatorX(place.lng), mercatorY(place.lat));
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

describe("the embed's map picture (GET /api/embed/map.png and map.json)", () => {
  let app: TestApp;
  const get = (query: string, headers: Record<string, string> = {}) =>
    fetch(`${app.url}/api/embed/map.png?${query}`, { headers });

  beforeAll(async () => {
    app = await startTestApp();
    await insertEvents(app, [
      { title: "Warsaw rail sabotage", ...{ latitude: WARSAW.lat, longitude: WARSAW.lng } },
      { title: "Hamburg port scan", type: "chinese", latitude: HAMBURG.lat, longitude: HAMBURG.lng },
      { title: "Pending one", latitude: 48.85, longitude: 2.35, status: "pending" },
    ]);
  });

  afterAll(async () => {
    await app?.close();
  });

  it("draws the filter's incidents as dots coloured by attribution, in a PNG revalidated by its ETag", async () => {
    const response = await get("width=400&height=300");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, no-cache");
    expect(response.headers.get("incident-count")).toBe("2");
    expect(response.headers.get("data-version")).toMatch(/-2$/);
    // counted against the research API's limit
    expect(Number(response.headers.get("ratelimit-limit"))).toBeGreaterThan(0);
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 400, height: 300 });
    // red for the Russian incident, gold for the Chinese one
    expect(await colourAt(png, WARSAW, 400, 300)).toEqual([0xef, 0x44, 0x44]);
    expect(await colourAt(png, HAMBURG, 400, 300)).toEqual([0xfa, 0xcc, 0x15]);

    const etag = response.headers.get("etag")!;
    expect(etag).toMatch(/^"picture-/);
    expect((await get("width=400&height=300", { "if-none-match": etag })).status).toBe(304);

    // the filter leaves out the Chinese incident: its place shows the land again
    const russian = await get("types=russian&width=400&height=300");
    expect(russian.headers.get("incident-count")).toBe("1");
    const filtered = Buffer.from(await russian.arrayBuffer());
    expect(await colourAt(filtered, WARSAW, 400, 300)).toEqual([0xef, 0x44, 0x44]);
    expect(await colourAt(filtered, HAMBURG, 400, 300)).not.toEqual([0xfa, 0xcc, 0x15]);
  });

  it("says how many incidents the filter holds and the data's date", async () => {
    const answer = await restCall<{ count: number; dataChangedAt: string }>(
      app,
      "GET",
      "/api/embed/map.json?types=chinese&view=50,10,4",
    );
    expect(answer.status).toBe(200);
    expect(answer.json.count).toBe(1);
    expect(answer.json.dataChangedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("is the embed page's picture without JavaScript, its alt text in the page's language", async () => {
    const page = async (path: string) =>
      (await fetch(`${app.url}${path}`, { headers: { accept: "text/html" } })).text();
    const noscript = (html: string) => /<noscript>(.*?)<\/noscript>/s.exec(html)?.[1];
    expect(noscript(await page("/pl/embed?types=russian&view=52,20,5"))).toBe(
      '<img class="embed__picture" src="/api/embed/map.png?types=russian&amp;view=52,20,5" ' +
        'alt="Mapa przedstawiająca 1 incydent" width="800" height="480" />',
    );
    expect(noscript(await page("/embed"))).toContain('alt="Map showing 2 incidents"');
    // a query the picture would refuse keeps the line asking for JavaScript
    expect(noscript(await page("/embed?types=martian"))).not.toContain("<img");
  });

  it.each([
    ["types=martian", "types"],
    ["width=5000", "width"],
    ["height=abc", "height"],
    ["view=95,10,4", "view"],
    ["colour=red", "colour"],
  ])("refuses %s with 400 and says why", async (query, field) => {
    const response = await restCall<{ message: string; errors: Record<string, string> }>(
      app,
      "GET",
      `/api/embed/map.png?${query}`,
    );
    expect(response.status).toBe(400);
    expect(response.json.errors[field]).toEqual(expect.any(String));
    expect(response.json.message.length).toBeGreaterThan(10);
  });
});
