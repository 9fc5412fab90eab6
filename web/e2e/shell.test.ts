import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";

describe("the app shell in a real browser", () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({ env: { CONTACT_EMAIL: "rights@example.eu" } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("shows the main navigation with the outbound SUPPORT UKRAINE link opening safely in a new tab", async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto("/mission");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [label, href] of [
      ["MAP", "/"],
      ["SUBMIT ATTACK", "/submit"],
      ["FORUM", "/forum"],
      ["OUR MISSION", "/mission"],
    ]) {
      await expect
        .poll(() => nav.getByRole("link", { name: label, exact: true }).getAttribute("href"))
        .toBe(href);
    }
    const support = nav.getByRole("link", { name: /SUPPORT UKRAINE/ });
    expect(await support.getAttribute("target")).toBe("_blank");
    expect(await support.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await support.getAttribute("href")).toMatch(/^https:\/\/u24\.gov\.ua/);
    await expect.poll(() => page.getByRole("link", { name: "Login" }).count()).toBe(1);
    await expect.poll(() => page.getByRole("link", { name: "Sign Up" }).count()).toBe(1);
    await page.context().close();
  });

  it("shows Our Mission with real text", async () => {
    const page = await e2e.newPage();
    await page.goto("/mission");
    await page.getByRole("heading", { name: "Our Mission" }).waitFor();
    const text = await page.locator("main").innerText();
    expect(text.length).toBeGreaterThan(500);
    expect(text).toMatch(/Russia/);
    expect(text).toMatch(/China/);
    await page.context().close();
  });

  it("shows the privacy policy with its date, minimum age and the configured contact address", async () => {
    const page = await e2e.newPage();
    await page.goto("/privacy-policy");
    await page
      .getByRole("heading", { name: /Privacy Policy/ })
      .first()
      .waitFor();
    await page.getByRole("link", { name: "rights@example.eu" }).first().waitFor();
    const text = await page.locator("main").innerText();
    expect(text).toContain("March 2025");
    expect(text).toMatch(/\b16\b/);
    expect(await page.getByRole("link", { name: "rights@example.eu" }).first().getAttribute("href")).toBe(
      "mailto:rights@example.eu",
    );
    await page.context().close();
  });

  it("answers an unknown path with 'Page not found' and a 'Return Home' link", async () => {
    const page = await e2e.newPage();
    await page.goto("/no/such/page");
    await page.getByText("Page not found").waitFor();
    await page.getByRole("link", { name: "Return Home" }).click();
    await page.waitForURL(`${e2e.url}/`);
    await page.context().close();
  });

  it("toggles the mobile menu below the large breakpoint", async () => {
    const page = await e2e.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto("/mission");
    const toggle = page.getByRole("button", { name: "Toggle menu" });
    await toggle.waitFor();
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await page.getByRole("link", { name: "OUR MISSION", exact: true }).isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("link", { name: "OUR MISSION", exact: true }).waitFor({ state: "visible" });
    await page.getByRole("link", { name: "OUR MISSION", exact: true }).click();
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
    await page.context().close();
  });

  it("hides the menu toggle on a wide screen", async () => {
    const page = await e2e.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto("/mission");
    await page.getByRole("heading", { name: "Our Mission" }).waitFor();
    expect(await page.getByRole("button", { name: "Toggle menu" }).isVisible()).toBe(false);
    await page.context().close();
  });

  it("shows the offline banner while the browser is offline and hides it when back online", async () => {
    const page = await e2e.newPage();
    await page.goto("/mission");
    await page.getByRole("heading", { name: "Our Mission" }).waitFor();
    const banner = page.getByText("You are currently offline. Some features may be limited.");
    expect(await banner.count()).toBe(0);
    await page.context().setOffline(true);
    await banner.waitFor();
    await page.context().setOffline(false);
    await banner.waitFor({ state: "detached" });
    await page.context().close();
  });

  it("loads pages without Content-Security-Policy violations or script errors", async () => {
    const page = await e2e.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto("/privacy-policy");
    await page
      .getByRole("heading", { name: /Privacy Policy/ })
      .first()
      .waitFor();
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
