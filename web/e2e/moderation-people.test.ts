import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCategory, createThread, registerMember, type Member } from "./forumSeed.js";
import { startE2E, type E2E } from "./harness.js";
import { onThisMachine } from "../../api/test/slowness.js";

const ADMIN = { username: "chief", password: "chief-secret-1" };

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function signIn(page: Page, username: string, password: string) {
  await page.goto("/forum/login");
  await field(page, "Username").fill(username);
  await field(page, "Password").fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await page.getByRole("button", { name: `${username} account menu` }).waitFor();
}

/** A page signed in as `member` (the token stored once, as the app stores it; later loads keep what the app did). */
async function pageAs(e2e: E2E, member: Member): Promise<Page> {
  const page = await e2e.newPage();
  await page.goto("/forum/login");
  await page.evaluate((token) => localStorage.setItem("token", token), member.token);
  return page;
}

async function openUsersScreen(page: Page, username: string) {
  await page.goto("/forum/admin/users");
  await page.getByRole("heading", { level: 2, name: "Users" }).waitFor();
  await page.getByRole("searchbox", { name: "Search by name or email" }).fill(username);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.getByRole("row", { name: username });
  await row.waitFor();
  return row;
}

/** Bans a member for a week from the users screen; returns their row, which then shows the ban. */
async function banForAWeek(admin: Page, username: string, reason: string) {
  const row = await openUsersScreen(admin, username);
  await row.getByRole("button", { name: "Ban…" }).click();
  await row.getByRole("combobox", { name: "Duration" }).selectOption("week");
  await row.getByRole("textbox", { name: "Reason (the member sees it)" }).fill(reason);
  await row.getByRole("button", { name: `Ban ${username}` }).click();
  await row.getByText(new RegExp(`^Banned until .* Reason: ${reason}$`)).waitFor();
  return row;
}

describe("bans and roles in the admin area in a real browser", () => {
  let e2e: E2E;
  let admin: Page;
  let categoryId: string;

  beforeAll(async () => {
    e2e = await startE2E({
      env: { RATE_LIMIT_FACTOR: "100", ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
    });
    categoryId = await createCategory(e2e, "General", "Anything");
    admin = await e2e.newPage();
    await signIn(admin, ADMIN.username, ADMIN.password);
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it("lets an admin promote a member to moderator, whose open page offers the admin area at once", async () => {
    const member = await registerMember(e2e, "rising_star");
    const memberPage = await pageAs(e2e, member);
    await memberPage.goto("/forum/admin");
    await memberPage.waitForURL(`${e2e.url}/forum`);

    const row = await openUsersScreen(admin, member.username);
    await row.getByRole("combobox", { name: `Role of ${member.username}` }).selectOption("moderator");
    await row.getByRole("button", { name: "Change role" }).click();
    await expect
      .poll(async () => (await e2e.sql("select role from users where id = $1", [member.id]))[0]?.role)
      .toBe("moderator");

    // the member's page, open all along, learns the new role by itself (viewerChanged): no reload
    await memberPage.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true));
    const menu = memberPage.getByRole("button", { name: `${member.username} account menu` });
    await menu.click();
    await memberPage
      .getByRole("menuitem", { name: "Admin Panel Moderator" })
      .click({ timeout: onThisMachine(20_000) });
    await memberPage.getByRole("heading", { level: 1, name: "Admin Panel" }).waitFor();
    expect(await memberPage.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(
      true,
    );
    await memberPage.goto("/forum/admin");
    await memberPage.getByRole("heading", { level: 1, name: "Admin Panel" }).waitFor();
    await memberPage.getByRole("link", { name: "Users" }).waitFor();
    await memberPage.context().close();
  });

  it("shows a banned member's open page the ban at once, keeps their draft, and brings the reply box back on unban", async () => {
    const member = await registerMember(e2e, "loud_voice");
    const threadId = await createThread(e2e, member, categoryId, "Harbour drones", "Seen at night");
    const memberPage = await pageAs(e2e, member);
    await memberPage.goto(`/forum/thread/${threadId}`);
    const replyBox = memberPage.getByRole("textbox", { name: "Your reply" });
    await replyBox.fill("Half a thought about the harbour");
    await memberPage.getByRole("button", { name: "Edit", exact: true }).waitFor();
    await memberPage.getByRole("link", { name: "New Thread" }).waitFor();

    const row = await banForAWeek(admin, member.username, "Insults in the harbour thread");

    // The open page, without a reload, stays signed in and shows the ban where the reply box was.
    await memberPage
      .getByRole("button", { name: "Post Reply" })
      .waitFor({ state: "detached", timeout: onThisMachine(10_000) });
    await memberPage.getByTestId("ban-notice").nth(1).waitFor();
    await memberPage.getByRole("button", { name: `${member.username} account menu` }).waitFor();
    expect(await memberPage.getByRole("button", { name: "Edit", exact: true }).count()).toBe(0);
    expect(await memberPage.getByRole("button", { name: "Delete" }).count()).toBe(0);
    expect(await memberPage.getByRole("link", { name: "New Thread" }).count()).toBe(0);

    // Lifting the ban brings the reply box back with the words the member had typed.
    await row.getByRole("button", { name: "Unban…" }).click();
    await row.getByRole("button", { name: "Lift the ban" }).click();
    await memberPage.getByRole("button", { name: "Post Reply" }).waitFor({ timeout: onThisMachine(10_000) });
    expect(await replyBox.inputValue()).toBe("Half a thought about the harbour");
    expect(await memberPage.getByTestId("ban-notice").count()).toBe(0);
    await memberPage.context().close();
  });

  it("after signing in again shows the ban and no way to post", async () => {
    const member = await registerMember(e2e, "second_voice");
    const threadId = await createThread(e2e, member, categoryId, "Harbour drones", "Seen at night");
    const memberPage = await e2e.newPage();
    await banForAWeek(admin, member.username, "Insults in the harbour thread");

    await signIn(memberPage, member.username, member.password);
    const banner = memberPage.getByTestId("ban-notice");
    await banner.waitFor();
    expect(await banner.textContent()).toMatch(
      /^You are banned until .* UTC\. Reason: Insults in the harbour thread$/,
    );

    await memberPage.goto(`/forum/thread/${threadId}`);
    await memberPage.getByRole("heading", { level: 1, name: /Harbour drones/ }).waitFor();
    // the banner and, in the reply box's place, the same notice
    await memberPage.getByTestId("ban-notice").nth(1).waitFor();
    expect(await memberPage.getByTestId("ban-notice").count()).toBe(2);
    expect(await memberPage.getByRole("button", { name: "Post Reply" }).count()).toBe(0);
    expect(await memberPage.getByRole("button", { name: /^Quote/ }).count()).toBe(0);

    await memberPage.goto(`/forum/user/${member.username}`);
    await memberPage.getByRole("heading", { level: 1, name: new RegExp(member.username) }).waitFor();
    // the banner and the profile's notice
    await memberPage.getByTestId("ban-notice").nth(1).waitFor();
    expect(await memberPage.getByTestId("ban-notice").count()).toBe(2);

    await memberPage.goto("/forum/new-thread");
    await memberPage.getByRole("heading", { level: 1, name: "New Thread" }).waitFor();
    await memberPage.getByTestId("ban-notice").nth(1).waitFor();
    expect(await memberPage.getByRole("button", { name: "Create Thread" }).isVisible()).toBe(false);

    const [posts] = await e2e.sql<{ n: number }>(
      "select count(*)::int as n from forum_posts where author_id = $1",
      [member.id],
    );
    expect(posts!.n).toBe(1);
    await memberPage.context().close();
  });
});
