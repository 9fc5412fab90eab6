import { messages } from "@incident-watch/schema";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerMember } from "./forumSeed.js";
import { startE2E, type E2E } from "./harness.js";
import { verifyAltcha } from "./altcha.js";
import { onThisMachine } from "../../api/test/slowness.js";

/** The boxes of the header's parts: one line means every part's vertical middle lies in the bar's height. */
async function headerLayout(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector(".site-header")!.getBoundingClientRect();
    const parts = [
      ".brand",
      ...[...document.querySelectorAll(".site-nav__link")].map((_, i) => `.site-nav li:nth-child(${i + 1})`),
      ".site-header__account > *",
      ".site-header__bell > *",
    ]
      .flatMap((selector) => [...document.querySelectorAll(selector)])
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0);
    return {
      headerHeight: header.height,
      headerRight: header.right,
      documentWidth: document.documentElement.scrollWidth,
      middles: parts.map((box) => box.top + box.height / 2),
      rights: parts.map((box) => box.right),
      heights: parts.map((box) => box.height),
    };
  });
}

describe("the site's shared pages and frame in a real browser", () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({ env: { CONTACT_EMAIL: "rights@example.eu" } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("ends a forum page with one footer carrying the contact address and the privacy policy", async () => {
    const page = await e2e.newPage();
    await page.goto("/forum");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "rights@example.eu" }).waitFor();
    expect(await footer.count()).toBe(1);
    expect(await footer.innerText()).toMatch(/© \d{4} Incident Watch Europe\./);
    expect(await footer.innerText()).not.toContain("All rights reserved");
    expect(await footer.getByRole("link", { name: "Research API" }).getAttribute("href")).toBe("/research");
    expect(await footer.getByRole("link", { name: "CC BY 4.0" }).getAttribute("href")).toBe(
      "https://creativecommons.org/licenses/by/4.0/",
    );
    expect(await footer.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
      "/privacy-policy",
    );
    expect(await footer.getByRole("link", { name: "Statistics" }).getAttribute("href")).toBe("/statistics");
    await page.context().close();
  });

  it.each([
    ["/statistics", "Statistics"],
    ["/forum", "Incident Watch Forum"],
  ])("keeps the footer below a phone's screen while %s loads, so nothing shifts", async (path, title) => {
    const page = await e2e.newPage({ viewport: { width: 390, height: 844 } });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: "layout-shift", buffered: true });
    });
    // the answers come late, as on a phone's network: the page shows its loading state first
    await page.route(/\/graphql(\?|$)/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.goto(path);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.getByRole("contentinfo").waitFor({ state: "attached" });
    await page.waitForTimeout(1_500);
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    await page.context().close();
  });

  it("shows no footer over the full-screen map", async () => {
    const page = await e2e.newPage();
    await page.goto("/");
    // the map page's code is the heaviest first load there is: as long as the map's own wait on a slow spell
    await page.getByRole("navigation", { name: "Main" }).waitFor({ timeout: onThisMachine(60_000) });
    // the map page drawn (these pages have no WebGL: it says so where the map would be), under the phones'
    // Map | Latest switch, which is hidden here
    await page.getByText(/The interactive map needs WebGL/).waitFor({ timeout: onThisMachine(60_000) });
    expect(await page.getByRole("contentinfo").count()).toBe(0);
    await page.context().close();
  });

  it.each([
    ["a visitor", false],
    ["a member with a long name", true],
  ])("fits the header on one line at 1024 px for %s", async (_, signedIn) => {
    const page = await e2e.newPage({ viewport: { width: 1024, height: 768 } });
    if (signedIn) {
      const member = await registerMember(e2e, "a_rather_long_username_2024");
      await page.goto("/mission");
      await page.evaluate((token) => localStorage.setItem("token", token), member.token);
      await page.reload();
      await page.getByRole("button", { name: `${member.username} account menu` }).waitFor();
    } else {
      await page.goto("/mission");
      await page.getByRole("link", { name: "Sign Up" }).waitFor();
    }
    const layout = await headerLayout(page);
    expect(layout.middles.length).toBeGreaterThanOrEqual(7);
    // 64 px, the bar's own height: nothing wrapped onto a second line
    expect(layout.headerHeight).toBeLessThan(66);
    const [first] = layout.middles;
    for (const middle of layout.middles) expect(Math.abs(middle - first!)).toBeLessThan(4);
    for (const right of layout.rights) expect(right).toBeLessThanOrEqual(1024);
    expect(layout.documentWidth).toBeLessThanOrEqual(1024);
    await page.context().close();
  });
});

