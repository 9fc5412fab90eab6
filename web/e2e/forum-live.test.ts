import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import {
  createBusyThread,
  createCategory,
  createPost,
  createThread,
  pageAs,
  registerMember,
  type Member,
} from "./forumSeed.js";
import { onThisMachine } from "../../api/test/slowness.js";

/** Resolves once the page has sent the named subscription over its socket (and the server had a moment). */
function subscribed(page: Page, operation: string): Promise<void> {
  return new Promise((resolve) => {
    page.on("websocket", (socket) =>
      socket.on("framesent", (frame) => {
        if (String(frame.payload).includes(operation)) setTimeout(resolve, 300);
      }),
    );
  });
}

/** A flag in the page's window: still set afterwards means the page was never reloaded. */
const markLoaded = (page: Page) => page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
const stayed = (page: Page) => page.evaluate(() => (window as { stayed?: boolean }).stayed === true);

describe("the forum live in a real browser", () => {
  let e2e: E2E;
  let ann: Member;
  let bob: Member;
  let categoryId: string;

  beforeAll(async () => {
    e2e = await startE2E({ env: { TRUST_PROXY: "1", RATE_LIMIT_FACTOR: "1000" } });
    [ann, bob] = await Promise.all([registerMember(e2e, "ann_live"), registerMember(e2e, "bob_live")]);
    categoryId = await createCategory(e2e, "Airspace and drones", "Drone sightings over bases", 0);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("shows another member's reply on the open last page without a reload, then marks the thread unread until read", async () => {
    const title = "Balloons drifting over the border";
    const threadId = await createThread(e2e, ann, categoryId, title, "Two of them at noon.");
    const page = await pageAs(e2e, bob);
    const live = subscribed(page, "ThreadUpdated");
    await page.goto(`/forum/thread/${threadId}`);
    await page.getByRole("heading", { name: title }).waitFor();
    await live;
    await markLoaded(page);

    await createPost(e2e, ann, threadId, "A third one came down in a field.");
    await page.getByText("A third one came down in a field.").waitFor({ timeout: onThisMachine(10_000) });
    expect(await stayed(page)).toBe(true);
    expect(await page.locator("article.post").count()).toBe(2);

    // read up to here: no marker; a later reply is unread, and the list leads to it
    await page.goto("/forum");
    const row = page.getByRole("row").filter({ hasText: title });
    await row.waitFor();
    expect(await row.getByTestId("unread-marker").count()).toBe(0);
    const later = await createPost(e2e, ann, threadId, "Police closed the road.");
    await page.reload();
    await row.getByTestId("unread-marker").waitFor();
    expect(await row.getByTestId("unread-marker").innerText()).toBe("1 new");
    await row.getByRole("link", { name: title }).click();
    await page.waitForURL(`**/forum/thread/${threadId}?page=1&highlight=${later.id}`);
    await page.getByText("Police closed the road.").waitFor();

    await page.getByRole("link", { name: "Forum home" }).click();
    await page.waitForURL("**/forum");
    await expect
      .poll(() => row.getByTestId("unread-marker").count(), { timeout: onThisMachine(10_000) })
      .toBe(0);
    await page.context().close();
  });

  it("shows a bar of new replies on an earlier page of a long thread that jumps to them", async () => {
    const threadId = await createBusyThread(e2e, ann, bob, categoryId);
    const page = await pageAs(e2e, bob);
    const live = subscribed(page, "ThreadUpdated");
    await page.goto(`/forum/thread/${threadId}?page=1`);
    await page.getByText("Sighting report number 20.").waitFor();
    await live;

    const first = await createPost(e2e, ann, threadId, "A fourth drone, lower this time.");
    await page.getByRole("link", { name: "1 new reply — show" }).waitFor({ timeout: onThisMachine(10_000) });
    await createPost(e2e, ann, threadId, "And a fifth over the harbour.");
    const bar = page.getByRole("link", { name: "2 new replies — show" });
    await bar.waitFor({ timeout: onThisMachine(10_000) });
    // page 1 itself is unchanged
    expect(await page.getByText("A fourth drone, lower this time.").count()).toBe(0);
    await bar.click();
    await page.waitForURL(`**/forum/thread/${threadId}?page=2&highlight=${first.id}`);
    await page.getByText("A fourth drone, lower this time.").waitFor();
    await page.context().close();
  });

  it("updates the forum home's recent threads and totals when a thread is started", async () => {
    const page = await pageAs(e2e, bob);
    const live = subscribed(page, "ForumUpdated");
    await page.goto("/forum");
    const total = page.locator(".forum-stats__row").filter({ hasText: "Total Threads" }).locator("dd");
    await total.waitFor();
    await live;
    await markLoaded(page);
    const before = Number(await total.innerText());

    await createThread(e2e, ann, categoryId, "Jamming near the airport", "GPS lost for an hour.");
    await page
      .getByRole("region", { name: "Recent Threads" })
      .getByRole("link", { name: "Jamming near the airport" })
      .waitFor({ timeout: onThisMachine(10_000) });
    await expect.poll(async () => Number(await total.innerText())).toBe(before + 1);
    expect(await stayed(page)).toBe(true);
    await page.context().close();
  });
});
