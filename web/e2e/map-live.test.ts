import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { openList, seedEvents, waitForMapAtRest } from "./mapHelpers.js";
import { createMember, type Member } from "./notificationHelpers.js";
import { onThisMachine } from "../../api/test/slowness.js";

// every open map shows a moderator's change within 2 s on a quiet machine; the test allows more, as two
// browsers drawing with software WebGL share two cores with the apps
const LIVE_MS = 15_000;

const WARSAW = { longitude: 21.01, latitude: 52.23 };
const BERLIN = { longitude: 13.4, latitude: 52.52 };

/** The legend's "N match the filter" (or "N incidents in total") and the total after "of", if shown. */
async function legend(page: Page): Promise<{ chosen: number; all: number }> {
  const text = await page.locator(".map-legend__counts").innerText();
  const chosen = Number((await page.getByTestId("count-total").innerText()).replace(/\D/g, ""));
  const of = /of ([\d,]+) in total/.exec(text);
  return { chosen, all: of ? Number(of[1]!.replace(/\D/g, "")) : chosen };
}

const freshCount = (page: Page) =>
  page
    .getByTestId("fresh-count")
    .count()
    .then(async (n) => (n === 0 ? 0 : Number(await page.getByTestId("fresh-count").innerText())));

/** Runs a moderator's GraphQL mutation from the moderator's own browser context. */
async function moderate(page: Page, query: string, id: string) {
  const errors = await page.evaluate(
    async ({ query, id }) => {
      const response = await fetch("/graphql", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${localStorage.getItem("token")}`,
        },
        body: JSON.stringify({ query, variables: { id, reason: "Not an attack" } }),
      });
      return ((await response.json()) as { errors?: unknown[] }).errors ?? null;
    },
    { query, id },
  );
  expect(errors).toBeNull();
}

const UPDATE = `mutation ($id: ID!, $title: String!) { updateEvent(id: $id, input: { title: $title }) { id } }`;

/** A moderator's correction that changes no count: it makes every open page that follows the feed read again. */
async function retitle(moderatorPage: Page, id: string, title: string) {
  await moderatorPage.evaluate(
    async ({ query, id, title }) => {
      await fetch("/graphql", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${localStorage.getItem("token")}`,
        },
        body: JSON.stringify({ query, variables: { id, title } }),
      });
    },
    { query: UPDATE, id, title },
  );
}

/**
 * Waits until the pages follow the live feed (their socket and subscription are up), without sleeping:
 * publishes the warm-up incident, then corrects it each second until every page counts it (a correction
 * puts an incident the map lacks on it).
 */
async function untilLive(moderatorPage: Page, warmUp: string, pages: Page[]) {
  const before = await Promise.all(pages.map((page) => legend(page).then((counts) => counts.all)));
  await moderate(moderatorPage, APPROVE, warmUp);
  const counted = async () =>
    (
      await Promise.all(pages.map((page, i) => legend(page).then((counts) => counts.all === before[i]! + 1)))
    ).every(Boolean);
  for (let attempt = 0; !(await counted()); attempt++) {
    if (attempt > 60) throw new Error("The pages never followed the live feed");
    await retitle(moderatorPage, warmUp, `Drone over a Gdańsk port (${attempt})`);
    await moderatorPage.waitForTimeout(1000);
  }
}

const at = (place: typeof WARSAW, date: string) => ({ ...place, date });

/** Incidents waiting for review, new on each attempt of a test (sources are unique). */
async function seedPending(e2e: E2E) {
  const attempt = Date.now();
  const [warsaw, berlin, late] = await seedEvents(e2e, [
    {
      type: "russian",
      title: "Rail sabotage near Warsaw",
      sourceUrl: `https://pl.example.org/1?${attempt}`,
      status: "pending",
      ...at(WARSAW, "2024-05-01"),
    },
    {
      type: "chinese",
      title: "Cyber attack on a Berlin ministry",
      sourceUrl: `https://de.example.org/1?${attempt}`,
      status: "pending",
      ...at(BERLIN, "2024-05-02"),
    },
    {
      type: "russian",
      title: "Drone over a Gdańsk port",
      sourceUrl: `https://pl.example.org/2?${attempt}`,
      status: "pending",
      ...at({ longitude: 18.65, latitude: 54.35 }, "2024-05-03"),
    },
  ]);
  return { warsaw: warsaw!, berlin: berlin!, late: late! };
}

