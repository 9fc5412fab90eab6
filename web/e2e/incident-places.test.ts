import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { gql, registerMember } from "./forumSeed.js";
import { canvasOrigin, markers, openList, seedEvents, waitForMapAtRest } from "./mapHelpers.js";
import { onThisMachine } from "../../api/test/slowness.js";

const GDANSK = { lat: 54.3525, lng: 18.6455 };

describe("an incident named by its nearest place, in a real browser", () => {
  let e2e: E2E;
  let id: string;
  beforeAll(async () => {
    e2e = await startE2E();
    [id] = (await seedEvents(e2e, [
      {
        type: "russian",
        title: "Drone over the port of Gdańsk",
        sourceUrl: "https://pl.example.org/gdansk-drone",
        date: "2024-05-17",
        latitude: GDANSK.lat,
        longitude: GDANSK.lng,
        status: "pending",
      },
    ])) as [string];
    // a moderator approves it, as the queue would: the approval names its place
    const moderator = await registerMember(e2e, "places-moderator");
    await e2e.sql(`update users set role = 'moderator' where id = $1`, [moderator.id]);
    await gql(e2e, `mutation ($id: ID!) { approveEvent(id: $id) { id } }`, { id }, moderator.token);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it.each([
    ["English at 1280 px", "", 1280, "Near Gdańsk, Pomeranian Voivodeship"],
    ["English at 390 px", "", 390, "Near Gdańsk, Pomeranian Voivodeship"],
    ["Polish at 390 px", "/pl", 390, "W pobliżu miejscowości Gdańsk, Pomeranian Voivodeship"],
    // the place in the reader's language where GeoNames has it; the region, which it has not, in English
    ["Ukrainian at 390 px", "/uk", 390, "Поблизу населеного пункту Гданськ, Pomeranian Voivodeship"],
  ])("the incident page says where it happened in %s", async (_, prefix, width, words) => {
    const page = await e2e.newPage({ viewport: { width, height: 800 } });
    await page.goto(`${prefix}/incident/${id}`);
    const place = page.locator(".incident-page__place");
    await place.waitFor();
    expect(await place.innerText()).toContain(words);
    // the line fits the page: nothing scrolls sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.context().close();
  });

  it("the map's popup and its list say it too", async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 }, webgl: true });
    await page.goto(`/?view=${GDANSK.lat},${GDANSK.lng},10`);
    await waitForMapAtRest(page);
    const marker = (await markers(page)).find((item) => item.kind === "event")!;
    const origin = await canvasOrigin(page);
    await page.mouse.click(origin.x + marker.x, origin.y + marker.y);
    const popup = page.locator(".incident-popup");
    await popup.getByText("Drone over the port of Gdańsk").waitFor();
    expect(await popup.locator(".event-details__place").innerText()).toBe(
      "Near Gdańsk, Pomeranian Voivodeship",
    );

    await page.keyboard.press("Escape");
    await openList(page);
    const row = page.locator(".incident-panel__row", { hasText: "Drone over the port of Gdańsk" });
    await expect
      .poll(() => row.locator(".incident-panel__meta").innerText(), { timeout: onThisMachine(15_000) })
      .toContain("Near Gdańsk, Pomeranian Voivodeship");
    await page.context().close();
  });
});
