import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCategory, createThread, nextAddress, registerMember, type Member } from "./forumSeed.js";
import { startE2E, type E2E } from "./harness.js";
import { seedEvents, waitForMapAtRest } from "./mapHelpers.js";
import { webDist } from "./processes.js";
import { onThisMachine } from "../../api/test/slowness.js";

/**
 * A context in which the app's worker runs (the harness blocks it elsewhere), signed in as `member`; its
 * pages draw maps only when the test is about the map.
 */
async function appContext(e2e: E2E, member?: Member, { webgl = false } = {}): Promise<BrowserContext> {
  const context = await e2e.newContext({
    webgl,
    serviceWorkers: "allow",
    viewport: { width: 1280, height: 800 },
    extraHTTPHeaders: { "X-Forwarded-For": nextAddress() },
  });
  if (member) {
    await context.addInitScript((token) => localStorage.setItem("token", token), member.token);
    await context.addCookies([{ name: "token", value: member.token, url: e2e.url }]);
  }
  return context;
}

/** What the code under test asked of the Badging API: a count, or "cleared". */
type BadgeCall = number | "cleared";

/**
 * Records every call to the Badging API (`setAppBadge`, `clearAppBadge`) of a window's or the worker's
 * navigator, then makes it: headless Chromium shows no badge to read back, so the calls are what a test
 * can see. Run in the page (an init script) or in the worker (evaluated in it).
 */
function recordBadgeCalls() {
  const scope = globalThis as unknown as { badgeCalls: BadgeCall[]; WorkerNavigator?: typeof Navigator };
  const prototype = (scope.WorkerNavigator ?? Navigator).prototype as Partial<Navigator>;
  const { setAppBadge, clearAppBadge } = prototype;
  scope.badgeCalls = [];
  prototype.setAppBadge = function (count?: number) {
    scope.badgeCalls.push(count ?? 0);
    return setAppBadge ? setAppBadge.call(this, count) : Promise.resolve();
  };
  prototype.clearAppBadge = function () {
    scope.badgeCalls.push("cleared");
    return clearAppBadge ? clearAppBadge.call(this) : Promise.resolve();
  };
}

/** Waits until the worker controls the page (it claims the pages open when it first runs). */
async function controlled(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, {
    timeout: onThisMachine(60_000),
  });
}

/** Hands the page's service worker a push with `payload`, as the browser's push service would. */
async function deliverPush(
  e2e: E2E,
  context: BrowserContext,
  page: Page,
  payload: { ref: string; tag: string },
) {
  const cdp = await context.newCDPSession(page);
  const registration = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((each) => each.scopeURL.startsWith(e2e.url) && !each.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: e2e.url,
    registrationId: await registration,
    data: JSON.stringify(payload),
  });
}

