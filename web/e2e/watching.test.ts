import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import {
  createCategory,
  createPost,
  createThread,
  pageAs,
  registerMember,
  type Member,
} from "./forumSeed.js";
import { badge, openDropdown } from "./notificationHelpers.js";
import { onThisMachine } from "../../api/test/slowness.js";

/** Watching, Normal and Muted on a category's and a thread's page, and what the bell says of them. */
describe("watching a category and muting a thread, in a real browser", () => {
  let e2e: E2E;
  let watcher: Member;
  let author: Member;
  let categoryId: string;
  beforeAll(async () => {
    e2e = await startE2E({ env: { RATE_LIMIT_FACTOR: "100" } });
    categoryId = await createCategory(e2e, "Baltic sightings", "Drones seen along the Baltic coast");
    watcher = await registerMember(e2e, "coast_watcher");
    author = await registerMember(e2e, "coast_author");
  });
  afterAll(async () => {
    await e2e?.close();
  });

  const levelOf = async (kind: string, id: string) =>
    (
      await e2e.sql<{ level: string }>(
        "select level from follows where user_id = $1 and subject_kind = $2 and subject_id = $3",
        [watcher.id, kind, id],
      )
    )[0]?.level;

  it("a member watches a category, hears of its new thread live, then mutes the thread and hears only a mention", async () => {
    const visitor = await pageAs(e2e);
    await visitor.goto(`/forum/category/${categoryId}`);
    await visitor.getByRole("heading", { name: "Baltic sightings" }).waitFor();
    // a visitor has nothing to watch with
    expect(await visitor.getByLabel("Notifications for this category").count()).toBe(0);
    await visitor.context().close();

    const page = await pageAs(e2e, watcher);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/forum/category/${categoryId}`);
    const categoryLevel = page.getByLabel("Notifications for this category");
    await categoryLevel.waitFor();
    expect(await categoryLevel.inputValue()).toBe("normal");
    await categoryLevel.selectOption("watching");
    await page.getByText("You will be told of every new thread.").waitFor();
    await expect.poll(() => levelOf("category", categoryId)).toBe("watching");
    // a reload shows the level chosen, not an answer kept from before the choice
    await page.reload();
    await page.getByText("You will be told of every new thread.").waitFor();
    expect(await categoryLevel.inputValue()).toBe("watching");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // the bell's dropdown is the desktop's (a phone's bell opens the notifications page)
    await page.setViewportSize({ width: 1280, height: 800 });

    // a new thread in the category reaches the bell without a reload
    const threadId = await createThread(e2e, author, categoryId, "Lights over Liepāja", "Seen at 02:00.");
    await expect.poll(() => badge(page).textContent(), { timeout: onThisMachine(15_000) }).toBe("1");
    const panel = await openDropdown(page);
    const entry = panel.locator(".notification-entry").first();
    expect(await entry.locator(".notification-entry__label").textContent()).toBe("New Thread (unseen)");
    expect(await entry.textContent()).toContain("coast_author started a new thread: Lights over Liepāja");
    await page.keyboard.press("Escape");

    // the thread's own level, set on its page, outweighs the category's
    await page.goto(`/forum/thread/${threadId}`);
    const threadLevel = page.getByLabel("Notifications for this thread");
    await threadLevel.waitFor();
    expect(await threadLevel.inputValue()).toBe("normal");
    await threadLevel.selectOption("muted");
    await page.getByText("You will be told only when someone mentions you.").waitFor();
    await expect.poll(() => levelOf("thread", threadId)).toBe("muted");
    await page.reload();
    await threadLevel.waitFor();
    expect(await threadLevel.inputValue()).toBe("muted");

    // a reply tells a muted thread's member nothing; a mention still comes
    await createPost(e2e, author, threadId, "A second sighting, further north.");
    await createPost(e2e, author, threadId, "@coast_watcher did you see them too?");
    await expect
      .poll(async () =>
        (
          await e2e.sql<{ type: string }>(
            "select type from notifications where recipient_id = $1 and related_thread_id = $2 order by id",
            [watcher.id, threadId],
          )
        ).map((row) => row.type),
      )
      .toEqual(["new_thread", "mention"]);

    // the settings page lists both choices, the latest first, and changes them in place
    await page.goto("/forum/settings");
    const list = page.getByRole("region", { name: "Watched and muted" });
    await list.getByRole("link", { name: "Lights over Liepāja" }).waitFor();
    expect(await list.getByRole("link").allTextContents()).toEqual([
      "Lights over Liepāja",
      "Baltic sightings",
    ]);
    const listed = list.getByLabel("Notifications for Baltic sightings");
    expect(await listed.inputValue()).toBe("watching");
    await listed.selectOption("normal");
    await list.getByText("Only the threads you take part in tell you of replies.").waitFor();
    await expect.poll(() => levelOf("category", categoryId)).toBe("normal");
    await page.context().close();
  });

  it("offers the same choice in the reader's language", async () => {
    const page = await pageAs(e2e, watcher);
    await page.goto(`/pl/forum/category/${categoryId}`);
    const categoryLevel = page.getByLabel("Powiadomienia o tej kategorii");
    await categoryLevel.waitFor();
    expect(await categoryLevel.locator("option").allTextContents()).toEqual([
      "Obserwuję",
      "Normalnie",
      "Wyciszone",
    ]);
    // set back to Normal on the settings page above
    await page
      .getByText("Tylko wątki, w których bierzesz udział, powiadamiają cię o odpowiedziach.")
      .waitFor();
    await page.context().close();
  });
});
