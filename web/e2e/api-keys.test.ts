import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageAs, registerMember, type Member } from "./forumSeed.js";
import { startE2E, type E2E } from "./harness.js";

const ADMIN = { username: "keykeeper", password: "keykeeper-secret-1" };

async function signIn(page: Page) {
  await page.goto("/forum/login");
  await page.getByLabel("Username", { exact: true }).fill(ADMIN.username);
  await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.getByRole("button", { name: `${ADMIN.username} account menu` }).waitFor();
}

describe("API keys in a real browser", () => {
  let e2e: E2E;
  let member: Member;

  beforeAll(async () => {
    e2e = await startE2E({
      env: { RATE_LIMIT_FACTOR: "100", ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
    });
    member = await registerMember(e2e, "analyst_pl");
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it("lets a member make a key on a phone in Polish, see it once, read with it, and revoke it", async () => {
    const keyName = `OpenCTI ${Date.now()}`;
    const page = await pageAs(e2e, member);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/pl/forum/settings");
    const section = page.locator("#api-keys");
    await section.getByRole("heading", { name: "Klucze API" }).waitFor();
    await section.getByLabel("Nazwa", { exact: true }).fill(keyName);
    await section.getByRole("button", { name: "Utwórz klucz" }).click();
    const secret = await section.getByRole("textbox", { name: /Twój nowy klucz/ }).inputValue();
    expect(secret).toMatch(/^iwk_/);
    // the section fits the phone: nothing wider than the viewport
    const width = await section.evaluate((element) => element.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    const read = await fetch(`${e2e.url}/api/events`, { headers: { authorization: `Bearer ${secret}` } });
    expect(read.status).toBe(200);
    expect(read.headers.get("ratelimit-limit")).toBe(String(3000 * 100));

    const item = section.getByRole("listitem").filter({ hasText: keyName });
    await item.getByRole("button", { name: `Unieważnij klucz „${keyName}”` }).click();
    await item.getByText(/^Unieważniony/).waitFor();
    expect(
      (await fetch(`${e2e.url}/api/events`, { headers: { authorization: `Bearer ${secret}` } })).status,
    ).toBe(401);
    // shown once: a reload lists the key, never its secret
    await page.reload();
    await section.getByRole("listitem").filter({ hasText: keyName }).waitFor();
    expect(await page.content()).not.toContain(secret);
  });

  it("lets an admin give a member's key its own limits, which the member sees and the audit log tells", async () => {
    const name = `Newsroom scripts ${Date.now()}`;
    const memberPage = await pageAs(e2e, member);
    await memberPage.goto("/forum/settings");
    await memberPage.getByLabel("Name", { exact: true }).fill(name);
    await memberPage.getByRole("button", { name: "Create key" }).click();
    await memberPage.getByRole("textbox", { name: /Your new key/ }).waitFor();

    const admin = await e2e.newPage();
    await signIn(admin);
    await admin.goto("/forum/admin/users");
    await admin.getByRole("searchbox", { name: "Search by name or email" }).fill(member.username);
    await admin.getByRole("button", { name: "Search", exact: true }).click();
    const row = admin.getByRole("row", { name: member.username });
    await row.getByText(`API keys`, { exact: true }).click();
    const key = row.getByRole("listitem").filter({ hasText: name });
    await key.getByRole("spinbutton", { name: "Requests a minute" }).fill("7");
    await key.getByRole("button", { name: "Save limits" }).click();
    await key.getByText("Limits saved.").waitFor();
    const [stored] = await e2e.sql<{ requests_per_minute: number; downloads_per_minute: number | null }>(
      "select requests_per_minute, downloads_per_minute from api_keys where name = $1",
      [name],
    );
    expect(stored).toEqual({ requests_per_minute: 7, downloads_per_minute: null });

    await memberPage.reload();
    await memberPage.getByText("Its own limit: 7 requests a minute").waitFor();

    await admin.goto("/forum/admin/audit");
    await admin
      .getByText(`${ADMIN.username} set the limits of ${member.username}'s API key “${name}”.`)
      .waitFor();
  });
});
