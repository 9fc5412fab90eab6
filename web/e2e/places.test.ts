import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageAs, registerMember, type Member } from "./forumSeed.js";
import { startE2E, type E2E } from "./harness.js";
import { seedEvents, waitForMapAtRest } from "./mapHelpers.js";
import { graphqlAs } from "./notificationHelpers.js";
import { onThisMachine } from "../../api/test/slowness.js";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESKTOP = { viewport: { width: 1280, height: 800 } };
const NARVA = { latitude: 59.3772, longitude: 28.1903 };
/** Degrees of longitude per kilometre at Narva's latitude. */
const LONGITUDE_PER_KM = 1 / (111.195 * Math.cos((NARVA.latitude * Math.PI) / 180));

/** The label of the field with the focus; null while the focus is on no element (the page's body). */
const focusedLabel = () => {
  const element = document.activeElement as HTMLInputElement | null;
  return element && element !== document.body ? (element.labels?.[0]?.textContent ?? "") : null;
};

/** Presses Tab until the field labelled `label` has the focus, as a keyboard's user gets there. */
async function tabTo(page: Page, label: string) {
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press("Tab");
    // a field that becomes its full version on focus holds the focus again a moment later
    const focused =
      (await page.evaluate(focusedLabel)) ??
      (await page
        .waitForFunction(focusedLabel, null, { timeout: onThisMachine(1_000), polling: 50 })
        .then((handle) => handle.jsonValue())
        .catch(() => null));
    if (focused === label) return;
  }
  throw new Error(`Tab never reached the field ${label}`);
}

