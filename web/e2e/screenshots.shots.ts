// The screenshots under docs/screenshots, made against the built app with demo-like data:
// `npm run screenshots --prefix web` (not part of the test suite; it writes files).
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { createBusyThread, createCategory, createPost, registerMember, type Member } from "./forumSeed.js";
import { startE2E, type E2E } from "./harness.js";
import { openList, seedEvents, waitForMapAtRest, type SeedEvent } from "./mapHelpers.js";
import { onThisMachine } from "../../api/test/slowness.js";

const OUT = new URL("../../docs/screenshots/", import.meta.url).pathname;
const SIZES = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
} as const;

const at = (title: string, longitude: number, latitude: number, type: SeedEvent["type"], date: string) => ({
  type,
  title,
  sourceUrl: `https://news.example.org/${title.replace(/\W+/g, "-").toLowerCase()}`,
  date,
  latitude,
  longitude,
});
const INCIDENTS: SeedEvent[] = [
  at("Drone over Vilnius airport", 25.2797, 54.6872, "russian", "2024-05-02"),
  at("Cable cut off Dublin", -6.2603, 53.3498, "chinese", "2024-03-11"),
  at("Rail sabotage near Warsaw", 21.01, 52.23, "russian", "2024-02-01"),
  at("Arson at a Berlin depot", 13.4, 52.52, "russian", "2023-11-20"),
  at("Ministry network breached in Prague", 14.42, 50.09, "chinese", "2024-01-15"),
  at("GPS jamming over Gotland", 18.29, 57.63, "russian", "2024-04-04"),
  at("Espionage at a Gdańsk shipyard", 18.65, 54.35, "chinese", "2023-09-09"),
  at("Disinformation network in Riga", 24.1, 56.95, "russian", "2024-06-01"),
];

async function pageOf(e2e: E2E, size: keyof typeof SIZES, member?: Member): Promise<Page> {
  const page = await e2e.newPage(SIZES[size]);
  if (member)
    await page.context().addInitScript((token) => localStorage.setItem("token", token), member.token);
  return page;
}

async function shoot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${OUT}${name}.jpg`, type: "jpeg", quality: 80 });
}

describe("screenshots", () => {
  let e2e: E2E;
  let admin: Member;
  let member: Member;
  let threadId: string;
  beforeAll(async () => {
    mkdirSync(OUT, { recursive: true });
    e2e = await startE2E({ env: { RATE_LIMIT_FACTOR: "100" } });
    await seedEvents(e2e, INCIDENTS);
    admin = await registerMember(e2e, "watch_admin");
    member = await registerMember(e2e, "baltic_reader");
    await e2e.sql("update users set role = 'admin' where id = $1", [admin.id]);
    const category = await createCategory(e2e, "Baltic Sea", "Cables, ports and the sea between them");
    await createCategory(e2e, "Elections", "Interference and disinformation", 1);
    threadId = await createBusyThread(e2e, member, admin, category);
    // a mention of the member, for the notifications page
    await createPost(e2e, admin, threadId, "@baltic_reader the port authority confirmed it this morning.");
  }, onThisMachine(180_000));
  afterAll(async () => {
    await e2e?.close();
  });

  for (const size of ["desktop", "phone"] as const) {
    it(
      `the map at ${size} size, and a popup by its edge panned into view`,
      { timeout: onThisMachine(120_000) },
      async () => {
        const page = await pageOf(e2e, size);
        await page.goto("/");
        await waitForMapAtRest(page);
        await shoot(page, `map-${size}`);
        await openList(page);
        // Vilnius lies by the list on a wide screen, Warsaw by a phone's right edge: each popup is panned
        // into view
        const place = size === "phone" ? "Warsaw" : "Vilnius";
        await page.locator(".incident-panel__row", { hasText: place }).click();
        await page.locator(".incident-popup").waitFor();
        await shoot(page, `map-popup-${size}`);
        await page.context().close();
      },
    );

    it(`the forum at ${size} size`, { timeout: onThisMachine(120_000) }, async () => {
      const page = await pageOf(e2e, size, member);
      await page.goto("/forum");
      await page.getByRole("link", { name: "Baltic Sea" }).first().waitFor();
      await shoot(page, `forum-home-${size}`);
      await page.goto(`/forum/thread/${threadId}`);
      await page.getByText("Seen at").first().waitFor();
      await shoot(page, `forum-thread-${size}`);
      await page.goto("/forum/notifications");
      await page.getByText("port authority").first().waitFor();
      await shoot(page, `notifications-${size}`);
      await page.context().close();
    });

    it(`the admin area at ${size} size`, { timeout: onThisMachine(120_000) }, async () => {
      const page = await pageOf(e2e, size, admin);
      await page.goto("/forum/admin");
      await page.getByRole("heading", { level: 1, name: "Admin Panel" }).waitFor();
      await shoot(page, `admin-${size}`);
      await page.goto("/forum/admin/users");
      await page.getByText("baltic_reader").first().waitFor();
      await shoot(page, `admin-users-${size}`);
      await page.context().close();
    });
  }

  it(
    "the offline, degraded and error states at desktop size",
    { timeout: onThisMachine(180_000) },
    async () => {
      // the map and the forum offline: the banner over data already on screen
      const page = await pageOf(e2e, "desktop", member);
      await page.goto("/");
      await waitForMapAtRest(page);
      await page.context().setOffline(true);
      await page.getByText("You are currently offline.", { exact: false }).first().waitFor();
      await page.screenshot({ path: `${OUT}map-offline-desktop.jpg`, type: "jpeg", quality: 80 });
      await page.context().setOffline(false);
      await page.goto("/forum");
      await page.getByRole("link", { name: "Baltic Sea" }).first().waitFor();
      await page.context().setOffline(true);
      await page.getByText("You are currently offline.", { exact: false }).first().waitFor();
      await page.screenshot({ path: `${OUT}forum-offline-desktop.jpg`, type: "jpeg", quality: 80 });
      await page.context().close();

      // every forum request failing and nothing kept: the error panel, settled on Try Again
      const failing = await pageOf(e2e, "desktop");
      await failing.route(
        /\/(graphql|api\/forum\/(categories|threads\/recent|stats))(\?|$)/,
        async (route) => {
          const forumData =
            route.request().url().includes("/api/forum/") ||
            route.request().postData()?.includes("ForumData");
          if (forumData) return route.abort("connectionrefused");
          return route.fallback();
        },
      );
      await failing.goto("/forum");
      await failing.getByRole("button", { name: "Try Again" }).waitFor();
      await failing.waitForTimeout(8_000);
      await failing.getByRole("button", { name: "Try Again" }).waitFor();
      await failing.screenshot({ path: `${OUT}forum-error-desktop.jpg`, type: "jpeg", quality: 80 });
      await failing.context().close();

      // the notification service failing: the bell's Limited Service, and the page's
      const degraded = await pageOf(e2e, "desktop", member);
      await degraded.route(/\/graphql$/, async (route) => {
        const name = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
        if (name === "Notifications" || name === "UnseenNotificationCount")
          return route.fulfill({ status: 503, body: "Service Unavailable" });
        return route.fallback();
      });
      await degraded.goto("/mission");
      await degraded.getByRole("button", { name: /^Notifications/ }).click();
      await degraded.getByRole("heading", { name: "Limited Service" }).first().waitFor();
      await shoot(degraded, "notifications-degraded-desktop");
      await degraded.context().close();
    },
  );
});
