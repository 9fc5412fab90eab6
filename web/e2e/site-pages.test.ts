import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerMember } from "./forumSeed.js";
import { startE2E, type E2E } from "./harness.js";

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
    expect(await footer.innerText()).toMatch(/© \d{4} Incident Watch Europe\. All rights reserved\./);
    expect(await footer.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
      "/privacy-policy",
    );
    expect(await footer.getByRole("link", { name: "Statistics" }).getAttribute("href")).toBe("/statistics");
    await page.context().close();
  });

  it("shows no footer over the full-screen map", async () => {
    const page = await e2e.newPage();
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).waitFor();
    await page.locator(".app__main > *").first().waitFor();
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