describe("place search in a real browser", () => {
  let e2e: E2E;
  let member: Member;
  let moderator: Member;

  beforeAll(async () => {
    e2e = await startE2E({ env: { RATE_LIMIT_FACTOR: "1000" } });
    await seedEvents(e2e, [
      {
        type: "russian",
        title: "Drone over Vilnius airport",
        sourceUrl: "https://lt.example.org/places-1",
        date: "2024-03-10",
        latitude: 54.634,
        longitude: 25.286,
      },
    ]);
    member = await registerMember(e2e, "place_seeker");
    moderator = await registerMember(e2e, "place_moderator");
    await e2e.sql("update users set role = 'moderator' where id = $1", [moderator.id]);
  });

  afterAll(async () => {
    await e2e?.close();
  });

  for (const [path, label, where] of [
    ["/submit", "Type a town or village", "Pomeranian Voivodeship, Poland"],
    ["/pl/submit", "Wpisz miasto lub wieś", "Pomeranian Voivodeship, Polska"],
  ] as const) {
    it(`offers Gdańsk first for "gdan" on the submit form at 390 px and sets the pin (${path})`, async () => {
      const page = await e2e.newPage(PHONE);
      await page.goto(path);
      const field = page.getByRole("combobox", { name: label });
      await field.pressSequentially("gdan", { delay: 30 });
      const first = page.getByRole("listbox", { name: label }).getByRole("option").first();
      await first.waitFor();
      expect(await first.innerText()).toBe(`Gdańsk\n${where}`);
      // the list fits the phone's screen
      const box = (await page.getByRole("listbox", { name: label }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await first.tap();
      expect(await field.inputValue()).toBe("Gdańsk");
      expect(Number(await page.locator('input[name="latitude"]').inputValue())).toBeCloseTo(54.352, 2);
      expect(Number(await page.locator('input[name="longitude"]').inputValue())).toBeCloseTo(18.646, 2);
      expect(await page.locator("#submit-place-precision").inputValue()).toBe("town");
      // the member knows better: a precision they choose stays as they set it when the pin moves
      await page.locator("#submit-place-precision").selectOption("exact");
      await page.locator('input[name="latitude"]').fill("54.4");
      expect(await page.locator("#submit-place-precision").inputValue()).toBe("exact");
      await page.context().close();
    });
  }

  for (const [path, label] of [
    ["/", "Go to a place"],
    ["/de/", "Zu einem Ort springen"],
  ] as const) {
    it(`flies the map to Vilnius with the keyboard alone (${path})`, async () => {
      const page = await e2e.newPage({ ...DESKTOP, webgl: true });
      await page.goto(path);
      await waitForMapAtRest(page);
      await tabTo(page, label);
      // the place field takes over from the plain one, with the focus
      const field = page.getByRole("combobox", { name: label });
      await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.type("vilni", { delay: 30 });
      await page.getByRole("option", { name: /^Vilnius/ }).waitFor();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      const view = async () =>
        (new URL(page.url()).searchParams.get("view") ?? "0,0,0").split(",").map(Number);
      await expect
        .poll(async () => (await view())[0], { timeout: onThisMachine(15_000) })
        .toBeCloseTo(54.69, 1);
      const [, lng, zoom] = await view();
      expect(lng).toBeCloseTo(25.28, 1);
      // the city and its surroundings, not the whole of Lithuania nor one street
      expect(zoom).toBeGreaterThan(8.5);
      expect(zoom).toBeLessThan(12);
      await page.context().close();
    });
  }

  it("alerts a search within 25 km of Narva on an incident 10 km away, not on one 40 km away", async () => {
    // a retry starts from no saved search
    await e2e.sql("delete from saved_searches where user_id = $1", [member.id]);
    for (const [prefix, name, texts] of [
      [
        "",
        "Around Narva",
        { option: "Only within a distance of a place", place: "Place", summary: "within 25 km of Narva" },
      ],
      [
        "/pl",
        "Wokół Narwy",
        {
          option: "Tylko w pobliżu miejscowości",
          place: "Miejscowość",
          summary: "do 25 km od miejscowości Narva",
        },
      ],
    ] as const) {
      const page = await pageAs(e2e, member);
      await page.setViewportSize(DESKTOP.viewport);
      await page.goto(`${prefix}/forum/settings?save=1#save-search`);
      const form = page.locator("form.saved-search-dialog");
      await form.getByLabel(texts.option).check();
      await form.getByRole("combobox", { name: texts.place }).pressSequentially("narv", { delay: 30 });
      await form
        .getByRole("option", { name: /^Narva/ })
        .first()
        .click();
      await form.getByText(texts.summary, { exact: true }).waitFor();
      await form.getByRole("textbox").first().fill(name);
      await form.locator('button[type="submit"]').click();
      // listed in the settings with what it looks for
      await page.getByRole("form", { name }).getByText(texts.summary, { exact: true }).waitFor();
      await page.context().close();
    }
    const stored = await e2e.sql<{ area: { placeName: string; radiusKm: number } }>(
      "select area from saved_searches where user_id = $1 order by id",
      [member.id],
    );
    expect(stored.map((row) => [row.area.placeName, row.area.radiusKm])).toEqual([
      ["Narva", 25],
      ["Narva", 25],
    ]);

    const [near, far] = await seedEvents(
      e2e,
      [10, 40].map((km) => ({
        type: "russian" as const,
        title: `Drone ${km} km west of Narva`,
        sourceUrl: `https://ee.example.org/narva-${km}-${Date.now()}`,
        date: "2024-05-01",
        latitude: NARVA.latitude,
        longitude: NARVA.longitude - km * LONGITUDE_PER_KM,
        status: "pending" as const,
      })),
    );
    for (const id of [near, far])
      await graphqlAs(e2e, moderator, "mutation ($id: ID!) { approveEvent(id: $id) { id } }", { id });
    const jobsDone = async () =>
      (
        await e2e.sql(
          "select id from pgboss.job where name = 'saved-search-alert' and data->>'eventId' = any($1) and state = 'completed'",
          [[near, far]],
        )
      ).length;
    await expect.poll(jobsDone, { timeout: onThisMachine(60_000) }).toBe(2);
    const matched = await e2e.sql<{ event_id: string }>(
      "select m.event_id::text as event_id from saved_search_matches m join saved_searches s on s.id = m.saved_search_id where s.user_id = $1",
      [member.id],
    );
    expect(matched.map((row) => row.event_id)).toEqual([near, near]);
    const bell = await e2e.sql<{ content: string }>(
      "select content from notifications where recipient_id = $1 and content like 'New incident%'",
      [member.id],
    );
    expect(bell.map((row) => row.content).sort()).toEqual([
      "New incident for your saved search “Around Narva”: Drone 10 km west of Narva",
      "New incident for your saved search “Wokół Narwy”: Drone 10 km west of Narva",
    ]);
  });
});
