import type { Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FORUM_DATA_POLICY } from "../src/app/queryPolicy.js";
import { startE2E, type E2E } from "./harness.js";
import {
  createBusyThread,
  createCategory,
  createThread,
  pageAs,
  registerMember,
  type Member,
} from "./forumSeed.js";
import { onThisMachine } from "../../api/test/slowness.js";

const CONTACT = "forum-contact@example.eu";
// chunks that belong to the map (maplibre, deck.gl and their helpers), by the names the build gives them
const MAP_CHUNKS =
  /\/assets\/(IncidentMap|MapExplorer|pmtilesStyle|EuropeMap|LocationPicker|gpu-data-evaluator|array-utils-flat|get-attribute-from-layouts|webgl|webgpu)/;
/** What the map's libraries leave in their code, and no forum chunk holds. */
const MAP_CODE = /maplibre|deck\.gl|luma\.gl/;

/** The scripts a fresh visit to `path` downloads until `ready` shows, with their compressed sizes. */
async function firstLoadScripts(page: Page, path: string, ready: () => Promise<unknown>) {
  const scripts: { url: string; bytes: number; encoding?: string; body: string }[] = [];
  const pending: Promise<void>[] = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() !== "script") return;
    pending.push(
      (async () => {
        const response = (await request.response())!;
        const { responseBodySize } = await request.sizes();
        scripts.push({
          url: request.url(),
          bytes: responseBodySize,
          encoding: response.headers()["content-encoding"],
          body: await response.text(),
        });
      })(),
    );
  });
  await page.goto(path);
  await ready();
  await page.waitForLoadState("networkidle");
  await Promise.all(pending);
  return scripts;
}

/**
 * What a forum page may download before it is usable: measured 140.3 KB (home) and 144.1 KB (thread page,
 * with the moderation and report controls, spec §9's retry, freshness and kept-answer rules, and the map
 * page a lazy chunk of its own); the aim is 130 KB, which the shared libraries alone nearly fill
 * (docs/benchmarks.md), so this stops growth. The interface's 16 languages (decision 114) add Lingui, the
 * language router and menu, and the page's catalogues in its language: measured against main +7.0 KB
 * (/forum) and +8.1 KB (a thread page, with its edit history) of brotli, within the 15 KB (gzip) that issue
 * 41 allows them, so the budget has 10 KB more.
 */
const LANGUAGES = 10 * 1024;
/**
 * The installable app (decision 127): the worker's registration on every page, and the reply box keeping
 * its draft when offline; measured +1.2 KB on a thread page (156.9 → 158.1 KB), so the budget has 1 KB more.
 */
const INSTALLABLE_APP = 1024;
/**
 * Messages travel as keys with their figures (decision 149): the forms keep a server's key and arguments
 * instead of its English text; measured +0.1 KB on a thread page (158.9 → 159.0 KB), so 256 bytes more.
 */
const MESSAGES_BY_KEY = 256;
/**
 * Every page's frame since: the router's choice of a phone's first screen (Map or Latest), the bell's
 * sentences worded from their keys (decision 158) and the place line shared with the map; measured +1.0 KB
 * on a thread page (159.0 → 160.0 KB), so 1 KB more.
 */
const FRAME_SINCE = 1024;
/**
 * A followed incident's notice names its place (the notifications' fields gain the incident's place,
 * and the generated client's map of documents, on every page, carries every operation's text); measured
 * +0.1 KB on a thread page (160.2 → 160.3 KB), so 256 bytes more.
 */
const NOTICE_PLACES = 256;
/**
 * Watching a thread or a category (decision 164): the choice and the settings' list are a chunk of their
 * own, but the generated map of documents carries their five operations' text and the pages their lazy
 * import; measured +0.5 KB on a thread page (160.3 → 160.8 KB), so 512 bytes more.
 */
const WATCH_LEVELS = 512;
/**
 * Messages with markup through Lingui's own `Trans` (issue 53) instead of a hand-written one: the footer
 * on every page uses it; measured +0.6 KB on a thread page (160.7 → 161.3 KB), so 768 bytes more.
 */
