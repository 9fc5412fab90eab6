import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCategory, createThread, registerMember, type Member } from "./forumSeed.js";
import { startE2E, type E2E } from "./harness.js";

const PHONE = { width: 390, height: 844 };

describe("the forum on a phone and its fields on a first load, in a real browser", () => {
  let e2e: E2E;
  let member: Member;

  beforeAll(async () => {
    e2e = await startE2E({ env: { RATE_LIMIT_FACTOR: "1000" } });
    const categoryId = await createCategory(e2e, "Sabotage", "Cables and rails");
    member = await registerMember(e2e, "phone_reader");
    await createThread(
      e2e,
      member,
      categoryId,
      "Undersea cable damaged between Finland and Estonia overnight",
      "The operator reports a fault near the Estonian coast.",
    );
  });

  afterAll(async () => {
    await e2e?.close();
  });

  /** A page signed in as the member (the token stored as the app stores it). */
  async function memberPage(viewport = PHONE) {
    const page = await e2e.newPage({ viewport });
    await page.addInitScript((token) => localStorage.setItem("token", token), member.token);
    return page;
  }

  it("styles the forum search box on a direct load of /forum, as after in-app navigation", async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto("/forum");
    const box = page.getByRole("searchbox", { name: "Search the forum" });
    await box.waitFor();
    const style = await box.evaluate((element) => {
      const css = getComputedStyle(element);
      return { minHeight: css.minHeight, radius: css.borderTopLeftRadius, background: css.backgroundColor };
    });
    expect(style.minHeight).toBe("44px");
    expect(style.radius).not.toBe("0px");
    expect(style.background).not.toBe("rgb(255, 255, 255)");
  });

  it("styles the notifications page's type filter like the site's other fields", async () => {
    const page = await memberPage({ width: 1280, height: 800 });
    await page.goto("/forum/notifications");
    const select = page.getByRole("combobox", { name: "Filter by type" });
    await select.waitFor();
    const style = await select.evaluate((element) => {
      const css = getComputedStyle(element);
      return { minHeight: css.minHeight, radius: css.borderTopLeftRadius };
    });
    expect(style).toEqual({ minHeight: "44px", radius: expect.not.stringMatching(/^0px$/) as unknown });
  });

  it("gives the topic the phone's width on the forum home, its figures on a line under it", async () => {
    const page = await e2e.newPage({ viewport: PHONE });
    await page.goto("/forum");
    const title = page.getByRole("link", { name: /^Undersea cable damaged/ });
    await title.waitFor();
    const row = page.locator(".thread-table tbody tr").first();
    const topic = row.locator("td").first();
    const topicWidth = await topic.evaluate((element) => element.getBoundingClientRect().width);
    expect(topicWidth).toBeGreaterThan(300);
    // the title wraps as a sentence would, not every two words
    const titleLines = await title.evaluate(
      (element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(titleLines).toBeLessThanOrEqual(3);
    // the figures sit on one line under the topic, each named (the table's header is hidden)
    const figures = await row.locator("td[data-label]").evaluateAll((cells) =>
      cells.map((cell) => ({
        top: Math.round(cell.getBoundingClientRect().top),
        label: getComputedStyle(cell, "::before").content,
      })),
    );
    const topicBottom = await topic.evaluate((element) => element.getBoundingClientRect().bottom);
    expect(figures.map((figure) => figure.label)).toEqual(['"Replies "', '" · Views "', '" · Last update "']);
    expect(new Set(figures.map((figure) => figure.top)).size).toBe(1);
    expect(figures[0]!.top).toBeGreaterThanOrEqual(Math.floor(topicBottom));
    // nothing sticks out sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
