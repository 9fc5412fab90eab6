import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createCategory,
  createPost,
  createThread,
  gql,
  pageAs,
  registerMember,
  type Member,
} from "./forumSeed.js";
import { startE2E, type E2E } from "./harness.js";
import { seedEvents } from "./mapHelpers.js";

/** A day, as people type it, in every language (docs/languages.md). */
const DAY = /^\d{2}\/\d{2}\/\d{4}$/;
/** A moment, in each language's one style (web/src/i18n/format.ts, decision 141). */
const MOMENT: Record<string, RegExp> = {
  en: /^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} UTC$/,
  pl: /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} UTC$/,
};
/** Whatever looks like a date in any style: numeric with a time or not, ISO, or with an English month. */
const DATE_LIKE =
  /\d{1,4}[./-] ?\d{1,2}[./-] ?\d{2,4}(?:,? \d{1,2}[:.]\d{2}(?: ?[AP]M)?(?: UTC)?)?|\b[A-Z][a-z]{2} \d{1,2}, \d{4}(?:, \d{1,2}:\d{2} [AP]M)?/g;

/** Every date the page shows: its <time> elements' text and title, and any date-like words elsewhere. */
async function datesOn(
  page: Page,
): Promise<{ times: { text: string; title: string | null }[]; found: string[] }> {
  return page.evaluate((source) => {
    const times = [...document.querySelectorAll("time")].map((time) => ({
      text: time.textContent!.trim(),
      title: time.getAttribute("title"),
    }));
    const titles = [...document.querySelectorAll("[title]")].map((element) => element.getAttribute("title"));
    const words = [document.body.innerText, ...titles].join("\n");
    return { times, found: words.match(new RegExp(source, "g")) ?? [] };
  }, DATE_LIKE.source);
}

describe("dates, and words that fit, in every language", () => {
  let e2e: E2E;
  let moderator: Member;
  let incidentId: string;
  let threadId: string;

  beforeAll(async () => {
    e2e = await startE2E({ env: { RATE_LIMIT_FACTOR: "100" } });
    moderator = await registerMember(e2e, "warden_dates");
    await e2e.sql("update users set role = 'admin' where id = $1", [moderator.id]);
    const writer = await registerMember(e2e, "writer_dates");
    const [approved] = await seedEvents(e2e, [
      {
        type: "russian",
        title: "Cable cut in the Baltic",
        sourceUrl: "https://news.example.org/cable",
        date: "2024-03-05",
        latitude: 54.35,
        longitude: 18.65,
      },
      {
        type: "chinese",
        title: "Drone over the harbour",
        sourceUrl: "https://news.example.org/drone",
        date: "2024-05-01",
        latitude: 54.7,
        longitude: 25.3,
        status: "pending",
      },
    ]);
    incidentId = approved!;
    await e2e.sql(
      `insert into incident_versions (event_id, number, created_at, action, changes, snapshot)
       values ($1, 2, '2024-04-11T23:30:00Z', 'corrected', '[]', incident_public_state($1))`,
      [incidentId],
    );
    const categoryId = await createCategory(e2e, "Sightings", "What was seen");
    threadId = await createThread(e2e, writer, categoryId, "Drones at dusk", "Three of them.");
    const { id: postId } = await createPost(e2e, writer, threadId, `@${moderator.username} see this`);
    // a staff edit with a reason: an "(edited)" mark, a revision and an audit entry
    await gql(
      e2e,
      "mutation ($id: ID!, $body: String!, $reason: String) { editPost(id: $id, body: $body, reason: $reason) { id } }",
      { id: postId, body: `@${moderator.username} see this, please`, reason: "Clearer" },
      moderator.token,
    );
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it("writes every date of every kind of page in its language's one style, days as dd/mm/yyyy", async () => {
    const page = await pageAs(e2e, moderator);
    for (const locale of ["en", "pl"]) {
      const prefix = locale === "en" ? "" : `/${locale}`;
      const visits: [string, string][] = [
        [`/incident/${incidentId}`, "section.incident-versions time"],
        [`/incident/${incidentId}/v/2`, ".incident-version__banner time"],
        [`/forum/thread/${threadId}`, ".post__edited"],
        ["/forum/admin/incidents", ".review-card time"],
        ["/forum/notifications", "time"],
        ["/forum/admin/audit", ".audit__meta time"],
        ["/forum/admin/users", "td time"],
      ];
      for (const [path, shown] of visits) {
        await page.goto(prefix + path);
        await page.locator(shown).first().waitFor();
        const { times, found } = await datesOn(page);
        const where = `${locale} ${path}`;
        expect(times.length, where).toBeGreaterThan(0);
        for (const time of times) {
          // a relative time ("3 hours ago") names its moment in its title
          const exact =
            DAY.test(time.text) || MOMENT[locale]!.test(time.text) ? time.text : (time.title ?? time.text);
          expect(exact, `${where}: <time> ${time.text}`).toMatch(
            new RegExp(`${DAY.source}|${MOMENT[locale]!.source}`),
          );
        }
        for (const date of found)
          expect(DAY.test(date) || MOMENT[locale]!.test(date), `${where}: "${date}"`).toBe(true);
      }
    }
    await page.context().close();
  });

  it("cuts no word of the review queue's precision choices nor of the coordinates' examples at 390 px", async () => {
    const page = await pageAs(e2e, moderator);
    await page.setViewportSize({ width: 390, height: 844 });
    const checks: [string, string][] = [
      ["/forum/admin/incidents", ".review-card select"],
      ["/pl/forum/admin/incidents", ".review-card select"],
      ["/submit", ".submit-form__coordinates input"],
      ["/lt/submit", ".submit-form__coordinates input"],
    ];
    for (const [path, controls] of checks) {
      await page.goto(path);
      await page.locator(controls).first().waitFor();
      const fits = await page.locator(controls).evaluateAll((elements) =>
        elements.map((element) => {
          const control = element as HTMLSelectElement | HTMLInputElement;
          const style = getComputedStyle(control);
          const probe = document.createElement("span");
          probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${style.font}`;
          document.body.append(probe);
          const texts =
            control instanceof HTMLSelectElement
              ? [...control.options].map((o) => o.text)
              : [control.placeholder];
          const widest = Math.max(
            ...texts.map((text) => {
              probe.textContent = text;
              return probe.getBoundingClientRect().width;
            }),
          );
          probe.remove();
          // a select's arrow takes about 20 px of its box beside the padding
          const arrow = control instanceof HTMLSelectElement ? 20 : 0;
          const room =
            control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow;
          return {
            text: texts.join(" | "),
            fits: widest <= room && control.scrollWidth <= control.clientWidth,
            widest,
            room,
          };
        }),
      );
      expect(fits.length, path).toBeGreaterThan(0);
      for (const control of fits) expect(control, path).toMatchObject({ fits: true });
    }
    await page.context().close();
  });

  it("swaps the language-bound parts of the head when the language is switched in place", async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto("/forum");
    const manifest = page.locator('link[rel="manifest"]');
    expect(await manifest.getAttribute("href")).toBe("/manifest-en.webmanifest");
    await page.getByRole("combobox", { name: "Language" }).selectOption("pl");
    await page.waitForURL(/\/pl\/forum$/);
    await page.waitForFunction(() => document.documentElement.lang === "pl");
    expect(await manifest.getAttribute("href")).toBe("/manifest-pl.webmanifest");
    await page.getByRole("combobox", { name: "Język" }).selectOption("en");
    await page.waitForURL((url) => url.pathname === "/forum");
    expect(await manifest.getAttribute("href")).toBe("/manifest-en.webmanifest");
    await page.context().close();
  });
});