describe("the submit form's layout, date and outcome in a real browser", () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({ env: { RATE_LIMIT_FACTOR: "100" } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

  it("shows the map after the location and before the captcha and the button on a 390×844 phone", async () => {
    const page = await e2e.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto("/submit");
    const top = async (selector: string) => (await page.locator(selector).first().boundingBox())!;
    await page.locator(".submit-layout__map").waitFor();
    const location = await top(".submit-form__location");
    const map = await top(".submit-layout__map");
    const captcha = await top(".captcha");
    const button = await top("button[type=submit]");
    expect(map.y).toBeGreaterThanOrEqual(location.y + location.height);
    expect(captcha.y).toBeGreaterThanOrEqual(map.y + map.height);
    expect(button.y).toBeGreaterThan(map.y + map.height);
    expect(map.height).toBeGreaterThanOrEqual(300);
    expect(map.width).toBeGreaterThan(300);
    await page.context().close();
  });

  it("keeps the map beside the form on a wide screen", async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto("/submit");
    await page.locator(".submit-layout__map").waitFor();
    const form = (await page.locator(".submit-form").boundingBox())!;
    const map = (await page.locator(".submit-layout__map").boundingBox())!;
    expect(map.x).toBeGreaterThan(form.x + form.width);
    expect(Math.abs(map.y - form.y)).toBeLessThan(2);
    expect(map.height).toBeGreaterThanOrEqual(500);
    expect(map.y + map.height).toBeLessThanOrEqual(form.y + form.height);
    await page.context().close();
  });

  it("writes the date as dd/mm/yyyy and refuses another shape with the shared message", async () => {
    const page = await e2e.newPage();
    await page.goto("/submit");
    const date = field(page, "Date");
    expect(await date.getAttribute("type")).not.toBe("date");
    expect(await date.getAttribute("placeholder")).toBe("dd/mm/yyyy");
    await date.pressSequentially("14052024");
    expect(await date.inputValue()).toBe("14/05/2024");
    await date.fill("2024-05-14");
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByText(messages.dateFormat).waitFor();
    await page.context().close();
  });

  it("brings the outcome into view with the focus on it, and says a moderator will set an unread title", async () => {
    const page = await e2e.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto("/submit");
    // a port the title reader may not use: the title cannot be read
    await page.getByLabel("Kind of attack").selectOption("sabotage");
    await field(page, "Source URL").fill("http://127.0.0.1:9/unreadable-report");
    await field(page, "Date").fill("14/05/2024");
    await field(page, "Latitude").fill("56.9496");
    await field(page, "Longitude").fill("24.1052");
    await verifyAltcha(page);
    const state = () => page.locator("altcha-widget .altcha").getAttribute("data-state");
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "Submit" }).click();
    const outcome = page.getByRole("status").filter({ hasText: messages.submissionSucceeded });
    await outcome.waitFor();
    expect(await outcome.innerText()).toContain(messages.titlePendingNotice);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.classList.contains("submit-form__outcome")))
      .toBe(true);
    // focusing the outcome does not start a new verification: the next report asks for one
    expect(await state()).not.toBe("verified");
    await expect
      .poll(async () => {
        const box = (await outcome.boundingBox())!;
        return box.y >= 0 && box.y + box.height <= 844;
      })
      .toBe(true);
    const [row] = await e2e.sql<{ date: string }>(
      "select to_char(date, 'YYYY-MM-DD') as date from events where source_url = 'http://127.0.0.1:9/unreadable-report'",
    );
    expect(row?.date).toBe("2024-05-14");
    await page.context().close();
  });
});
