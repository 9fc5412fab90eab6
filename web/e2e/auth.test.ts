import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { onThisMachine } from "../../api/test/slowness.js";

const ADMIN = { username: "chief", password: "chief-secret-1" };

interface Account {
  username: string;
  email: string;
  password: string;
}

const account = (username: string): Account => ({
  username,
  email: `${username}@example.org`,
  password: `${username}-secret-1`,
});

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const accountButton = (page: Page, username: string) =>
  page.getByRole("button", { name: `${username} account menu` });
const captchaState = (page: Page) => page.locator("altcha-widget .altcha").getAttribute("data-state");
const path = (page: Page) => new URL(page.url()).pathname;

/**
 * The self-hosted captcha, solved by the page itself: proof of work against this server's challenge. It starts
 * when the form gets focus; when the focus came first (a dialog focusing its field), its label starts it.
 */
async function solveCaptcha(page: Page) {
  await page.locator("altcha-widget .altcha").waitFor();
  if ((await captchaState(page)) === "unverified") await page.locator("altcha-widget label").first().click();
  await expect.poll(() => captchaState(page), { timeout: onThisMachine(30_000) }).toBe("verified");
}

async function register(page: Page, who: Account) {
  await page.goto("/forum/register");
  await field(page, "Username").fill(who.username);
  await field(page, "Email").fill(who.email);
  await field(page, "Password").fill(who.password);
  await field(page, "Confirm password").fill(who.password);
  await page.getByRole("checkbox", { name: /at least 16 years old/ }).check();
  await solveCaptcha(page);
  await page.getByRole("button", { name: "Sign Up" }).click();
  await accountButton(page, who.username).waitFor();
}

async function logIn(page: Page, username: string, password: string) {
  await field(page, "Username").fill(username);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}

async function logOut(page: Page, username: string) {
  await accountButton(page, username).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await page.getByRole("link", { name: "Login" }).waitFor();
}

async function tokenCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "token");
}

