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
  }, 120_000);

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

  it("tells on the privacy policy how to download one's data and have the account deleted", async () => {
    const page = await e2e.newPage();
    await page.goto("/privacy-policy");
    await page.getByText(/choose “Download my data”: you get at once a JSON file/).waitFor();
    await page.getByText(/your posts stay in their threads without your username/).waitFor();
  });
});
