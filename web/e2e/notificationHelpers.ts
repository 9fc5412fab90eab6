import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import type { E2E } from "./harness.js";
import { onThisMachine } from "../../api/test/slowness.js";

export interface Member {
  id: string;
  username: string;
  token: string;
  /** A page in a fresh browser context already signed in as this member. */
  page(options?: BrowserContextOptions): Promise<Page>;
}

const captchaState = (page: Page) => page.locator("altcha-widget .altcha").getAttribute("data-state");

/**
 * Registers through the sign-up form (the self-hosted captcha solved by the page), then makes the account
 * two days old so the first-day posting limits do not apply.
 */
export async function createMember(e2e: E2E, username: string): Promise<Member> {
  const page = await e2e.newPage();
  const password = `${username}-secret-1`;
  await page.goto("/forum/register");
  await page.getByLabel("Username", { exact: true }).fill(username);
  await page.getByLabel("Email", { exact: true }).fill(`${username}@example.org`);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password", { exact: true }).fill(password);
  await page.getByRole("checkbox", { name: /at least 16 years old/ }).check();
  await page.locator("altcha-widget .altcha").waitFor();
  if ((await captchaState(page)) === "unverified") await page.locator("altcha-widget label").first().click();
  // (set-up code: expect.poll only works inside a test)
  await page
    .locator('altcha-widget .altcha[data-state="verified"]')
    .waitFor({ timeout: onThisMachine(30_000) });
  await page.getByRole("button", { name: "Sign Up" }).click();
  await page.getByRole("button", { name: `${username} account menu` }).waitFor();
  const token = (await page.evaluate(() => localStorage.getItem("token")))!;
  await page.context().close();
  const [row] = await e2e.sql<{ id: string }>(
    "update users set created_at = now() - interval '2 days' where username = $1 returning id::text as id",
    [username],
  );
  return {
    id: row!.id,
    username,
    token,
    async page(options = {}) {
      const context = await e2e.newContext(options);
      await context.addInitScript((stored) => localStorage.setItem("token", stored), token);
      return context.newPage();
    },
  };
}

/** A GraphQL call as `member`, failing the test on any error. */
export async function graphqlAs<T>(
  e2e: E2E,
  member: Pick<Member, "token">,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(`${e2e.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${member.token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (body.errors?.length) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data!;
}

export const bell = (page: Page): Locator => page.getByRole("button", { name: /^Notifications/ });
export const badge = (page: Page): Locator => page.getByTestId("notification-badge");

/** Opens the bell's dropdown (wide screens) and returns it. */
export async function openDropdown(page: Page): Promise<Locator> {
  const panel = page.getByRole("region", { name: "Recent notifications" });
  if (!(await panel.isVisible())) await bell(page).click();
  await panel.waitFor();
  return panel;
}
