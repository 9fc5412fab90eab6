import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCategory, createThread, registerMember, type Member } from "./forumSeed.js";
import { startE2E, type E2E } from "./harness.js";

describe("a member's own data, in a real browser", () => {
  let e2e: E2E;
  let member: Member;
  let threadId: string;

  beforeAll(async () => {
    e2e = await startE2E({ env: { RATE_LIMIT_FACTOR: "1000" } });
    const categoryId = await createCategory(e2e, "General", "Anything");
    member = await registerMember(e2e, "data_owner");
    threadId = await createThread(
      e2e,
      member,
      categoryId,
      "Balloons over Vilnius",
      "Three of them, at noon.",
    );
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it("downloads a JSON file of the account and its posts from the settings", async () => {
    const page = await e2e.newPage({ acceptDownloads: true });
    await page.addInitScript((token) => localStorage.setItem("token", token), member.token);
    await page.goto("/forum/settings");
    const button = page.getByRole("button", { name: "Download my data" });
    await button.waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
    expect(download.suggestedFilename()).toBe("incident-watch-my-data.json");
    const data = JSON.parse(await readFile((await download.path())!, "utf8")) as {
      account: { username: string; email: string };
      posts: Array<{ threadId: string; markdown: string }>;
    };
    expect(data.account).toMatchObject({
      username: member.username,
      email: `${member.username}@example.org`,
    });
    expect(data.posts).toEqual([expect.objectContaining({ threadId, markdown: "Three of them, at noon." })]);
  });

  it("deletes the account with its password, signing the member out; the posts stay as a deleted member's", async () => {
    const leaver = await registerMember(e2e, "leaving_soon");
    const categoryId = await createCategory(e2e, "Farewells", "Last words", 1);
    const thread = await createThread(e2e, leaver, categoryId, "Signing off for good", "Thanks, everyone.");
    const page = await e2e.newPage();
    await page.addInitScript((token) => localStorage.setItem("token", token), leaver.token);
    await page.goto("/forum/settings");
    const form = page.getByRole("form", { name: "Delete my account" });
    await form.getByLabel("Password to confirm").fill("not the password");
    await form.getByRole("button", { name: "Delete my account" }).click();
    await form.getByText("The password is not correct").waitFor();
    expect(await e2e.sql("select id from users where id = $1", [leaver.id])).toHaveLength(1);

    await form.getByLabel("Password to confirm").fill(leaver.password);
    await form.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL((url) => url.pathname === "/forum");
    await page.getByRole("link", { name: "Login" }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    expect(await e2e.sql("select id from users where id = $1", [leaver.id])).toEqual([]);

    await page.goto(`/forum/thread/${thread}`);
    await page.getByText("Thanks, everyone.").waitFor();
    expect(await page.locator(".post__author").first().textContent()).toBe("Deleted member");
    expect(await page.getByRole("link", { name: leaver.username }).count()).toBe(0);
  });

  it("tells on the privacy policy how to download one's data and have the account deleted", async () => {
    const page = await e2e.newPage();
    await page.goto("/privacy-policy");
    await page.getByText(/choose “Download my data”: you get at once a JSON file/).waitFor();
    await page.getByText(/“Delete my account” asks for your password/).waitFor();
    await page.getByText(/Your username stays reserved for 30 days/).waitFor();
  });
});
