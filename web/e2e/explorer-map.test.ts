import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import {
  addressOf,
  backToView,
  canvasOrigin,
  markers,
  openList,
  seedEvents,
  sharedMapPages,
  waitForMapAtRest,
  type SeedEvent,
} from "./mapHelpers.js";
import { onThisMachine } from "../../api/test/slowness.js";

const require = createRequire(import.meta.url);

// Warsaw: 6 Russian sabotage cases in 2024; Berlin: 2 Russian, 2 Chinese cyber attacks in 2023;
// Tallinn: three incidents at one point (airspace); Lisbon, Helsinki, Dublin and Athens: one each
const near = (lng: number, lat: number, index: number) => ({
  longitude: lng + (index % 3) * 0.02,
  latitude: lat + Math.floor(index / 3) * 0.02,
});
const EVENTS: Array<SeedEvent & { kind: string; country: string | null }> = [
  ...Array.from({ length: 6 }, (_, index) => ({
    type: "russian" as const,
    kind: "sabotage",
    country: "PL",
    title: `Rail sabotage near Warsaw ${index}`,
    sourceUrl: `https://pl.example.org/${index}`,
    date: `2024-0${1 + index}-10`,
    ...near(21.01, 52.23, index),
  })),
  ...Array.from({ length: 4 }, (_, index) => ({
    type: (index < 2 ? "russian" : "chinese") as SeedEvent["type"],
    kind: "cyber",
    country: "DE",
    title: `Cyber attack on a Berlin ministry ${index}`,
    sourceUrl: `https://de.example.org/${index}`,
    date: `2023-0${3 + index}-01`,
    ...near(13.4, 52.52, index),
  })),
  ...["Drone over Tallinn harbour", "GPS jamming over Tallinn", "Balloon over Tallinn"].map(
    (title, index) => ({
      type: (index === 0 ? "chinese" : "russian") as SeedEvent["type"],
      kind: "airspace",
      country: "EE",
      title,
      sourceUrl: `https://ee.example.org/${index}`,
      date: `2023-1${index}-02`,
      longitude: 24.7536,
      latitude: 59.437,
    }),
  ),
  ...(
    [
      ["Lisbon", -9.14, 38.72, "PT"],
      ["Helsinki", 24.94, 60.17, "FI"],
      ["Dublin", -6.26, 53.35, "IE"],
      ["Athens", 23.73, 37.98, "GR"],
    ] as const
  ).map(([city, longitude, latitude, country], index) => ({
    type: "russian" as const,
    kind: "disinformation",
    country,
    title: `Disinformation campaign in ${city}`,
    sourceUrl: `https://${country.toLowerCase()}.example.org/${index}`,
    date: "2022-06-15",
    longitude,
    latitude,
  })),
];
const TOTAL = EVENTS.length;

// a view of every European state with incidents, Lisbon to Helsinki and Dublin to Athens; without one
// the page opens at spec §9's view (map-panels.test.ts)
const EVERY_STATE = { lng: 10.15, lat: 50.35, zoom: 3.4 };

/** The map with both panels open on a wide screen, as these tests read the list beside the filters. */
async function openMap(page: Page, path = addressOf(EVERY_STATE)) {
  await page.goto(path);
  await waitForMapAtRest(page);
  if (page.viewportSize()!.width > 720) await openList(page);
}

const count = (page: Page, name: "in-view" | "total") =>
  page
    .getByTestId(`count-${name}`)
    .innerText()
    .then((text) => Number(text.replace(/\D/g, "")));

const drawn = async (page: Page) =>
  (await markers(page)).reduce((sum, marker) => sum + (marker.kind === "event" ? 1 : marker.count), 0);

const listTitles = (page: Page) => page.locator(".incident-panel__title").allInnerTexts();

/** Waits until the map draws `expected` incidents and the counts agree. */
async function expectShown(page: Page, expected: number) {
  await expect.poll(() => drawn(page), { timeout: onThisMachine(20_000) }).toBe(expected);
  await expect.poll(() => count(page, "total"), { timeout: onThisMachine(10_000) }).toBe(expected);
}

/**
 * Ticks or clears a filter box. The box follows the page's URL, which the click changes a moment later,
 * so the new state is awaited rather than read at once (what Playwright's check() does).
 */
async function setFilterBox(page: Page, name: string, checked: boolean) {
  const box = page.getByRole("checkbox", { name });
  if ((await box.isChecked()) !== checked) await box.click();
  await expect.poll(() => box.isChecked()).toBe(checked);
}