const APPROVE = "mutation ($id: ID!) { approveEvent(id: $id) { id } }";
const REJECT = "mutation ($id: ID!, $reason: String!) { rejectEvent(id: $id, reason: $reason) { id } }";

describe("live incidents on the map", () => {
  let e2e: E2E;
  let moderator: Member;
  let moderatorPage: Page;

  beforeAll(async () => {
    e2e = await startE2E({ env: { RATE_LIMIT_FACTOR: "100" }, webgl: true });
    moderator = await createMember(e2e, "live_moderator");
    await e2e.sql("update users set role = 'moderator' where id = $1", [moderator.id]);
    await seedEvents(e2e, [
      {
        type: "russian",
        title: "Disinformation in Lisbon",
        sourceUrl: "https://pt.example.org/1",
        ...at({ longitude: -9.14, latitude: 38.72 }, "2024-02-01"),
      },
      {
        type: "chinese",
        title: "Espionage in Helsinki",
        sourceUrl: "https://fi.example.org/1",
        ...at({ longitude: 24.94, latitude: 60.17 }, "2024-03-01"),
      },
    ]);
    moderatorPage = await moderator.page();
    await moderatorPage.goto("/mission");
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it("shows an approval on a visitor's open map at once, rings it, jumps to it, and removes it when withdrawn; a filtered map ignores it", async () => {
    // counted from what the maps show first: a retried attempt finds the first attempt's approvals
    const pending = await seedPending(e2e);
    const visitor = await e2e.newPage();
    const filtered = await e2e.newPage();
    // one after the other: two maps drawing their first frames at once share two cores with the apps
    await visitor.goto("/");
    await waitForMapAtRest(visitor);
    // a title search too: its matches are asked for again after a change
    await filtered.goto("/?types=chinese&q=in");
    await waitForMapAtRest(filtered);
    const seen = await legend(visitor);
    const matched = await legend(filtered);
    expect(seen.chosen).toBe(seen.all);
    expect(matched.chosen).toBeLessThan(matched.all);
    const visitorSees = (added: number) => ({ chosen: seen.chosen + added, all: seen.all + added });
    const filteredSees = (chosen: number, all: number) => ({
      chosen: matched.chosen + chosen,
      all: matched.all + all,
    });
    await untilLive(moderatorPage, pending.late, [visitor, filtered]);
    await moderate(moderatorPage, APPROVE, pending.warsaw);
    await expect.poll(() => legend(visitor), { timeout: LIVE_MS, interval: 100 }).toEqual(visitorSees(2));
    expect(await freshCount(visitor)).toBe(2);
    expect(await visitor.evaluate(() => window.__incidentMap?.ringed())).toContainEqual({
      lng: WARSAW.longitude,
      lat: WARSAW.latitude,
    });
    // the filtered map heard it (its total of all incidents moved) but does not choose it
    await expect
      .poll(() => legend(filtered), { timeout: LIVE_MS, interval: 100 })
      .toEqual(filteredSees(0, 2));
    expect(await freshCount(filtered)).toBe(0);

    // the note jumps to the new incidents: with the warm-up's in Gdańsk, both are in view then
    await visitor.getByRole("button", { name: "Show them" }).click();
    await expect
      .poll(() => visitor.evaluate(() => window.__incidentMap?.zoom()), { timeout: onThisMachine(20_000) })
      .toBeGreaterThan(4.5);
    await openList(visitor);
    const row = visitor.locator(`.incident-panel__row[data-id="${pending.warsaw}"]`);
    await expect.poll(() => row.count(), { timeout: onThisMachine(20_000) }).toBe(1);
    await expect
      .poll(() => row.innerText(), { timeout: onThisMachine(10_000) })
      .toContain("Rail sabotage near Warsaw");
    expect(await visitor.locator(`.incident-panel__row[data-id="${pending.late}"]`).count()).toBe(1);
    const inView = Number(await visitor.getByTestId("count-in-view").innerText());

    await moderate(moderatorPage, REJECT, pending.warsaw);
    await expect.poll(() => legend(visitor), { timeout: LIVE_MS, interval: 100 }).toEqual(visitorSees(1));
    expect(await freshCount(visitor)).toBe(1);
    await expect
      .poll(() => visitor.getByTestId("count-in-view").innerText(), { timeout: LIVE_MS })
      .toBe(String(inView - 1));
    await expect.poll(() => row.count(), { timeout: LIVE_MS }).toBe(0);

    // one the filter chooses appears on the filtered map too
    await moderate(moderatorPage, APPROVE, pending.berlin);
    await expect
      .poll(() => legend(filtered), { timeout: LIVE_MS, interval: 100 })
      .toEqual(filteredSees(1, 2));
    expect(await freshCount(filtered)).toBe(1);
    await visitor.context().close();
    await filtered.context().close();
  });

  it("catches up after the app restarts: an incident published meanwhile appears without a reload", async () => {
    const [restart] = await seedEvents(e2e, [
      {
        type: "chinese",
        title: "Port scan of a Riga utility",
        sourceUrl: `https://lv.example.org/1?${Date.now()}`,
        status: "pending",
        ...at({ longitude: 24.1, latitude: 56.95 }, "2024-05-04"),
      },
    ]);
    const visitor = await e2e.newPage();
    await visitor.goto("/");
    await waitForMapAtRest(visitor);
    const before = await legend(visitor);
    await visitor.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
    await e2e.restartApp(async () => {
      await e2e.sql("update events set status = 'approved' where id = $1", [restart]);
    });
    await expect
      .poll(() => legend(visitor), { timeout: onThisMachine(40_000), interval: 200 })
      .toEqual({ chosen: before.chosen + 1, all: before.all + 1 });
    expect(await visitor.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // the data read again is clustered again for every zoom: a street-level view still gets its markers
    await visitor.evaluate(() => window.__incidentMap!.jumpTo(24.1, 56.95, 12));
    await waitForMapAtRest(visitor);
    const riga = await visitor.evaluate(() => window.__incidentMap!.markers());
    expect(riga.map(({ lng, lat }) => ({ lng, lat }))).toContainEqual({ lng: 24.1, lat: 56.95 });
    await visitor.context().close();
  });

  it("counts an approval and a withdrawal on an open statistics page without a reload", async () => {
    const [incident] = await seedEvents(e2e, [
      {
        type: "russian",
        title: "Arson at a Vilnius depot",
        sourceUrl: `https://lt.example.org/1?${Date.now()}`,
        status: "pending",
        ...at({ longitude: 25.28, latitude: 54.69 }, "2024-05-05"),
      },
    ]);
    const page = await e2e.newPage();
    await page.goto("/statistics");
    const total = page.locator(".statistics__total strong");
    await total.waitFor();
    const before = Number((await total.innerText()).replace(/\D/g, ""));
    const shown = async () => Number((await total.innerText()).replace(/\D/g, ""));
    await moderate(moderatorPage, APPROVE, incident!);
    // the page may have subscribed just after the approval: a correction (which changes no count) each
    // second makes it count again until it has
    for (let attempt = 0; (await shown()) !== before + 1; attempt++) {
      if (attempt > 30) throw new Error("The statistics never counted the approval");
      await retitle(moderatorPage, incident!, `Arson at a Vilnius depot (${attempt})`);
      await page.waitForTimeout(1000);
    }
    await moderate(moderatorPage, REJECT, incident!);
    await expect.poll(shown, { timeout: LIVE_MS, interval: 100 }).toBe(before);
    await page.context().close();
  });
});