describe("accounts and sign-in in a real browser", () => {
  let e2e: E2E;
  let nextAddress = 1;

  // every visitor arrives from an address of its own through the trusted proxy, as people do, so the
  // per-address limits (3 registrations a day, 6 logins a minute) apply to each on its own
  const visitor = () =>
    e2e.newPage({ extraHTTPHeaders: { "X-Forwarded-For": `198.51.100.${nextAddress++}` } });

  beforeAll(async () => {
    e2e = await startE2E({
      env: { TRUST_PROXY: "1", ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
    });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("registers behind the self-hosted captcha, shows the signed-in header, and logs out", async () => {
    const page = await visitor();
    const blocked: string[] = [];
    const elsewhere: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) blocked.push(message.text());
    });
    page.on("request", (request) => {
      if (!request.url().startsWith(e2e.url) && !/^(data|blob):/.test(request.url()))
        elsewhere.push(request.url());
    });
    const alice = account("alice");
    await register(page, alice);

    await page.waitForURL(`${e2e.url}/forum`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("token"))).toBeTruthy();
    expect((await tokenCookie(page.context()))?.sameSite).toBe("Strict");
    expect(await page.getByRole("link", { name: "Login" }).count()).toBe(0);

    await accountButton(page, alice.username).click();
    const menu = page.getByRole("menu");
    expect(await menu.getByRole("menuitem").allInnerTexts()).toEqual([
      "My Profile",
      "Notifications",
      "Settings",
      "Log Out",
    ]);
    await menu.getByRole("menuitem", { name: "Log Out" }).click();

    await page.getByRole("link", { name: "Sign Up" }).waitFor();
    expect(path(page)).toBe("/forum");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect(await tokenCookie(page.context())).toBeUndefined();
    // the widget worked under the strict Content-Security-Policy and asked nobody but this server
    expect(blocked).toEqual([]);
    expect(elsewhere).toEqual([]);
    await page.context().close();
  });

  it("explains login mistakes, asks for the captcha after repeated failures, and then signs in with it", async () => {
    const bob = account("bob");
    const signUp = await visitor();
    await register(signUp, bob);
    await signUp.context().close();

    const page = await visitor();
    await page.goto("/forum/login");
    await page.getByRole("button", { name: "Log In" }).click();
    await page.getByText("Username is required").waitFor();
    await page.getByText("Password is required").waitFor();

    await logIn(page, bob.username, "not-his-password");
    await page.getByRole("alert").getByText("Invalid username or password").waitFor();

    // four more failures make the next sign-in with this name ask for the captcha (SECURITY.md: past 5 an hour)
    for (let attempt = 0; attempt < 4; attempt++) {
      const answered = page.waitForResponse(
        (response) => response.request().postData()?.includes('"Login"') ?? false,
      );
      await page.getByRole("button", { name: "Log In" }).click();
      await answered;
    }
    expect(await page.locator("altcha-widget").count()).toBe(0);
    await page.context().close();

    // bob, from his own address, is asked for the captcha; with it his password signs him in: no lock-out
    const owner = await visitor();
    await owner.goto("/forum/login");
    await logIn(owner, bob.username, bob.password);
    await owner
      .getByText(
        "There have been several failed sign-ins with this username. Please complete the verification and try again.",
      )
      .waitFor();
    expect(path(owner)).toBe("/forum/login");
    await solveCaptcha(owner);
    await owner.getByRole("button", { name: "Log In" }).click();
    await accountButton(owner, bob.username).waitFor();
    await owner.waitForURL(`${e2e.url}/forum`);
    await owner.context().close();
  });

  it("needs the member to confirm being at least 16, with the privacy policy linked", async () => {
    const page = await visitor();
    await page.goto("/forum/register");
    await field(page, "Username").fill("young_hal");
    await field(page, "Email").fill("hal@example.org");
    await field(page, "Password").fill("lantern-hal-1");
    await field(page, "Confirm password").fill("lantern-hal-1");
    await solveCaptcha(page);
    const box = page.getByRole("checkbox", { name: /at least 16 years old/ });
    expect(
      await page
        .getByRole("link", { name: /Privacy Policy/ })
        .first()
        .getAttribute("href"),
    ).toBe("/privacy-policy");
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByText("Please confirm that you are at least 16 years old").waitFor();
    expect(await box.getAttribute("aria-invalid")).toBe("true");
    expect(await e2e.sql("select id from users where username = 'young_hal'")).toEqual([]);
    await box.check();
    await page.getByRole("button", { name: "Sign Up" }).click();
    await accountButton(page, "young_hal").waitFor();
    await page.context().close();
  });

  it("refuses one of the most common passwords on registration with the shared message", async () => {
    const page = await visitor();
    await page.goto("/forum/register");
    await field(page, "Username").fill("grace");
    await field(page, "Email").fill("grace@example.org");
    await field(page, "Password").fill("password123");
    await field(page, "Confirm password").fill("password123");
    await page.getByRole("checkbox", { name: /at least 16 years old/ }).check();
    await solveCaptcha(page);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await page.getByText("This password is too common. Please choose another.").waitFor();
    expect(await field(page, "Password").getAttribute("aria-invalid")).toBe("true");
    expect(await e2e.sql("select id from users where username = 'grace'")).toEqual([]);
    await page.context().close();
  });

  it("resets a forgotten password through the mailed link, then logs in with the new one", async () => {
    const carol = account("carol");
    const signUp = await visitor();
    await register(signUp, carol);
    await signUp.context().close();

    const page = await visitor();
    await page.goto("/forum/login");
    await page.getByRole("button", { name: "Forgot your password?" }).click();
    const dialog = page.getByRole("dialog", { name: "Lost password" });
    await dialog.getByLabel("Email", { exact: true }).fill(carol.email);
    await solveCaptcha(page);
    await dialog.getByRole("button", { name: "Send reset link" }).click();
    await dialog.getByText("Password reset email sent! Please check your inbox.").waitFor();

    const mail = await e2e.mailbox.waitFor(carol.email, undefined, (each) =>
      each.text.includes("/forum/reset-password?token="),
    );
    const link = new RegExp(`${e2e.url}/forum/reset-password\\?token=[A-Za-z0-9_%-]+`).exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await dialog.getByRole("button", { name: "Close" }).first().click();

    await page.goto(link!);
    await field(page, "New password").fill("carol-new-secret");
    await field(page, "Confirm new password").fill("carol-new-secret");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page
      .getByRole("status")
      .getByText(/Redirecting to login/)
      .waitFor();
    await page.waitForURL(`${e2e.url}/forum/login`, { timeout: onThisMachine(10_000) });

    await logIn(page, carol.username, carol.password);
    await page.getByText("Invalid username or password").waitFor();
    await logIn(page, carol.username, "carol-new-secret");
    await accountButton(page, carol.username).waitFor();

    // the link is spent
    await page.goto(link!);
    await field(page, "New password").fill("another-secret");
    await field(page, "Confirm new password").fill("another-secret");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText("Failed to reset password. Please request a new reset link.").waitFor();
    await page.context().close();
  });

  it("sends a visitor from a login-only page to login and back to it afterwards", async () => {
    const dave = account("dave");
    const page = await visitor();
    await register(page, dave);
    await logOut(page, dave.username);

    await page.goto("/forum/settings");
    await page.waitForURL(`${e2e.url}/forum/login`);
    await logIn(page, dave.username, dave.password);
    await page.waitForURL(`${e2e.url}/forum/settings`);
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();

    // a regular user is turned away from the admin area
    await page.goto("/forum/admin");
    await page.waitForURL(`${e2e.url}/forum`);
    await page.context().close();
  });

  it("lets the admin into the admin area from the menu, with the role badge", async () => {
    const page = await visitor();
    await page.goto("/forum/login");
    await logIn(page, ADMIN.username, ADMIN.password);
    await accountButton(page, ADMIN.username).click();
    await page.getByRole("menuitem", { name: "Admin Panel Admin" }).click();
    await page.getByRole("heading", { level: 1, name: "Admin Panel" }).waitFor();
    expect(path(page)).toBe("/forum/admin");
    await page.context().close();
  });

  it("stays on the site when the remembered origin is an external address", async () => {
    const erin = account("erin");
    const page = await visitor();
    await register(page, erin);
    await logOut(page, erin.username);
    const outbound: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).hostname.endsWith("evil.example")) outbound.push(request.url());
    });

    await page.goto(`/forum/login?from=${encodeURIComponent("https://evil.example/phish")}`);
    await logIn(page, erin.username, erin.password);
    await page.waitForURL(`${e2e.url}/forum`);
    await logOut(page, erin.username);

    await page.goto("/forum/login");
    await page.evaluate(() => sessionStorage.setItem("auth-origin", "//evil.example/phish"));
    await logIn(page, erin.username, erin.password);
    await page.waitForURL(`${e2e.url}/forum`);
    expect(outbound).toEqual([]);
    await page.context().close();
  });

  it("shows the coloured initial when the profile picture fails to load", async () => {
    const frank = account("frank");
    const page = await visitor();
    await register(page, frank);
    await e2e.sql("update users set profile_picture = $1 where username = $2", [
      "/uploads/avatars/missing.webp",
      frank.username,
    ]);

    const pictureRequested = page.waitForRequest((request) =>
      request.url().endsWith("/uploads/avatars/missing.webp"),
    );
    await page.reload();
    await pictureRequested;
    const button = accountButton(page, frank.username);
    await button.locator(".avatar--letter").waitFor();
    expect(await button.locator(".avatar--letter").innerText()).toBe("F");
    expect(await button.locator("img").count()).toBe(0);
    await page.context().close();
  });
});