describe("the installable app and Web Push, in Chromium", () => {
  let e2e: E2E;
  let member: Member;
  let author: Member;
  let threadId: string;

  beforeAll(async () => {
    e2e = await startE2E({ env: { RATE_LIMIT_FACTOR: "1000" } });
    await seedEvents(e2e, [
      {
        type: "russian",
        title: "Drone over the Gdańsk shipyard",
        sourceUrl: "https://pl.example.org/app-1",
        date: "2024-03-10",
        latitude: 54.4,
        longitude: 18.65,
      },
    ]);
    member = await registerMember(e2e, "app_reader");
    author = await registerMember(e2e, "app_author");
    const categoryId = await createCategory(e2e, "Sightings", "What was seen");
    threadId = await createThread(
      e2e,
      author,
      categoryId,
      "Lights over the harbour",
      "Three drones at dusk.",
    );
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it("has a manifest with no installability errors, in the page's language", async () => {
    const context = await appContext(e2e);
    const page = await context.newPage();
    await page.goto("/de/");
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    // a test context is off the record, where Chromium installs nothing whatever the manifest says
    expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest-de.webmanifest");
    const manifest = (await (await page.request.get(href!)).json()) as {
      start_url: string;
      shortcuts: Array<{ name: string; url: string }>;
      icons: Array<{ purpose: string; sizes: string }>;
    };
    expect(manifest.start_url).toBe("/de/");
    expect(manifest.shortcuts).toEqual([
      expect.objectContaining({ name: "Vorfallkarte", url: "/de/" }),
      expect.objectContaining({ name: "Forum", url: "/de/forum" }),
    ]);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      "192x192 any",
      "512x512 any",
      "512x512 maskable",
    ]);
    await context.close();
  });

  it("shows the last map view and an opened thread with the network off, and keeps an unsent reply", async () => {
    const context = await appContext(e2e, member, { webgl: true });
    const page = await context.newPage();
    await page.goto("/");
    await waitForMapAtRest(page);
    await controlled(page);
    // under the worker now: the map's data and the thread pass through it and are kept
    await page.reload();
    await waitForMapAtRest(page);
    await page.goto(`/forum/thread/${threadId}`);
    await page.getByText("Three drones at dusk.").waitFor();

    await e2e.restartApp(async () => {
      // the server is down as well: nothing can come from it, whatever the browser's offline mode covers
      await context.setOffline(true);
      await page.goto("/");
      await waitForMapAtRest(page);
      await page.goto(`/forum/thread/${threadId}`);
      await page.getByText("Three drones at dusk.").waitFor();
      const reply = page.getByLabel("Your reply");
      await reply.fill("Written on the train");
      await page.getByRole("button", { name: "Post reply" }).click();
      await page
        .getByText(
          "You are offline, so your reply was not sent. It stays here: post it again once you are back online.",
        )
        .waitFor();
      expect(await reply.inputValue()).toBe("Written on the train");
      await context.setOffline(false);
    });
    // never queued: nothing was posted once the network came back
    const posts = await e2e.sql(`select 1 from forum_posts where markdown like 'Written on the train%'`);
    expect(posts).toEqual([]);
    await context.close();
  });

  it("shows a delivered push with the words it reads over the session", async () => {
    const context = await appContext(e2e, member);
    await context.grantPermissions(["notifications"], { origin: e2e.url });
    const page = await context.newPage();
    await page.goto("/forum");
    await controlled(page);
    const [notification] = await e2e.sql<{ id: string }>(
      `insert into notifications (recipient_id, actor_id, type, content, related_thread_id, created_at)
       values ($1, $2, 'mention', 'Have a look, @app_reader', $3, now()) returning id::text as id`,
      [member.id, author.id, threadId],
    );
    await deliverPush(e2e, context, page, { ref: `n:${notification!.id}`, tag: `thread-${threadId}` });
    type Shown = { from: string; list: Array<{ title: string; body: string; tag: string }> };
    let shown: Shown | false = false;
    await expect
      .poll(
        async () =>
          (shown = (await page.evaluate(async () => {
            const worker = await navigator.serviceWorker.ready;
            const system = await worker.getNotifications();
            if (system.length > 0)
              return {
                from: "system",
                list: system.map((n) => ({ title: n.title, body: n.body, tag: n.tag })),
              };
            // headless Chromium may keep no notification centre: the worker's own record of what it showed
            const reply = new Promise<{ shown: Array<{ title: string; body: string; tag: string }> }>(
              (resolve) =>
                navigator.serviceWorker.addEventListener(
                  "message",
                  (event: MessageEvent<{ shown: Array<{ title: string; body: string; tag: string }> }>) =>
                    resolve(event.data),
                  { once: true },
                ),
            );
            worker.active!.postMessage({ type: "shown-notifications" });
            const { shown: recorded } = await reply;
            return recorded.length > 0 ? { from: "worker", list: recorded } : false;
          })) as Shown | false),
        { timeout: onThisMachine(60_000) },
      )
      .toBeTruthy();
    const { from, list } = shown as unknown as Shown;
    process.stdout.write(`push notification read from the ${from}\n`);
    expect(list.at(-1)).toEqual({
      title: `${author.username} mentioned you in "Lights over the harbour"`,
      body: "Have a look, @app_reader",
      tag: `thread-${threadId}`,
    });
    await context.close();
  });

  it("sets the app badge to the unseen count with a push, and the page clears it once all are seen", async () => {
    const context = await appContext(e2e, member);
    await context.grantPermissions(["notifications"], { origin: e2e.url });
    await context.addInitScript(recordBadgeCalls);
    const page = await context.newPage();
    await page.goto("/forum");
    await controlled(page);
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
    await worker.evaluate(recordBadgeCalls);
    // two more unseen than before, so the count is the member's own and not a constant
    const inserted = await e2e.sql<{ id: string }>(
      `insert into notifications (recipient_id, actor_id, type, content, related_thread_id, created_at)
       values ($1, $2, 'reply', 'First of two', $3, now()), ($1, $2, 'reply', 'Second of two', $3, now())
       returning id::text as id`,
      [member.id, author.id, threadId],
    );
    const [{ unseen }] = (await e2e.sql<{ unseen: number }>(
      "select count(*)::int as unseen from notifications where recipient_id = $1 and not seen",
      [member.id],
    )) as [{ unseen: number }];
    expect(unseen).toBeGreaterThanOrEqual(2);

    await deliverPush(e2e, context, page, { ref: `n:${inserted.at(-1)!.id}`, tag: `thread-${threadId}` });
    const workerCalls = () =>
      worker.evaluate(() => (globalThis as unknown as { badgeCalls: BadgeCall[] }).badgeCalls);
    await expect.poll(workerCalls, { timeout: onThisMachine(60_000) }).toEqual([unseen]);

    // the notifications page, loaded afresh, shows the same count; marking all seen clears it
    await page.goto("/forum/notifications");
    const pageCalls = () =>
      page.evaluate(() => (globalThis as unknown as { badgeCalls: BadgeCall[] }).badgeCalls.at(-1));
    await expect.poll(pageCalls, { timeout: onThisMachine(30_000) }).toBe(unseen);
    await page.getByRole("button", { name: "Mark all as read" }).click();
    await expect.poll(pageCalls).toBe("cleared");
    await expect
      .poll(() => e2e.sql("select 1 from notifications where recipient_id = $1 and not seen", [member.id]))
      .toEqual([]);
    await context.close();
  });

  it("clears the app badge when the member logs out", async () => {
    const leaving = await registerMember(e2e, "app_leaving");
    await e2e.sql(
      `insert into notifications (recipient_id, actor_id, type, content, related_thread_id, created_at)
       values ($1, $2, 'reply', 'Still unseen', $3, now())`,
      [leaving.id, author.id, threadId],
    );
    const context = await appContext(e2e, leaving);
    await context.addInitScript(recordBadgeCalls);
    const page = await context.newPage();
    await page.goto("/forum");
    const lastCall = () =>
      page.evaluate(() => (globalThis as unknown as { badgeCalls: BadgeCall[] }).badgeCalls.at(-1));
    await expect.poll(lastCall, { timeout: onThisMachine(30_000) }).toBeGreaterThanOrEqual(1);
    await page.getByRole("button", { name: "app_leaving account menu" }).click();
    await page.getByRole("menuitem", { name: "Log Out" }).click();
    await expect.poll(lastCall).toBe("cleared");
    await context.close();
  });

  it("offers a new version once one is waiting, and loads it on Reload", async () => {
    const context = await appContext(e2e);
    const page = await context.newPage();
    await page.goto("/forum");
    await controlled(page);
    const file = join(webDist, "sw.js");
    const original = readFileSync(file, "utf8");
    try {
      writeFileSync(file, `${original}\n// another build\n`);
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      await page
        .getByText("A new version of Incident Watch Europe is available.")
        .waitFor({ timeout: onThisMachine(60_000) });
      const reloaded = page.waitForEvent("load");
      await page.getByRole("button", { name: "Reload" }).click();
      await reloaded;
      await expect
        .poll(() =>
          page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
        )
        .toBeNull();
    } finally {
      writeFileSync(file, original);
    }
    await context.close();
  });
});
