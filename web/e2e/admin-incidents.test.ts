import { messages } from "@incident-watch/schema";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { markers, seedEvents, waitForMapAtRest } from "./mapHelpers.js";
import { openSubmitForm, sendReport, startNewsSite, type NewsSite } from "./submitForm.js";
import { onThisMachine } from "../../api/test/slowness.js";

const ARTICLE_TITLE = "Power line cut near Klaipėda";
const MODERATOR = { username: "warden", password: "warden-secret-1" };

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function submitIncident(page: Page, sourceUrl: string) {
  await openSubmitForm(page);
  await sendReport(page, {
    attackType: "russian",
    kind: "airspace",
    sourceUrl,
    date: "02/07/2024",
    latitude: "55.7033",
    longitude: "21.1443",
  });
  await page.getByText(messages.submissionSucceeded).waitFor();
}

async function signInAsModerator(page: Page) {
  await page.goto("/forum/login");
  await field(page, "Username").fill(MODERATOR.username);
  await field(page, "Password").fill(MODERATOR.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.waitForURL((url) => url.pathname === "/forum");
}

const statusOf = async (e2e: E2E, id: string) =>
  (await e2e.sql<{ status: string }>("select status from events where id = $1", [id]))[0]?.status;

describe("reviewing incidents in the admin area in a real browser", () => {
  let e2e: E2E;
  let site: NewsSite;

  beforeAll(async () => {
    site = await startNewsSite(`<title>${ARTICLE_TITLE}</title>`);
    e2e = await startE2E({
      env: {
        ...site.env,
        RATE_LIMIT_FACTOR: "100",
        ADMIN_USERNAME: MODERATOR.username,
        ADMIN_PASSWORD: MODERATOR.password,
      },
    });
    // roles are never given through the site: the first account becomes a moderator in the database
    await e2e.sql("update users set role = 'moderator' where username = $1", [MODERATOR.username]);
    // one incident far away, so the map has drawn something before the new one arrives
    await seedEvents(e2e, [
      {
        type: "chinese",
        title: "Espionage case in Lisbon",
        sourceUrl: "https://pt.example.org/espionage",
        date: "2024-01-05",
        latitude: 38.72,
        longitude: -9.14,
      },
    ]);
  });

  afterAll(async () => {
    await e2e?.close();
    await new Promise((resolve) => site?.server.close(resolve));
  });

  it("a visitor's submission is approved with the a key and is on the public map at once", async () => {
    const visitor = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    const sourceUrl = `${site.url}/news/klaipeda`;
    await submitIncident(visitor, sourceUrl);
    const [stored] = await e2e.sql<{ id: string }>(
      "select id::text as id from events where source_url = $1",
      [sourceUrl],
    );
    const id = stored!.id;

    const page = await e2e.newPage({ viewport: { width: 1280, height: 900 }, webgl: true });
    // the moderator's browser has the map data already: it must not keep the old copy
    await page.goto("/#8/55.7033/21.1443");
    await page.waitForFunction(() => window.__incidentMap?.settled(), null, {
      timeout: onThisMachine(60_000),
    });
    expect((await markers(page)).some((marker) => marker.kind === "event" && marker.id === id)).toBe(false);

    await signInAsModerator(page);
    await page.goto("/forum/admin");
    await page.getByRole("heading", { level: 1, name: "Admin Panel" }).waitFor();
    await page.getByRole("link", { name: /1\s*incident waits for review/ }).click();
    await page.waitForURL((url) => url.pathname === "/forum/admin/incidents");
    expect(await page.getByRole("navigation", { name: "Admin" }).getByLabel("1 pending").count()).toBe(1);

    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: ARTICLE_TITLE }) });
    await card.waitFor();
    const source = card.getByRole("link", { name: /\(source\)/ });
    expect(await source.getAttribute("href")).toBe(sourceUrl);
    expect(await source.getAttribute("target")).toBe("_blank");
    expect(await source.getAttribute("rel")).toBe("noopener noreferrer");
    await page.getByText("drag the pin to move it").waitFor();
    expect(await page.getByText(/a\s+approve/).count()).toBeGreaterThan(0);

    // typed into a field, "a" is a letter, not an approval
    const title = card.getByLabel("Title", { exact: true });
    await title.click();
    await title.press("End");
    await title.press("a");
    await title.press("Backspace");
    expect(await title.inputValue()).toBe(ARTICLE_TITLE);
    expect(await statusOf(e2e, id)).toBe("pending");

    await page.getByRole("heading", { name: /Pending incidents/ }).click();
    await page.keyboard.press("a");
    await page.getByText("Nothing waits for review.").waitFor();
    expect(await statusOf(e2e, id)).toBe("approved");
    expect(
      await page
        .getByRole("navigation", { name: "Admin" })
        .getByLabel(/pending/)
        .count(),
    ).toBe(0);

    // the public map, from the same browser, shows it at once; so does the REST list
    await page.goto("/#8/55.7033/21.1443");
    await waitForMapAtRest(page);
    expect((await markers(page)).some((marker) => marker.kind === "event" && marker.id === id)).toBe(true);
    const listed = (await (await page.request.get("/api/events")).json()) as Array<{
      _id: string;
      title: string;
    }>;
    expect(listed.find((event) => event._id === id)?.title).toBe(ARTICLE_TITLE);
    await page.context().close();
    await visitor.context().close();
  });

  it("j moves to the next incident, r asks for the reason, and the rejection shows in the rejected list and the history", async () => {
    const [first, second] = await seedEvents(e2e, [
      {
        type: "russian",
        title: "Drone over Gdańsk shipyard",
        sourceUrl: "https://pl.example.org/gdansk-drone",
        date: "2024-08-01",
        latitude: 54.35,
        longitude: 18.65,
        status: "pending",
      },
      {
        type: "russian",
        title: "Satirical drone story from Gdynia",
        sourceUrl: "https://pl.example.org/satire",
        date: "2024-08-02",
        latitude: 54.36,
        longitude: 18.66,
        status: "pending",
      },
    ]);
    const page = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAsModerator(page);
    await page.goto("/forum/admin/incidents");
    const cards = page.getByRole("article");
    await expect.poll(() => cards.count()).toBe(2);
    // the two lie 1.3 km and a day apart: each names the other as a likely duplicate
    await cards.nth(0).getByText("1.3 km away, 1 day apart").waitFor();

    await page.keyboard.press("j");
    await expect.poll(() => cards.nth(1).getAttribute("aria-current")).toBe("true");
    await page.keyboard.press("r");
    const reason = cards.nth(1).getByLabel("Reason for rejecting");
    await expect.poll(() => reason.evaluate((element) => element === document.activeElement)).toBe(true);
    // typed into the reason, a and r are letters
    await page.keyboard.type("Satire, not a real incident");
    expect(await statusOf(e2e, first!)).toBe("pending");
    await cards.nth(1).getByRole("button", { name: "Reject", exact: true }).click();
    await expect.poll(() => cards.count()).toBe(1);
    expect(await statusOf(e2e, second!)).toBe("rejected");
    expect(await statusOf(e2e, first!)).toBe("pending");

    await page.getByRole("link", { name: "Approved and rejected" }).click();
    await page.getByRole("button", { name: "Rejected" }).click();
    await page.getByLabel("Search titles").fill("satirical");
    await page.getByRole("button", { name: "Search" }).click();
    const item = page.getByRole("list", { name: "Rejected" }).getByRole("listitem").first();
    await item.getByText("Satirical drone story from Gdynia").waitFor();
    await item.getByText("Reason: Satire, not a real incident").waitFor();
    await item.getByRole("button", { name: "History" }).click();
    await item
      .getByRole("list", { name: "History" })
      .getByText(`${MODERATOR.username} rejected: “Satire, not a real incident”`)
      .waitFor();
    await page.context().close();
  });
  it("dragging the pin, editing the title, choosing the kind and the precisions are saved, and the history names each change", async () => {
    const [id] = await seedEvents(e2e, [
      {
        type: "chinese",
        title: "Cable damage off Gotland",
        sourceUrl: "https://se.example.org/gotland-cable",
        date: "2024-09-03",
        latitude: 57.5,
        longitude: 18.5,
        status: "pending",
      },
    ]);
    const page = await e2e.newPage({ viewport: { width: 1280, height: 900 }, webgl: true });
    await signInAsModerator(page);
    await page.goto("/forum/admin/incidents");
    const card = page.getByRole("article").filter({ hasText: "Cable damage off Gotland" });
    // a click selects a card; the selected card shows its map
    await card.getByRole("heading", { name: "Cable damage off Gotland" }).click();
    await card.locator(".pin-map canvas.maplibregl-canvas").waitFor();
    await page.waitForTimeout(500);
    const pin = (await card.locator(".pin-map__pin").boundingBox())!;
    const from = { x: pin.x + pin.width / 2, y: pin.y + pin.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 40, from.y, { steps: 8 });
    await page.mouse.move(from.x + 80, from.y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => card.getByText(/^Location: /).innerText()).not.toContain("18.500000");
    await card.getByLabel("Title", { exact: true }).fill("Cable damage off Gotland, Sweden");
    // stored before kinds existed: 'other' until a moderator sets it
    expect(await card.getByLabel("Kind of attack").inputValue()).toBe("other");
    await card.getByLabel("Kind of attack").selectOption({ label: "Sabotage" });
    // the report names the month and the town only
    expect(await card.getByLabel("Date known to").inputValue()).toBe("day");
    await card.getByLabel("Date known to").selectOption({ label: "Month only" });
    await card.getByLabel("Place known to").selectOption({ label: "Town or city" });
    await card.getByRole("button", { name: "Save changes" }).click();
    await expect
      .poll(async () => (await e2e.sql("select title from events where id = $1", [id]))[0]?.title)
      .toBe("Cable damage off Gotland, Sweden");
    const [stored] = await e2e.sql<{
      latitude: number;
      longitude: number;
      kind: string;
      date: string;
      place_precision: string;
      time_precision: string;
    }>(
      `select latitude, longitude, kind, to_char(date, 'YYYY-MM-DD') as date, place_precision, time_precision
         from events where id = $1`,
      [id],
    );
    expect(stored!.kind).toBe("sabotage");
    // a month is kept as its first day
    expect(stored).toMatchObject({ date: "2024-09-01", place_precision: "town", time_precision: "month" });
    // 80 pixels east at zoom 6 is well over a degree of longitude; the latitude barely moves
    expect(stored!.longitude).toBeGreaterThan(19);
    expect(Math.abs(stored!.latitude - 57.5)).toBeLessThan(0.2);
    const [review] = await e2e.sql<{ action: string; changes: Record<string, unknown> }>(
      "select action, changes from event_reviews where event_id = $1",
      [id],
    );
    expect(review).toMatchObject({
      action: "update",
      changes: {
        title: { to: "Cable damage off Gotland, Sweden" },
        kind: { from: "other", to: "sabotage" },
        timePrecision: { from: "day", to: "month" },
        placePrecision: { from: "exact", to: "town" },
      },
    });
    expect(Object.keys(review!.changes)).toContain("longitude");
    await page.context().close();
  });
});