const LINGUI_TRANS = 768;
const FIRST_LOAD_BUDGET =
  148 * 1024 +
  LANGUAGES +
  INSTALLABLE_APP +
  MESSAGES_BY_KEY +
  FRAME_SINCE +
  NOTICE_PLACES +
  WATCH_LEVELS +
  LINGUI_TRANS;

/** The recordActivity mutation over GraphQL (or the REST path it replaced, which must not be called). */
function isRecordActivity(request: Request): boolean {
  if (request.url().endsWith("/api/forum/users/activity")) return true;
  if (!request.url().endsWith("/graphql")) return false;
  return (request.postDataJSON() as { operationName?: string } | null)?.operationName === "RecordActivity";
}

describe("the forum in a real browser", () => {
  let e2e: E2E;
  let ann: Member;
  let bob: Member;
  let sabotage: string;
  let drones: string;
  let busyThread: string;

  beforeAll(async () => {
    e2e = await startE2E({
      env: { TRUST_PROXY: "1", RATE_LIMIT_FACTOR: "1000", CONTACT_EMAIL: CONTACT },
    });
    [ann, bob] = await Promise.all([registerMember(e2e, "ann_w"), registerMember(e2e, "bob_w")]);
    sabotage = await createCategory(
      e2e,
      "Sabotage and infrastructure",
      "Cables, rail lines and power grids",
      0,
    );
    drones = await createCategory(e2e, "Airspace and drones", "Drone sightings over bases and airports", 1);
    await createCategory(e2e, "Cyber operations", "Intrusions and outages", 2);
    await createCategory(e2e, "Disinformation", "Networks and narratives", 3);
    await createThread(
      e2e,
      ann,
      sabotage,
      "Baltic cable cut near Gotland",
      "Two cables were damaged overnight.",
    );
    busyThread = await createBusyThread(e2e, bob, ann, drones);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("shows the forum home with threads, categories, statistics and footer, and never downloads the map", async () => {
    const orphan = await createThread(e2e, ann, sabotage, "Thread whose author left", "Nobody remembers.");
    await e2e.sql(
      `update forum_threads set author_id = null, category_id = null, is_pinned = true, is_locked = true where id = $1`,
      [orphan],
    );
    const page = await pageAs(e2e);
    const recent = page.getByRole("table", { name: "Recent Threads" });
    const scripts = await firstLoadScripts(page, "/forum", () => recent.waitFor());
    expect(await recent.getByRole("columnheader").allTextContents()).toEqual([
      "Topic",
      "Replies",
      "Views",
      "Last Update",
    ]);
    const orphanRow = recent.getByRole("row").filter({ hasText: "Thread whose author left" });
    expect(await orphanRow.innerText()).toContain("by Unknown in Uncategorized");
    expect(await orphanRow.getByRole("img", { name: "Pinned Thread" }).count()).toBe(1);
    expect(await orphanRow.getByRole("img", { name: "Locked Thread" }).count()).toBe(1);
    expect(await orphanRow.innerText()).toContain("Just now");
    const busyRow = recent.getByRole("row").filter({ hasText: "Drones over the naval base" });
    expect(await busyRow.innerText()).toMatch(/\b22\b/);
    await busyRow.getByRole("link", { name: "Airspace and drones" }).waitFor();

    const categories = page.getByRole("region", { name: "Categories" });
    expect(await categories.getByRole("link").allInnerTexts()).toEqual([
      "Sabotage and infrastructure",
      "Airspace and drones",
      "Cyber operations",
      "Disinformation",
    ]);
    expect(await categories.innerText()).toContain("Drone sightings over bases and airports");
    const [counted] = await e2e.sql<{ members: string }>(`select count(*) as members from users`);
    const stats = page.getByRole("region", { name: "Forum Statistics" });
    expect(await stats.innerText()).toMatch(
      new RegExp(`Total Threads\\s*3\\s*Total Posts\\s*25\\s*Registered Members\\s*${counted!.members}`),
    );
    expect(await stats.innerText()).toContain("Currently Online");
    await page.getByRole("link", { name: CONTACT }).waitFor();
    expect(await page.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
      "/privacy-policy",
    );
    expect(await page.getByRole("link", { name: "Sign In to Post" }).getAttribute("href")).toBe(
      "/forum/login",
    );
    expect(await page.getByRole("link", { name: "New Thread" }).count()).toBe(0);
    expect(await page.getByText("Vigilantia pretium libertatis").count()).toBe(1);
    // the copy kept for the next visit
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("forum-data")))
      .toContain("Drones over the naval base");

    await page.getByRole("link", { name: "Drones over the naval base" }).click();
    await page.locator("article.post").first().waitFor();
    expect(scripts.filter((script) => MAP_CHUNKS.test(script.url) || MAP_CODE.test(script.body))).toEqual([]);
    await page.context().close();
  });

  it("keeps the first-load JavaScript of the forum home and of a thread page small, and free of the map", async () => {
    const home = await pageAs(e2e);
    const homeScripts = await firstLoadScripts(home, "/forum", () =>
      home.getByRole("table", { name: "Recent Threads" }).waitFor(),
    );
    const thread = await pageAs(e2e);
    const threadScripts = await firstLoadScripts(thread, `/forum/thread/${busyThread}?page=2`, () =>
      thread.locator("article.post").first().waitFor(),
    );
    for (const [name, scripts] of [
      ["/forum", homeScripts],
      ["thread page", threadScripts],
    ] as const) {
      const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
      console.info(
        `first-load JavaScript of ${name}: ${(total / 1024).toFixed(1)} KB compressed in ${scripts.length} files`,
        scripts.map(
          (script) => `${new URL(script.url).pathname} ${script.bytes} ${script.encoding ?? "identity"}`,
        ),
      );
      expect(total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
      expect(scripts.filter((script) => MAP_CHUNKS.test(script.url) || MAP_CODE.test(script.body))).toEqual(
        [],
      );
      // the large files travel precompressed
      for (const script of scripts.filter((each) => each.body.length > 4096))
        expect(script.encoding, script.url).toMatch(/^(br|gzip)$/);
    }
    await home.context().close();
    await thread.context().close();
  });

  it("prefetches the first 3 categories and records a signed-in member's activity once", async () => {
    const visitor = await pageAs(e2e);
    const prefetched: string[] = [];
    const restPrefetched: string[] = [];
    const activity: string[] = [];
    visitor.on("request", (request) => {
      if (/\/api\/forum\/categories\/\d+\/data$/.test(request.url())) restPrefetched.push(request.url());
      const body = request.url().endsWith("/graphql")
        ? (request.postDataJSON() as {
            operationName?: string;
            variables?: { id: string; page: number };
          } | null)
        : null;
      if (body?.operationName === "CategoryPage" && body.variables?.page === 1)
        prefetched.push(body.variables.id);
      if (isRecordActivity(request)) activity.push(request.method());
    });
    await visitor.goto("/forum");
    await visitor.getByRole("table", { name: "Recent Threads" }).waitFor();
    await expect.poll(() => prefetched.length).toBe(3);
    const categories = await e2e.sql<{ id: string; name: string }>(
      `select id, name from forum_categories order by position limit 3`,
    );
    expect([...prefetched].sort()).toEqual(categories.map((row) => row.id).sort());
    expect(restPrefetched).toEqual([]);
    // the category page shows the prefetched first page from the cache (fresh, it is not asked for again)
    await visitor.route("**/graphql", (route) =>
      (route.request().postDataJSON() as { operationName?: string } | null)?.operationName === "CategoryPage"
        ? undefined // held: never answered
        : route.fallback(),
    );
    await visitor.getByRole("link", { name: categories[0]!.name }).first().click();
    await visitor.getByRole("heading", { name: categories[0]!.name }).waitFor();
    await visitor.unrouteAll({ behavior: "ignoreErrors" });
    // visitors are not recorded
    expect(activity).toEqual([]);
    await visitor.context().close();

    const member = await pageAs(e2e, ann);
    const recorded: string[] = [];
    member.on("request", (request) => {
      if (isRecordActivity(request)) recorded.push(request.method());
    });
    await member.goto("/forum");
    await member.getByRole("link", { name: "New Thread" }).waitFor();
    await expect.poll(() => recorded).toEqual(["POST"]);
    // opening another forum page does not record again
    await member.getByRole("link", { name: "Baltic cable cut near Gotland" }).click();
    await member.locator("article.post").first().waitFor();
    expect(recorded).toEqual(["POST"]);
    await member.context().close();
  });

  it("shows a skeleton while the forum data is on its way", async () => {
    const page = await pageAs(e2e);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/graphql", async (route) => {
      if (route.request().postData()?.includes("ForumData")) await held;
      await route.continue();
    });
    await page.goto("/forum");
    await page.getByTestId("forum-skeleton").waitFor();
    release();
    await page.getByRole("table", { name: "Recent Threads" }).waitFor();
    expect(await page.getByTestId("forum-skeleton").count()).toBe(0);
    await page.context().close();
  });

  it("shows the error panel when nothing loads, 'Retrying...' while it tries again, then the forum", async () => {
    const page = await pageAs(e2e);
    let failing = true;
    let release!: () => void;
    let held: Promise<void> | null = null;
    await page.route(/\/(graphql|api\/forum\/(categories|threads\/recent|stats))(\?|$)/, async (route) => {
      const forumData =
        route.request().url().includes("/api/forum/") || route.request().postData()?.includes("ForumData");
      if (!forumData) return route.continue();
      if (held) await held;
      if (failing)
        return route.fulfill({ status: 503, contentType: "application/json", body: '{"message":"down"}' });
      return route.continue();
    });
    await page.goto("/forum");
    const panel = page.getByRole("alert").filter({ hasText: "Unable to load forum data" });
    await panel.waitFor();
    expect(await panel.innerText()).toContain("An error occurred while loading the forum. Please try again.");

    failing = false;
    held = new Promise<void>((resolve) => (release = resolve));
    // the forum also loads again when the window gets focus: such a refresh, held like the button's,
    // may already be trying again when the click comes, and then it is that one the panel shows
    const retrying = panel.getByRole("button", { name: "Retrying..." });
    const clicked = panel
      .getByRole("button", { name: "Try Again" })
      .click()
      .catch(() => undefined);
    await Promise.race([clicked, retrying.waitFor()]);
    await retrying.waitFor();
    expect(await retrying.isDisabled()).toBe(true);
    release();
    await page.getByRole("table", { name: "Recent Threads" }).waitFor();
    expect(await panel.count()).toBe(0);
    await page.context().close();
  });

  it("shows the kept copy with 'Some data might be outdated.' when a refresh fails, and Refresh recovers", async () => {
    const page = await pageAs(e2e);
    await page.goto("/forum");
    await page.getByRole("table", { name: "Recent Threads" }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("forum-data"))).toBeTruthy();

    let failing = true;
    let refusedQueries = 0;
    await page.route(/\/(graphql|api\/forum\/(categories|threads\/recent|stats))(\?|$)/, async (route) => {
      const query = route.request().postData()?.includes("ForumData");
      const forumData = route.request().url().includes("/api/forum/") || query;
      if (!forumData || !failing) return route.continue();
      if (query) refusedQueries++;
      return route.fulfill({ status: 500, body: "" });
    });
    await page.reload();
    const warning = page.getByText("Some data might be outdated.");
    await warning.waitFor();
    // the kept copy is on screen
    await page.getByRole("link", { name: "Drones over the naval base" }).waitFor();

    // the server answers again once the page has given up retrying by itself, so that only Refresh can
    // end the warning (a retry of its own let through first would take the button away)
    await expect
      .poll(() => refusedQueries, { timeout: onThisMachine(30_000) })
      .toBe(1 + FORUM_DATA_POLICY.retries);
    const refresh = page.getByRole("button", { name: "Refresh", exact: true });
    await refresh.waitFor();
    failing = false;
    await refresh.click();
    await expect.poll(() => warning.count()).toBe(0);
    await page.getByRole("link", { name: "Drones over the naval base" }).waitFor();
    await page.context().close();
  });

  it("says when the browser goes offline and stops saying so when it is back", async () => {
    const page = await pageAs(e2e);
    await page.goto("/forum");
    await page.getByRole("table", { name: "Recent Threads" }).waitFor();
    const notice = page.getByText("You are currently offline. Some data may be outdated.");
    expect(await notice.count()).toBe(0);
    await page.context().setOffline(true);
    await notice.waitFor();
    // the data stays on screen
    expect(await page.getByRole("table", { name: "Recent Threads" }).count()).toBe(1);
    await page.context().setOffline(false);
    await expect.poll(() => notice.count()).toBe(0);
    await page.context().close();
  });
});
