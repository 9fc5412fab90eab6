import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCategory, createThread, nextAddress, registerMember, type Member } from "./forumSeed.js";
import { startE2E, type E2E } from "./harness.js";
import { bell, openDropdown } from "./notificationHelpers.js";
import { onThisMachine } from "../../api/test/slowness.js";

let e2e: E2E;
let member: Member;

beforeAll(async () => {
  e2e = await startE2E({ env: { RATE_LIMIT_FACTOR: "1000" } });
  member = await registerMember(e2e, "offline_reader");
  const categoryId = await createCategory(e2e, "Sightings", "What was seen");
  await createThread(e2e, member, categoryId, "Lights over the harbour", "Three drones at dusk.");
  await e2e.sql(
    `insert into notifications (recipient_id, type, content) values ($1, 'system', 'Kept while online')`,
    [member.id],
  );
});

afterAll(async () => {
  await e2e?.close();
});

/**
 * The forum home, its data and the bell's list opened under the app's service worker (the harness blocks
 * it elsewhere), so the worker keeps their answers; the page is left on /forum.
 */
async function keptWhileOnline(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.newContext({
    serviceWorkers: "allow",
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { "X-Forwarded-For": nextAddress() },
  });
  await context.addInitScript((token) => localStorage.setItem("token", token), member.token);
  const page = await context.newPage();
  await page.goto("/forum");
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, {
    timeout: onThisMachine(60_000),
  });
  await page.reload();
  await page.getByRole("link", { name: "Lights over the harbour" }).waitFor();
  await (await openDropdown(page)).getByText("Kept while online").waitFor();
  return { context, page };
}

/** When each ForumData query left the page (the worker answers it: page.route would not see it). */
function forumDataRequests(page: Page): number[] {
  const sent: number[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.postData()?.includes('"operationName":"ForumData"'))
      sent.push(Date.now());
  });
  return sent;
}

/**
 * What the page must show while the server cannot be reached: the forum's kept data under 'Some data might
 * be outdated.' after its 1 + 3 tries, the bell's kept list under 'Limited Service', and the bell disabled
 * once three calls have failed.
 */
async function showsTheCopiesAsFailures(page: Page) {
  const sent = forumDataRequests(page);
  await page.reload();
  const panel = await openDropdown(page);
  await panel.getByRole("heading", { name: "Limited Service" }).waitFor();
  await panel
    .getByText("Notification service is experiencing issues. Some notifications may be delayed.")
    .waitFor();
  await panel.getByText("Kept while online").waitFor();

  await page.getByText("Some data might be outdated.").waitFor();
  await page.getByRole("link", { name: "Lights over the harbour" }).waitFor();
  await expect.poll(() => sent.length, { timeout: onThisMachine(20_000) }).toBe(4);
  await page.getByRole("button", { name: "Refresh", exact: true }).waitFor();

  // each time the page comes back online it asks again: three failed calls open the breaker
  for (let call = 0; call < 3; call += 1)
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
  await expect.poll(() => bell(page).isDisabled()).toBe(true);
}

describe("the service worker's kept answers reach the page as failures with a copy", () => {
  it("with the browser offline: Limited Service, the bell disabled after three, the forum's banner and retries", async () => {
    const { context, page } = await keptWhileOnline();
    await context.setOffline(true);
    await showsTheCopiesAsFailures(page);
    await context.setOffline(false);
    await context.close();
  });

  it("with the app stopped: the same", async () => {
    const { context, page } = await keptWhileOnline();
    await e2e.restartApp(() => showsTheCopiesAsFailures(page));
    await context.close();
  });
});
