import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCategory, registerMember, type Member } from "./forumSeed.js";
import { startE2E, type E2E } from "./harness.js";
import { seedEvents } from "./mapHelpers.js";

const ADMIN = { username: "chief", password: "chief-secret-1" };
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

async function signIn(page: Page, username: string, password: string) {
  await page.goto("/forum/login");
  await page.getByLabel("Username", { exact: true }).fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.getByRole("button", { name: `${username} account menu` }).waitFor();
}

describe("the admin area for moderators and admins in a real browser", () => {
  let e2e: E2E;
  let admin: Page;
  let moderator: Page;
  let member: Member;

  beforeAll(async () => {
    e2e = await startE2E({
      env: { RATE_LIMIT_FACTOR: "100", ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
    });
    await createCategory(e2e, "Sabotage", "Cables and rails");
    member = await registerMember(e2e, "reader_one");
    const mod = await registerMember(e2e, "warden_one");
    await e2e.sql("update users set role = 'moderator' where id = $1", [mod.id]);
    admin = await e2e.newPage();
    await signIn(admin, ADMIN.username, ADMIN.password);
    moderator = await e2e.newPage();
    await signIn(moderator, mod.username, mod.password);
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it("lets a moderator into every admin page, categories and broadcast read-only", async () => {
    await moderator.goto("/forum/admin");
    const nav = moderator.getByRole("navigation", { name: "Admin" });
    for (const name of ["Incidents", "Reports", "Users", "Audit log", "Categories", "Broadcast"])
      await nav.getByRole("link", { name: new RegExp(`^${name}`) }).waitFor();

    await moderator.goto("/forum/admin/categories");
    await moderator.getByRole("heading", { level: 2, name: "Categories" }).waitFor();
    expect(new URL(moderator.url()).pathname).toBe("/forum/admin/categories");
    await moderator.getByRole("heading", { level: 3, name: "Sabotage" }).waitFor();
    await moderator.getByText("Only admins can create, change, reorder or delete categories.").waitFor();
    expect(
      await moderator
        .getByRole("button")
        .filter({ hasText: /Create|Save|Delete|Move/ })
        .count(),
    ).toBe(0);
    expect(await moderator.getByRole("textbox").count()).toBe(0);

    await moderator.goto("/forum/admin/broadcast");
    await moderator.getByText("Only admins can send a message to all members.").waitFor();
    expect(new URL(moderator.url()).pathname).toBe("/forum/admin/broadcast");
    expect(await moderator.getByRole("button", { name: /Preview|Send/ }).count()).toBe(0);
  });

  it("shows the users screen as cards on a phone, the role select usable", async () => {
    const phone = await e2e.newPage();
    await signIn(phone, ADMIN.username, ADMIN.password);
    // signed in at the desktop width (the phone's menu folds the account button away), then narrowed
    await phone.setViewportSize({ width: 390, height: 844 });
    await phone.goto("/forum/admin/users");
    const row = phone.getByRole("row", { name: member.username });
    await row.waitFor();
    const rowWidth = await row.evaluate((element) => element.getBoundingClientRect().width);
    expect(rowWidth).toBeLessThanOrEqual(390);
    expect(rowWidth).toBeGreaterThan(300);
    const select = row.getByRole("combobox", { name: `Role of ${member.username}` });
    expect(await select.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(200);
    expect(await select.evaluate((element) => (element as HTMLSelectElement).selectedOptions[0]?.text)).toBe(
      "Member",
    );
    expect(
      await row
        .locator('td[data-label="Joined"]')
        .evaluate((cell) => getComputedStyle(cell, "::before").content),
    ).toBe('"Joined"');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it("shows an admin's broadcast as members will see it and sends it only once confirmed", async () => {
    const sent = async () =>
      (await e2e.sql("select id from notifications where type = 'system' and recipient_id = $1", [member.id]))
        .length;
    await admin.goto("/forum/admin/broadcast");
    await admin.getByLabel("Message", { exact: true }).fill("Maintenance tonight from 22:00 UTC.");
    await admin.getByRole("button", { name: "Preview" }).click();
    const preview = admin.getByRole("group", { name: "Preview: what every member will see" });
    await preview.waitFor();
    expect(await preview.textContent()).toContain("A message from the staff");
    expect(await preview.textContent()).toContain("Maintenance tonight from 22:00 UTC.");
    expect(await sent()).toBe(0);

    // back to the text, which is kept, and forward again
    await admin.getByRole("button", { name: "Edit the message" }).click();
    expect(await admin.getByLabel("Message", { exact: true }).inputValue()).toBe(
      "Maintenance tonight from 22:00 UTC.",
    );
    await admin.getByRole("button", { name: "Preview" }).click();
    await admin.getByRole("button", { name: "Confirm and send to all members" }).click();
    await admin.getByText(/^Sent to \d+ members?\.$/).waitFor();
    expect(await sent()).toBe(1);
  });

  it("writes the audit log as sentences with names, without raw details or ids", async () => {
    await admin.goto("/forum/admin/audit");
    const entries = admin.getByRole("list", { name: "Staff actions" }).getByRole("listitem");
    await entries.first().waitFor();
    const broadcast = entries.filter({ hasText: "sent a message to all members" });
    expect(await broadcast.locator(".audit__sentence").textContent()).toMatch(
      /^chief sent a message to all members \(\d+ recipients?\)\.$/,
    );
    expect(await broadcast.textContent()).toContain("“Maintenance tonight from 22:00 UTC.”");
    const text = (await admin.getByRole("list", { name: "Staff actions" }).textContent()) ?? "";
    expect(text).not.toMatch(UUID);
    expect(text).not.toContain("{");
  });

  it("shows and takes the review queue's date as dd/mm/yyyy", async () => {
    const [id] = await seedEvents(e2e, [
      {
        type: "russian",
        title: "Drone over a power plant",
        sourceUrl: "https://news.example.org/drone-plant",
        date: "2025-03-14",
        latitude: 54.5,
        longitude: 18.6,
        status: "pending",
      },
    ]);
    await moderator.goto("/forum/admin/incidents");
    const card = moderator
      .getByRole("article")
      .filter({ has: moderator.getByRole("heading", { name: "Drone over a power plant" }) });
    const date = card.getByLabel("Date", { exact: true });
    await date.waitFor();
    expect(await date.inputValue()).toBe("14/03/2025");
    expect(await date.getAttribute("type")).not.toBe("date");

    await date.fill("31/02/2025");
    await card.getByText("February 2025 has no day 31: it has 28 days").waitFor();
    await date.fill("15/03/2025");
    await card.getByRole("button", { name: "Save changes" }).click();
    await expect
      .poll(
        async () =>
          (await e2e.sql<{ day: string }>("select date::text as day from events where id = $1", [id]))[0]
            ?.day,
      )
      .toBe("2025-03-15");
  });
});
