import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAccessibilityProblems } from "./axe.js";
import { startE2E, type E2E } from "./harness.js";
import { seedEvents, waitForMapAtRest } from "./mapHelpers.js";
import { gql, registerMember } from "./forumSeed.js";

/** Approved incidents with a kind and a country, as the statistics count them. */
const INCIDENTS = [
  {
    type: "russian",
    kind: "sabotage",
    country: "PL",
    date: "2024-03-02",
    latitude: 52.2297,
    longitude: 21.0122,
  },
  {
    type: "russian",
    kind: "sabotage",
    country: "PL",
    date: "2024-03-20",
    latitude: 54.352,
    longitude: 18.6466,
  },
  { type: "chinese", kind: "cyber", country: "DE", date: "2024-03-28", latitude: 52.52, longitude: 13.405 },
  {
    type: "russian",
    kind: "airspace",
    country: "LT",
    date: "2024-05-09",
    latitude: 54.6872,
    longitude: 25.2797,
  },
  {
    type: "chinese",
    kind: "espionage",
    country: "CZ",
    date: "2024-05-11",
    latitude: 50.0755,
    longitude: 14.4378,
  },
  {
    type: "russian",
    kind: "cyber",
    country: "PL",
    date: "2024-05-30",
    latitude: 53.1235,
    longitude: 18.0084,
  },
] as const;

