import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerMember, type Member } from "./forumSeed.js";
import { startE2E, type E2E } from "./harness.js";
import { seedEvents } from "./mapHelpers.js";
import { onThisMachine } from "../../api/test/slowness.js";

const LIVE_MS = 15_000;
const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const APPROVE = "mutation ($id: ID!) { approveEvent(id: $id) { id } }";
const RETITLE =
  "mutation ($id: ID!, $title: String!) { updateEvent(id: $id, input: { title: $title }) { id } }";

/** Runs a moderator's GraphQL mutation from the moderator's own browser context. */
async function moderate(page: Page, query: string, variables: Record<string, string>) {
  const errors = await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch("/graphql", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${localStorage.getItem("token")}`,
        },
        body: JSON.stringify({ query, variables }),
      });
      return ((await response.json()) as { errors?: unknown[] }).errors ?? null;
    },
    { query, variables },
  );
  expect(errors).toBeNull();
}

const rowTitles = (page: Page) => page.locator(".latest__item .latest__title").allInnerTexts();

describe("the Latest page", () => {
  let e2e: E2E;
  let moderator: Member;
  let member: Member;
  let ids: Record<"drone" | "cyber" | "old", string>;

  beforeAll(async () => {
    e2e = await startE2E({ env: { RATE_LIMIT_FACTOR: "1000" } });
    const [old, cyber, drone] = await seedEvents(e2e, [
      {
        type: "russian",
        title: "Arson at a Vilnius depot",
        sourceUrl: "https://lt.example.org/latest-1",
        date: "2024-05-20",
        latitude: 54.69,
        longitude: 25.28,
      },
      {
        type: "chinese",
        title: "Cyber attack on a Tallinn registry",
        sourceUrl: "https://ee.example.org/latest-2",
        date: "2024-01-02",
        latitude: 59.44,
        longitude: 24.75,
      },
      {
        type: "russian",
        title: "Drone over the Gdańsk shipyard",
        sourceUrl: "https://pl.example.org/latest-3",
        date: "2023-11-03",
        latitude: 54.4,
        longitude: 18.65,
      },
    ]);
    ids = { old: old!, cyber: cyber!, drone: drone! };
    // published in an order that is neither the days' nor the ids': the drone last, 2 hours ago
    await e2e.sql(
      `update events set status = 'approved', kind = k.kind, country = k.country,
              published_at = now() - make_interval(hours => k.hours)
         from (values ($1::bigint, 'airspace', 'PL', 2), ($2::bigint, 'cyber', 'EE', 5),
                      ($3::bigint, 'sabotage', 'LT', 50)) as k(id, kind, country, hours)
        where events.id = k.id`,
      [ids.drone, ids.cyber, ids.old],
    );
    moderator = await registerMember(e2e, "latest_moderator");
    await e2e.sql("update users set role = 'moderator' where id = $1", [moderator.id]);
    member = await registerMember(e2e, "digest_previewer");
  });

  afterAll(async () => {
    await e2e?.close();
  });

  async function pageAs(who: Member | null, viewport = WIDE) {
    const page = await e2e.newPage({ viewport });
    if (who) await page.addInitScript((token) => localStorage.setItem("token", token), who.token);
    return page;
  }

  for (const viewport of [WIDE, PHONE])
    it(`lists the newest publication first with relative times, kinds and countries, in English and Polish, at ${viewport.width} px`, async () => {
      const page = await pageAs(null, viewport);
      await page.goto("/latest");
      await page.getByRole("heading", { level: 1, name: "Latest" }).waitFor();
      await page.locator(".latest__item").first().waitFor();
      await expect.poll(() => page.title()).toBe("Latest · Incident Watch Europe");
      expect(await rowTitles(page)).toEqual([
        "Drone over the Gdańsk shipyard",
        "Cyber attack on a Tallinn registry",
        "Arson at a Vilnius depot",
      ]);
      const first = page.locator(".latest__item").first();
      expect(await first.locator(".latest__meta").innerText()).toMatch(
        /^2 hours ago\s+Airspace and drones\s+Poland$/,
      );
      const time = first.locator("time");
      expect(await time.getAttribute("datetime")).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(await time.getAttribute("title")).toMatch(/UTC$/);
      expect(await page.locator(".latest__item").nth(2).locator("time").innerText()).toBe("2 days ago");
      expect(await first.getByRole("link").getAttribute("href")).toBe(`/incident/${ids.drone}`);
      expect(await first.locator(".type-badge").innerText()).toBe("RU");
      // the phones' switch shows at 390 px only; the navigation lists Latest (in the menu on phones)
      expect(await page.getByRole("navigation", { name: "Map or latest incidents" }).isVisible()).toBe(
        viewport === PHONE,
      );
      if (viewport === WIDE)
        expect(await page.getByRole("link", { name: "LATEST" }).getAttribute("aria-current")).toBe("page");

      await page.goto("/pl/latest");
      await page.getByRole("heading", { level: 1, name: "Najnowsze" }).waitFor();
      await page.locator(".latest__item").first().waitFor();
      const polish = page.locator(".latest__item").first();
      expect(await polish.locator(".latest__meta").innerText()).toMatch(
        /^2 godziny temu\s+Przestrzeń powietrzna i drony\s+Polska$/,
      );
      expect(await page.locator(".latest__item").nth(1).locator(".latest__meta").innerText()).toContain(
        "Estonia",
      );
      expect(await polish.getByRole("link").getAttribute("href")).toBe(`/pl/incident/${ids.drone}`);
      await page.close();
    });

  it("puts an incident approved while the page is open on top, and says so politely", async () => {
    const [pending] = await seedEvents(e2e, [
      {
        type: "chinese",
        title: "Espionage at a Riga port",
        sourceUrl: `https://lv.example.org/latest-${Date.now()}`,
        date: "2022-02-02",
        latitude: 56.95,
        longitude: 24.1,
        status: "pending",
      },
    ]);
    const moderatorPage = await pageAs(moderator);
    await moderatorPage.goto("/mission");
    const page = await pageAs(null);
    await page.goto("/latest");
    await page.locator(".latest__item").first().waitFor();
    // the page follows the live feed once a correction of a listed incident shows in it
    for (let attempt = 0; ; attempt++) {
      const title = `Arson at a Vilnius depot (${attempt})`;
      await moderate(moderatorPage, RETITLE, { id: ids.old, title });
      const shown = await page
        .getByText(title)
        .waitFor({ timeout: onThisMachine(1000) })
        .then(() => true)
        .catch(() => false);
      if (shown) break;
      if (attempt > 30) throw new Error("The page never followed the live feed");
    }
    await moderate(moderatorPage, APPROVE, { id: pending! });
    await expect
      .poll(() => rowTitles(page).then((titles) => titles[0]), { timeout: LIVE_MS })
      .toBe("Espionage at a Riga port");
    expect(await page.locator(".latest__item").first().locator("time").innerText()).toBe("now");
    expect(await page.getByRole("status").filter({ hasText: "published" }).innerText()).toBe(
      "1 new incident published",
    );
    await page.close();
    await moderatorPage.close();
  });

  it("on a phone, remembers Latest as the first screen across a reload; the map is one tap away", async () => {
    const page = await pageAs(null, PHONE);
    await page.goto("/pl/");
    const choice = page.getByRole("navigation", { name: "Mapa lub najnowsze incydenty" });
    await choice.getByRole("link", { name: "Najnowsze" }).click();
    await page.getByRole("heading", { level: 1, name: "Najnowsze" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/pl/latest");

    await page.goto("/pl/");
    await page.getByRole("heading", { level: 1, name: "Najnowsze" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/pl/latest");
    expect(await page.evaluate(() => localStorage.getItem("first-screen"))).toBe("latest");

    // the map, one tap away, becomes the first screen again
    await choice.getByRole("link", { name: "Mapa" }).click();
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/pl\/?$/);
    await page.reload();
    await page.locator(".first-screen-switch").waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/pl\/?$/);
    expect(await page.evaluate(() => localStorage.getItem("first-screen"))).toBe("map");
    await page.close();
  });

  it("previews in the saved-search form what the last week's digest would have held", async () => {
    const page = await pageAs(member);
    await page.goto("/forum/settings?save=1&countries=PL,EE");
    const form = page.getByRole("form", { name: "Save this search" });
    await form.getByRole("button", { name: "Preview the digest" }).click();
    const result = form.getByRole("status").filter({ hasText: "match this search" });
    await result.waitFor();
    expect(await result.innerText()).toContain("2 incidents published in the last 7 days match this search.");
    expect(await result.locator("li").allInnerTexts()).toEqual([
      "02/01/2024 Cyber attack on a Tallinn registry",
      "03/11/2023 Drone over the Gdańsk shipyard",
    ]);
    // within 25 km of Gdańsk, as the search's alerts would look: the Tallinn incident is left out
    await form.getByLabel("Only within a distance of a place").check();
    await form.getByRole("combobox", { name: "Place" }).pressSequentially("gdan", { delay: 30 });
    await form
      .getByRole("option", { name: /^Gdańsk/ })
      .first()
      .click();
    await form.getByRole("button", { name: "Preview the digest" }).click();
    const near = form.getByRole("status").filter({ hasText: "matches this search" });
    await near.waitFor();
    expect(await near.locator("li").allInnerTexts()).toEqual(["03/11/2023 Drone over the Gdańsk shipyard"]);
    await page.close();
  });

  it("shows 30 at first and the next page on request", async () => {
    const older = await seedEvents(
      e2e,
      Array.from({ length: 30 }, (_, i) => ({
        type: "russian" as const,
        title: `Jamming near Narva, day ${i + 1}`,
        sourceUrl: `https://ee.example.org/latest-narva-${i}`,
        date: "2024-06-01",
        latitude: 59.38,
        longitude: 28.19,
      })),
    );
    await e2e.sql(
      "update events set published_at = now() - interval '3 days' - make_interval(mins => id::int) where id = any($1::bigint[])",
      [older],
    );
    const [approved] = await e2e.sql<{ count: number }>(
      "select count(*)::int as count from events where status = 'approved'",
    );
    const page = await pageAs(null);
    await page.goto("/latest");
    await page.locator(".latest__item").first().waitFor();
    expect(await page.locator(".latest__item").count()).toBe(30);
    await page.getByRole("button", { name: "Show more incidents" }).click();
    await expect.poll(() => page.locator(".latest__item").count()).toBe(approved!.count);
    expect(await page.getByRole("button", { name: "Show more incidents" }).count()).toBe(0);
    expect((await rowTitles(page)).at(-1)).toBe("Jamming near Narva, day 30");
    await page.close();
  });
});