/** Titles of the incidents members discuss, with their discussions' posts (seeded before any page asks). */
const DISCUSSED = { "Rail sabotage near Warsaw 0": 2, "GPS jamming over Tallinn": 5 } as const;

describe("the map page as an incident explorer", () => {
  let e2e: E2E;
  /**
   * The map the tests that change no filter share, without the page's Content-Security-Policy, which would
   * refuse the axe script the accessibility check injects
   */
  const sharedMap = sharedMapPages(async (_screen: "desktop") => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    await openMap(page);
    return page;
  });
  /** The shared map showing every European state with incidents, with the list open */
  const everyState = async (view = EVERY_STATE) => {
    const page = await sharedMap("desktop");
    await backToView(page, view);
    await openList(page);
    return page;
  };
  beforeAll(async () => {
    e2e = await startE2E({ webgl: true });
    const ids = await seedEvents(e2e, EVENTS);
    // a thread in the incident discussions' category for each, as members' first posts make it
    for (const [title, posts] of Object.entries(DISCUSSED)) {
      await e2e.sql(
        `with existing as (select id from forum_categories where holds_incident_discussions),
         made as (insert into forum_categories (name, description, position, holds_incident_discussions, created_at)
                  select 'Incident discussions', '', 99, true, now() where not exists (select 1 from existing)
                  returning id),
         thread as (insert into forum_threads (title, category_id, post_count, reply_count, last_reply_date,
                                               last_activity_at, created_at)
                    select $2, id, $3::int + 1, $3::int, now(), now(), now()
                      from (select id from existing union all select id from made) category returning id)
         insert into incident_discussions (event_id, thread_id) select $1::bigint, id from thread`,
        [ids[EVENTS.findIndex((event) => event.title === title)], title, posts],
      );
    }
    if (process.env.PRE_MERGE !== "1")
      await e2e.sql(
        `update events e set kind = v.kind, country = v.country
         from jsonb_to_recordset($1::jsonb) as v(id bigint, kind text, country text) where e.id = v.id`,
        [
          JSON.stringify(
            ids.map((id, index) => ({ id, kind: EVENTS[index]!.kind, country: EVENTS[index]!.country })),
          ),
        ],
      );
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("shows every European state with incidents, with a legend and the counts", async () => {
    const page = await everyState();
    const canvas = (await page.locator(".incident-map canvas.maplibregl-canvas").boundingBox())!;
    for (const [lng, lat] of [
      [-9.14, 38.72],
      [24.94, 60.17],
      [-6.26, 53.35],
      [23.73, 37.98],
    ] as const) {
      const { x, y } = await page.evaluate(([a, b]) => window.__incidentMap!.project(a!, b!), [lng, lat]);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(canvas.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(canvas.height);
    }
    await expectShown(page, TOTAL);
    expect(await count(page, "in-view")).toBe(TOTAL);
    const legend = page.getByRole("region", { name: "Legend" });
    for (const text of ["Russia", "China", /Mixed cluster: the warning badge means/])
      await legend.getByText(text).first().waitFor();
  });

  it("shows a sensible part of Europe on a phone", async () => {
    const page = await e2e.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await openMap(page, "/");
    const zoom = await page.evaluate(() => window.__incidentMap!.zoom());
    expect(zoom).toBeGreaterThanOrEqual(2);
    expect(zoom).toBeLessThan(5);
    const warsaw = await page.evaluate(() => window.__incidentMap!.project(21.01, 52.23));
    expect(warsaw.x).toBeGreaterThan(0);
    expect(warsaw.x).toBeLessThan(390);
    await page.context().close();
  });

  it("filters by attribution: the map, counts, list and URL follow, and a reload restores them", async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await openMap(page);
    await setFilterBox(page, "China", false);
    const russian = EVENTS.filter((event) => event.type === "russian").length;
    await expectShown(page, russian);
    expect(new URL(page.url()).searchParams.get("types")).toBe("russian");
    expect(
      (await markers(page)).every((marker) =>
        marker.kind === "event" ? marker.type === "russian" : marker.chinese === 0,
      ),
    ).toBe(true);
    await expect
      .poll(() => page.locator(".incident-panel__row .type-badge").allInnerTexts())
      .not.toContain("CN");
    expect(await page.getByRole("link", { name: "CSV" }).getAttribute("href")).toBe(
      "/api/events/export.csv?types=russian&bom=1",
    );
    expect(await page.getByRole("link", { name: "XLSX" }).getAttribute("href")).toBe(
      "/api/events/export.xlsx?types=russian",
    );
    expect(await page.getByRole("link", { name: "GeoJSON" }).getAttribute("href")).toBe(
      "/api/events/export.geojson?types=russian",
    );
    expect(await page.getByRole("link", { name: "Atom feed" }).getAttribute("href")).toBe(
      "/api/events/feed.atom?types=russian",
    );
    await expect.poll(() => page.locator(".map-exports__cite").innerText()).toContain(page.url());
    // with the data version and the licence
    await expect
      .poll(() => page.locator(".map-exports__cite").innerText())
      .toMatch(/, version \d{8}T\d{6}\.\d{3}Z-\d+, .* Licence: CC BY 4\.0\./);

    await page.reload();
    await waitForMapAtRest(page);
    await expectShown(page, russian);
    expect(await page.getByRole("checkbox", { name: "China" }).isChecked()).toBe(false);

    // back undoes the filter, forward brings it again
    await page.goBack();
    await expect.poll(() => new URL(page.url()).searchParams.get("types")).toBeNull();
    await expectShown(page, TOTAL);
    await page.goForward();
    await expectShown(page, russian);
    await page.context().close();
  });

  it("filters by kind, country, dates and title text, each in the URL, and restores them from it", async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await openMap(page);
    // kind: everything but cyber attacks
    await setFilterBox(page, "Cyber attack", false);
    await expectShown(page, TOTAL - 4);
    expect(new URL(page.url()).searchParams.get("kinds")).toBe(
      "sabotage,airspace,espionage,disinformation,other",
    );
    await page.getByRole("button", { name: "Clear all filters" }).click();
    await expectShown(page, TOTAL);

    // country: Estonia and Poland
    await page.locator("summary", { hasText: "Country" }).click();
    await setFilterBox(page, "Estonia", true);
    await expectShown(page, 3);
    await setFilterBox(page, "Poland", true);
    await expectShown(page, 9);
    expect(new URL(page.url()).searchParams.get("countries")).toBe("EE,PL");
    await expect.poll(() => listTitles(page)).toContain("GPS jamming over Tallinn");
    await page.getByRole("button", { name: "Clear all filters" }).click();
    await expectShown(page, TOTAL);

    // dates: 2023 only
    await page.getByLabel("From", { exact: true }).fill("01/01/2023");
    await page.getByLabel("To", { exact: true }).fill("31/12/2023");
    await expect.poll(() => new URL(page.url()).searchParams.get("to")).toBe("2023-12-31");
    await expectShown(page, 7);
    await page.getByRole("button", { name: "Clear all filters" }).click();
    await expectShown(page, TOTAL);

    // text in the title, found by the server
    await page.getByRole("searchbox", { name: "Text in the title" }).fill("tallinn");
    await expectShown(page, 3);
    expect(new URL(page.url()).searchParams.get("q")).toBe("tallinn");
    await expect
      .poll(() => listTitles(page))
      .toEqual(["Balloon over Tallinn", "GPS jamming over Tallinn", "Drone over Tallinn harbour"]);

    // the whole filter comes back from the URL
    await openMap(page, "/?kinds=cyber&countries=DE&from=2023-04-01&q=ministry");
    await expectShown(page, 3);
    expect(await page.getByRole("searchbox", { name: "Text in the title" }).inputValue()).toBe("ministry");
    expect(await page.getByRole("checkbox", { name: "Sabotage" }).isChecked()).toBe(false);
    expect(await page.getByLabel("From", { exact: true }).inputValue()).toBe("01/04/2023");
    await page.context().close();
  });

  it('filters by "Discussed", kept in the URL but not in the downloads, and shows each discussion\'s posts', async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await openMap(page);
    // the rows of discussed incidents say how many posts their discussions hold
    const warsaw = page.locator(".incident-panel__item", { hasText: "Rail sabotage near Warsaw 0" });
    await expect.poll(() => warsaw.locator(".incident-panel__meta").innerText()).toContain("Discussion (2)");
    // one without a discussion says nothing of it, once its details are in
    const other = page.locator(".incident-panel__item", { hasText: "Rail sabotage near Warsaw 1" });
    await expect.poll(() => other.locator(".incident-panel__meta").innerText()).toContain("Sabotage");
    expect(await other.locator(".incident-panel__meta").innerText()).not.toContain("Discussion");

    await setFilterBox(page, "Discussed", true);
    await expectShown(page, 2);
    expect(new URL(page.url()).searchParams.get("discussed")).toBe("1");
    await expect
      .poll(() => listTitles(page))
      .toEqual(["Rail sabotage near Warsaw 0", "GPS jamming over Tallinn"]);
    // discussions are no data: the downloads take the research filter only
    expect(await page.getByRole("link", { name: "CSV" }).getAttribute("href")).toBe(
      "/api/events/export.csv?bom=1",
    );

    // the popup's link to the incident page carries the count, in the same one line of links
    const popup = page.locator(".incident-popup");
    await page.locator(".incident-panel__row", { hasText: "Rail sabotage near Warsaw 0" }).click();
    const link = popup.getByRole("link", { name: "Discussion (2)" });
    await link.waitFor();
    expect(await link.getAttribute("href")).toMatch(/^\/incident\/\d+#discussion$/);
    const tops = await popup
      .locator(".event-details__links a")
      .evaluateAll((links) => new Set(links.map((a) => Math.round(a.getBoundingClientRect().top))).size);
    expect(tops).toBe(1);
    await page.keyboard.press("Escape");

    // a reload keeps the filter; clearing it shows every incident again
    await page.reload();
    await waitForMapAtRest(page);
    await expectShown(page, 2);
    expect(await page.getByRole("checkbox", { name: "Discussed" }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Clear all filters" }).click();
    await expectShown(page, TOTAL);
    expect(new URL(page.url()).searchParams.get("discussed")).toBeNull();
    await page.context().close();
  });

  it("draws incidents per month on the timeline and filters by its range, by keyboard or by dragging", async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await openMap(page);
    const start = page.getByRole("slider", { name: "First month shown" });
    const end = page.getByRole("slider", { name: "Last month shown" });
    // June 2022 to June 2024
    expect(await start.getAttribute("aria-valuetext")).toBe("June 2022: 4 incidents (4 Russian, 0 Chinese)");
    expect(await end.getAttribute("aria-valuetext")).toBe("June 2024: 1 incident (1 Russian, 0 Chinese)");
    expect(await page.locator(".timeline__chart > g").count()).toBe(25);
    // the first month drawn holds the four disinformation campaigns
    expect(await page.locator(".timeline__chart > g").first().locator("title").textContent()).toBe(
      "2022-06: 4 Russian, 0 Chinese",
    );
    // months are named under the bars, and a month's count shows on hover and on keyboard focus
    const months = await page.locator(".timeline__months span").allTextContents();
    expect(months.slice(0, 8)).toEqual(["Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "Jan"]);
    expect(months).toHaveLength(25);
    const chart = (await page.locator(".timeline__chart").boundingBox())!;
    // March 2024 is the 22nd of 25 months
    await page.mouse.move(chart.x + (chart.width * 21.5) / 25, chart.y + chart.height / 2);
    await expect
      .poll(() => page.locator(".timeline__tip").textContent())
      .toBe("March 2024: 1 incident (1 Russian, 0 Chinese)");
    await page.mouse.move(chart.x + chart.width / 2, chart.y - 40);
    await expect.poll(() => page.locator(".timeline__tip").count()).toBe(0);
    await start.focus();
    expect(await page.locator(".timeline__tip").textContent()).toBe(
      "June 2022: 4 incidents (4 Russian, 0 Chinese)",
    );
    await page.keyboard.press("ArrowRight");
    await expectShown(page, TOTAL - 4);
    expect(new URL(page.url()).searchParams.get("from")).toBe("2022-07-01");
    // the handle and the date box are redrawn a frame after the filter: wait for them, do not read once
    await expect.poll(() => start.getAttribute("aria-valuetext")).toBe("July 2022: 0 incidents");
    await expect.poll(() => page.locator(".timeline__tip").textContent()).toBe("July 2022: 0 incidents");
    // the date box follows the timeline, day first like every date on the site
    await expect.poll(() => page.getByLabel("From", { exact: true }).inputValue()).toBe("01/07/2022");
    await page.keyboard.press("PageUp");
    // from July 2023: Tallinn's three and Warsaw's six
    await expect.poll(() => count(page, "total")).toBe(9);
    await end.focus();
    await page.keyboard.press("End");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => new URL(page.url()).searchParams.get("to")).toBe("2024-05-31");
    await expectShown(page, 8);

    // dragging the end handle to the far right brings June 2024 back
    const box = (await end.boundingBox())!;
    const track = (await page.locator(".timeline__track").boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(track.x + track.width - 2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => new URL(page.url()).searchParams.get("to")).toBeNull();
    await expectShown(page, 9);
    await page.context().close();
  });

  it("restores the view from the URL and keeps it there while panning", async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await openMap(page, "/?view=52.4,17,5.5");
    expect(await page.evaluate(() => window.__incidentMap!.zoom())).toBe(5.5);
    // Warsaw and Berlin are in view; Lisbon, Dublin, Athens, Helsinki and Tallinn are not
    await expect.poll(() => count(page, "in-view")).toBe(10);
    await expect.poll(() => listTitles(page)).toContain("Rail sabotage near Warsaw 5");
    await page.evaluate(() => window.__incidentMap!.jumpTo(24.75, 59.43, 7));
    await expect.poll(() => new URL(page.url()).searchParams.get("view")).toBe("59.43,24.75,7");
    // Tallinn's three and Helsinki's one
    await expect.poll(() => count(page, "in-view")).toBe(4);
    await page.context().close();
  });

  it("reaches an incident through the list by keyboard alone, opens its popup and closes it with Escape", async () => {
    const page = await everyState();
    await page.getByRole("button", { name: "List", exact: true }).focus();
    let focused = "";
    // from the List button past every control of the filters, the downloads, the map and the timeline
    for (let press = 0; press < 100 && !focused.includes("incident-panel__row"); press++) {
      await page.keyboard.press("Tab");
      focused = await page.evaluate(() => document.activeElement?.className ?? "");
    }
    expect(focused).toContain("incident-panel__row");
    // newest first: the Warsaw case of June 2024 heads the list
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""))
      .toContain("Rail sabotage near Warsaw 5");
    await page.keyboard.press("ArrowDown");
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""))
      .toContain("Rail sabotage near Warsaw 4");
    await page.keyboard.press("Enter");
    const popup = page.locator(".incident-popup");
    await popup.getByText("Rail sabotage near Warsaw 4").waitFor();
    expect(await popup.locator(".type-badge").innerText()).toBe("RU");
    // its kind and country
    await popup.getByText("Sabotage", { exact: true }).waitFor();
    await popup.getByText("Poland", { exact: true }).waitFor();
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "detached" });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ""))
      .toContain("Rail sabotage near Warsaw 4");
  });

  it("marks on the map the incident a list item points at", async () => {
    const page = await everyState();
    await page.locator(".incident-panel__row").first().hover();
    await expect
      .poll(() => page.evaluate(() => window.__incidentMap!.highlighted()))
      .toMatchObject({ lng: expect.closeTo(21.05, 1) as unknown, lat: expect.closeTo(52.25, 1) as unknown });
  });

  it("lists the incidents of a cluster at one point instead of zooming in, and shows a tooltip", async () => {
    const page = await everyState({ lng: 24.7, lat: 59.4, zoom: 8 });
    const tallinn = (await markers(page)).find((marker) => marker.kind === "cluster" && marker.count === 3)!;
    expect(tallinn).toMatchObject({ same: true });
    const origin = await canvasOrigin(page);
    await page.mouse.move(origin.x + tallinn.x, origin.y + tallinn.y);
    await page
      .locator(".incident-map__tooltip")
      .getByText(/3 incidents at one place/)
      .waitFor();
    await page.mouse.click(origin.x + tallinn.x, origin.y + tallinn.y);
    const popup = page.locator(".incident-popup");
    await popup.getByRole("heading", { name: "3 events at this location" }).waitFor();
    expect(await page.evaluate(() => window.__incidentMap!.zoom())).toBe(8);
    await page.keyboard.press("Escape");
    await popup.waitFor({ state: "detached" });
  });

  it("has no serious or critical accessibility issue (axe)", async () => {
    const page = await everyState();
    await page.addScriptTag({ content: readFileSync(require.resolve("axe-core/axe.min.js"), "utf8") });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run(
              context: unknown,
              options: unknown,
            ): Promise<{
              violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
            }>;
          };
        }
      ).axe;
      const result = await axe.run(document, { resultTypes: ["violations"] });
      return result.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
    });
    expect(violations).toEqual([]);
  });
});