describe("incident permalinks and statistics in a real browser", () => {
  let e2e: E2E;
  let ids: string[];
  beforeAll(async () => {
    e2e = await startE2E();
    await e2e.sql("delete from events");
    ids = await seedEvents(
      e2e,
      INCIDENTS.map((incident, index) => ({
        type: incident.type,
        title: `Seeded incident ${index + 1}`,
        sourceUrl: `https://news.example.org/seeded-${index + 1}`,
        date: incident.date,
        latitude: incident.latitude,
        longitude: incident.longitude,
      })),
    );
    for (const [index, id] of ids.entries())
      // written as the server would have computed them from the coordinates
      await e2e.sql("update events set kind = $1, country = $2 where id = $3", [
        INCIDENTS[index]!.kind,
        INCIDENTS[index]!.country,
        id,
      ]);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("shows one incident with its title, badges, kind, country and source", async () => {
    const page = await e2e.newPage();
    await page.goto(`/incident/${ids[2]}`);
    await page.getByRole("heading", { level: 1, name: "Seeded incident 3" }).waitFor();
    const facts = await page.locator(".incident-page__facts").innerText();
    expect(facts).toContain("28/03/2024");
    expect(facts).toContain("CN");
    expect(facts).toContain("Attributed to China");
    expect(facts).toContain("Cyber attack");
    expect(facts).toContain("Germany");
    const source = page.getByRole("link", { name: /Read the source/ });
    expect(await source.getAttribute("href")).toBe("https://news.example.org/seeded-3");
    expect(await source.getAttribute("target")).toBe("_blank");
    expect(await source.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(await page.getByRole("link", { name: "Show this incident on the map" }).getAttribute("href")).toBe(
      "/?view=52.52000,13.40500,10",
    );
    expect(await page.title()).toContain("Seeded incident 3");
    // the footer, and no moderation history for a visitor
    await page.getByRole("contentinfo").waitFor();
    expect(await page.getByRole("heading", { name: "Moderation history" }).count()).toBe(0);
    await page.context().close();
  });

  it("centres the incident's pin on its map and names the source's outlet", async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 }, webgl: true });
    await page.goto(`/incident/${ids[2]}`);
    expect(await page.locator(".incident-page__outlet").innerText()).toBe("news.example.org");
    const pin = page.getByRole("img", { name: /The incident's location/ });
    await pin.waitFor();
    const offset = async () => {
      const [map, marker] = await Promise.all([
        page.locator(".incident-location").boundingBox(),
        pin.boundingBox(),
      ]);
      if (!map || !marker) return null;
      return {
        x: Math.round(marker.x + marker.width / 2 - (map.x + map.width / 2)),
        y: Math.round(marker.y + marker.height / 2 - (map.y + map.height / 2)),
      };
    };
    // the whole pin, not only its tip, sits in the middle of the map
    await expect
      .poll(async () => {
        const at = await offset();
        return at !== null && Math.abs(at.x) <= 2 && Math.abs(at.y) <= 2;
      })
      .toBe(true);
    await page.context().close();
  });

  it("says 'Page not found' for an unknown or pending incident", async () => {
    const [pending] = await seedEvents(e2e, [
      {
        type: "russian",
        title: "Not yet reviewed",
        sourceUrl: "https://news.example.org/pending",
        date: "2024-06-01",
        latitude: 50,
        longitude: 20,
        status: "pending",
      },
    ]);
    const page = await e2e.newPage();
    for (const id of ["999999", "not-an-id", pending!]) {
      const response = await page.goto(`/incident/${id}`);
      // the server answers 404 too, so a crawler or a link checker sees the page does not exist
      expect(response?.status()).toBe(404);
      await page.getByRole("heading", { name: "Page not found" }).waitFor();
      await page.getByRole("link", { name: "Return Home" }).waitFor();
    }
    await page.context().close();
  });

  it("shows moderators the incident's history", async () => {
    const moderator = await registerMember(e2e, "perm_moderator");
    await e2e.sql("update users set role = 'moderator' where id = $1", [moderator.id]);
    await gql(
      e2e,
      `mutation ($id: ID!) { updateEvent(id: $id, input: { title: "Seeded incident 1, checked" }) { id } }`,
      { id: ids[0] },
      moderator.token,
    );
    const page = await e2e.newPage();
    await page.goto("/mission");
    await page.evaluate((token) => localStorage.setItem("token", token), moderator.token);
    await page.goto(`/incident/${ids[0]}`);
    await page.getByRole("heading", { name: "Moderation history" }).waitFor();
    const history = page.getByRole("list", { name: "History" });
    await history.getByText("perm_moderator").waitFor();
    expect(await history.innerText()).toContain("edited");
    await page.context().close();
  });

  it("charts the seeded numbers with tables beside them", async () => {
    const page = await e2e.newPage();
    await page.goto("/statistics");
    const perMonth = page.getByRole("table", { name: "Incidents per month by attribution" });
    await perMonth.waitFor();
    expect(await perMonth.locator("tbody tr").allInnerTexts()).toEqual([
      "Mar 2024\t2\t1\t3",
      "Apr 2024\t0\t0\t0",
      "May 2024\t2\t1\t3",
    ]);
    const perKind = page.getByRole("table", { name: "Incidents by kind of attack" });
    expect(await perKind.locator("tbody tr").allInnerTexts()).toEqual([
      "Sabotage\t2",
      "Cyber attack\t2",
      "Airspace and drones\t1",
      "Espionage\t1",
      "Disinformation\t0",
      "Other\t0",
    ]);
    const perCountry = page.getByRole("table", { name: "Incidents by country" });
    const countries = await perCountry.locator("tbody tr").allInnerTexts();
    expect(countries[0]).toBe("Poland\t3");
    expect(countries.slice(1).sort()).toEqual(["Czechia\t1", "Germany\t1", "Lithuania\t1"]);
    expect(
      await page
        .getByRole("img", { name: /per month/ })
        .locator("rect")
        .count(),
    ).toBe(4);
    expect(await page.locator(".statistics__total").innerText()).toBe("6 incidents");

    await page.getByLabel("From", { exact: true }).fill("01/05/2024");
    await page.getByRole("button", { name: "Apply" }).click();
    await page.waitForURL(/from=2024-05-01/);
    await expect.poll(() => perMonth.locator("tbody tr").allInnerTexts()).toEqual(["May 2024\t2\t1\t3"]);
    await page.context().close();
  });

  it("finds no serious or critical accessibility problem on the statistics and incident pages", async () => {
    const page = await e2e.newPage({ bypassCSP: true });
    await page.goto("/statistics");
    await page.getByRole("table", { name: "Incidents by country" }).waitFor();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.goto(`/incident/${ids[0]}`);
    await page.getByRole("heading", { level: 1, name: /Seeded incident 1/ }).waitFor();
    await page.locator(".incident-location canvas, .incident-location__note").first().waitFor();
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.context().close();
  });
  it("finds no serious or critical accessibility problem on the map page", async () => {
    const page = await e2e.newPage({ bypassCSP: true, viewport: { width: 1280, height: 800 }, webgl: true });
    await page.goto("/");
    await waitForMapAtRest(page);
    expect(await seriousAccessibilityProblems(page)).toEqual([]);
    await page.context().close();
  });
});
