import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { gql, registerMember } from "./forumSeed.js";
import { onThisMachine } from "../../api/test/slowness.js";
import {
  canvasOrigin,
  markers,
  openList,
  seedEvents,
  waitForMapAtRest,
  type SeedEvent,
} from "./mapHelpers.js";

// Warsaw: 12 Russian incidents; Berlin: 3 Russian and 2 Chinese; Vienna: one Chinese
const place = (name: string, lng: number, lat: number, types: SeedEvent["type"][]): SeedEvent[] =>
  types.map((type, index) => ({
    type,
    title: `${name} incident ${index}`,
    sourceUrl: `https://${name.toLowerCase()}.example.org/${index}`,
    date: "2024-01-10",
    longitude: lng + ((index % 4) - 1.5) * 0.01,
    latitude: lat + (Math.floor(index / 4) - 1) * 0.01,
  }));
const EVENTS = [
  ...place("Warsaw", 21.01, 52.23, Array<SeedEvent["type"]>(12).fill("russian")),
  ...place("Berlin", 13.4, 52.52, ["russian", "russian", "russian", "chinese", "chinese"]),
  ...place("Vienna", 16.37, 48.21, ["chinese"]),
];

const drawn = async (page: Page) =>
  (await markers(page)).reduce((sum, marker) => sum + (marker.kind === "event" ? 1 : marker.count), 0);

const count = (page: Page, name: "in-view" | "total") =>
  page
    .getByTestId(`count-${name}`)
    .innerText()
    .then((text) => Number(text.replace(/\D/g, "")));

describe("the map above MAP_CLUSTER_THRESHOLD: clusters from the server", () => {
  let e2e: E2E;
  let ids: string[];
  beforeAll(async () => {
    // a threshold below the 18 incidents: the map asks the server for clusters
    e2e = await startE2E({ env: { MAP_CLUSTER_THRESHOLD: "10" }, webgl: true });
    ids = await seedEvents(e2e, EVENTS);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("draws the server's clusters with exact counts, a filter changes them, and a click zooms to where one splits", async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/events/clusters?")) asked.push(request.url());
    });
    let mapData: unknown;
    page.on("response", (response) => {
      if (!response.url().includes("/graphql?operationName=MapData")) return;
      void response.json().then((body: { data?: { mapData?: unknown } }) => (mapData = body.data?.mapData));
    });
    await page.goto("/?view=51,17,5");
    await waitForMapAtRest(page);

    // the markers are the server's: no point reached the browser
    expect(asked.length).toBeGreaterThan(0);
    expect(asked[0]).toMatch(/zoom=5&bbox=/);
    await expect.poll(() => mapData).toEqual({ mode: "clusters", count: 18, points: null });
    await expect.poll(() => drawn(page), { timeout: onThisMachine(20_000) }).toBe(18);
    const shown = await markers(page);
    expect(shown.find((marker) => marker.kind === "cluster" && marker.count === 12)).toMatchObject({
      russian: 12,
      chinese: 0,
    });
    expect(shown.find((marker) => marker.kind === "cluster" && marker.count === 5)).toMatchObject({
      russian: 3,
      chinese: 2,
    });
    await expect.poll(() => count(page, "total"), { timeout: onThisMachine(10_000) }).toBe(18);
    expect(await count(page, "in-view")).toBe(18);

    // Russia unticked, China only: the server is asked with the filter and answers the three Chinese ones
    const before = asked.length;
    const russia = page.getByRole("checkbox", { name: "Russia" });
    expect(await russia.isChecked()).toBe(true);
    await russia.click();
    await expect.poll(() => russia.isChecked()).toBe(false);
    await expect.poll(() => drawn(page), { timeout: onThisMachine(20_000) }).toBe(3);
    expect(asked.slice(before).some((url) => url.includes("types=chinese"))).toBe(true);
    const chinese = await markers(page);
    expect(
      chinese.every((marker) => (marker.kind === "event" ? marker.type === "chinese" : marker.russian === 0)),
    ).toBe(true);
    await expect.poll(() => count(page, "total"), { timeout: onThisMachine(10_000) }).toBe(3);
    // the list shows the same three, newest first
    await openList(page);
    await expect
      .poll(() => page.locator(".incident-panel__title").count(), { timeout: onThisMachine(10_000) })
      .toBe(3);

    // all again; one click on Warsaw's cluster zooms to where the server's grid splits it, not a guess
    await russia.click();
    await expect.poll(() => drawn(page), { timeout: onThisMachine(20_000) }).toBe(18);
    const warsaw = (await markers(page)).find((marker) => marker.kind === "cluster" && marker.count === 12)!;
    const origin = await canvasOrigin(page);
    await page.mouse.click(origin.x + warsaw.x, origin.y + warsaw.y);
    await expect
      .poll(() => page.evaluate(() => window.__incidentMap!.zoom()), { timeout: onThisMachine(15_000) })
      .toBeGreaterThan(7);
    await waitForMapAtRest(page);
    const near = (await markers(page)).filter(
      (marker) => Math.abs(marker.lng - 21.01) < 0.1 && Math.abs(marker.lat - 52.23) < 0.1,
    );
    expect(near.length).toBeGreaterThan(1);
    expect(near.reduce((sum, marker) => sum + (marker.kind === "event" ? 1 : marker.count), 0)).toBe(12);
    await page.context().close();
  });

  it("keeps only the discussed incidents when 'Discussed' is ticked: the server is told so", async () => {
    const member = await registerMember(e2e, "vienna_reader");
    await gql(
      e2e,
      `mutation ($eventId: ID!, $body: String!) { postToIncidentDiscussion(eventId: $eventId, body: $body) { id } }`,
      // a text of its own each attempt: a retry's same text would be refused as posted a moment ago
      { eventId: ids.at(-1), body: `Seen from the Prater at ${new Date().toISOString()}.` },
      member.token,
    );
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/events/clusters?")) asked.push(request.url());
    });
    await page.goto("/?view=51,17,5&discussed=1");
    await waitForMapAtRest(page);
    await expect.poll(() => drawn(page), { timeout: onThisMachine(20_000) }).toBe(1);
    // the clusters drawn are those the server chose for "Discussed" (a first view may be asked for before
    // the page has the filter's matches)
    expect(asked.at(-1)).toContain("discussed=1");
    await expect.poll(() => count(page, "total"), { timeout: onThisMachine(10_000) }).toBe(1);
    await page.context().close();
  });
});
