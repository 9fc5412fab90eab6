import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accessibilityProblemsOf } from "./axe.js";
import { startE2E, type E2E } from "./harness.js";
import {
  createBusyThread,
  createCategory,
  createThread,
  nextAddress,
  pageAs,
  registerMember,
  type Member,
} from "./forumSeed.js";
import { onThisMachine } from "../../api/test/slowness.js";

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};
const postIdsOn = async (page: Page) =>
  (await page.locator("article.post").evaluateAll((posts) => posts.map((post) => post.id))).map((id) =>
    id.replace("post-", ""),
  );
const highlighted = (page: Page, postId: string) =>
  page.locator(`#post-${postId}`).evaluate((post) => post.classList.contains("post--highlighted"));

describe("threads and posts in a real browser", () => {
  let e2e: E2E;
  let ann: Member;
  let bob: Member;
  let drones: string;
  let busyThread: string;

  beforeAll(async () => {
    e2e = await startE2E({ env: { TRUST_PROXY: "1", RATE_LIMIT_FACTOR: "1000" } });
    [ann, bob] = await Promise.all([registerMember(e2e, "ann_t"), registerMember(e2e, "bob_t")]);
    await createCategory(e2e, "Sabotage and infrastructure", "Cables, rail lines and power grids", 0);
    drones = await createCategory(e2e, "Airspace and drones", "Drone sightings over bases and airports", 1);
    busyThread = await createBusyThread(e2e, bob, ann, drones);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("starts a thread with a checked form, a preview and a mention that links to the profile", async () => {
    const page = await pageAs(e2e, ann);
    await page.goto("/forum");
    await page.getByRole("link", { name: "New Thread" }).click();
    await page.getByRole("heading", { name: "New Thread" }).waitFor();
    await page.getByRole("button", { name: "Create Thread" }).click();
    for (const message of ["Category is required", "Title is required", "Post is required"])
      await page.getByText(message, { exact: true }).waitFor();

    await page.getByLabel("Category").selectOption({ label: "Airspace and drones" });
    await page.getByLabel("Title", { exact: true }).fill("Lights over the airport");
    await page
      .getByLabel("Post", { exact: true })
      .fill("Flights were stopped for an hour. @bob_t saw it too.");
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("region", { name: "Preview" });
    expect(await preview.getByRole("link", { name: "@bob_t" }).getAttribute("href")).toBe(
      "/forum/user/bob_t",
    );
    await page.getByRole("button", { name: "Write" }).click();
    await page.getByRole("button", { name: "Create Thread" }).click();

    await page.waitForURL(/\/forum\/thread\/\d+$/);
    const threadId = new URL(page.url()).pathname.split("/").at(-1)!;
    await page.getByRole("heading", { name: "Lights over the airport" }).waitFor();
    expect(await page.locator('meta[name="thread-id"]').getAttribute("content")).toBe(threadId);
    const post = page.locator("article.post").first();
    expect(await post.getByRole("link", { name: "@bob_t" }).getAttribute("href")).toBe("/forum/user/bob_t");
    expect(await post.getByRole("link", { name: "ann_t" }).count()).toBe(1);
    await page.context().close();
  });

  it("opens a category with its description, its threads in pages and a New Thread link that preselects it", async () => {
    const cyber = await createCategory(
      e2e,
      "Cyber operations",
      "Intrusions and outages of public services",
      2,
    );
    for (let number = 1; number <= 21; number += 1)
      await createThread(
        e2e,
        number % 2 ? ann : bob,
        cyber,
        `Outage report ${number}`,
        `Details of outage ${number}.`,
      );
    const page = await pageAs(e2e, ann);
    await page.goto("/forum");
    await page
      .getByRole("region", { name: "Categories" })
      .getByRole("link", { name: "Cyber operations" })
      .click();
    await page.getByRole("heading", { name: "Cyber operations" }).waitFor();
    await page.getByText("Intrusions and outages of public services").waitFor();
    const rows = page.getByRole("table").getByRole("row");
    await expect.poll(() => rows.count()).toBe(21); // a header and 20 threads
    expect(await page.getByRole("table").getByRole("columnheader").allTextContents()).toEqual([
      "Topic",
      "Replies",
      "Views",
      "Last Update",
    ]);
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Next" }).click();
    await page.waitForURL(/\?page=2$/);
    await expect.poll(() => rows.count()).toBe(2);
    expect(await rows.nth(1).innerText()).toContain("Outage report 1");

    await page.getByRole("link", { name: "New Thread" }).click();
    await page.waitForURL(`**/forum/new-thread?category=${cyber}`);
    await page.getByRole("option", { name: "Cyber operations" }).waitFor({ state: "attached" });
    expect(await page.getByLabel("Category").inputValue()).toBe(cyber);
    await page.context().close();
  });

  it("preselects the category named by ?category=", async () => {
    const page = await pageAs(e2e, ann);
    await page.goto(`/forum/new-thread?category=${drones}`);
    await page.getByRole("option", { name: "Airspace and drones" }).waitFor({ state: "attached" });
    expect(await page.getByLabel("Category").inputValue()).toBe(drones);
    await page.context().close();
  });

  it("replies, reacts, edits with an edited marker and deletes to a tombstone", async () => {
    const threadId = await createThread(
      e2e,
      ann,
      drones,
      "Drone over the power plant",
      "Hovering for ten minutes.",
    );
    const page = await pageAs(e2e, bob);
    await page.goto(`/forum/thread/${threadId}`);
    await page.getByLabel("Your reply").fill("I saw the same one from the road.");
    await page.getByRole("button", { name: "Post Reply" }).click();
    const replied = page.locator("article.post").filter({ hasText: "I saw the same one from the road." });
    await replied.waitFor();
    const reply = page.locator(`#${await replied.getAttribute("id")}`);
    await page.waitForURL(/highlight=/);

    const opening = page.locator("article.post").first();
    // a post without reactions shows none, only the button that offers all six
    expect(await opening.locator(".reaction:not(.reaction--add)").count()).toBe(0);
    await opening.getByRole("button", { name: "Add reaction" }).click();
    const picker = opening.getByRole("group", { name: "Pick a reaction" });
    await picker.waitFor();
    expect(await picker.getByRole("button").count()).toBe(6);
    await picker.getByRole("button", { name: "Like" }).click();
    const like = opening.getByRole("button", { name: "Like 1" });
    await like.waitFor();
    expect(await like.getAttribute("aria-pressed")).toBe("true");
    expect(await picker.count()).toBe(0);
    expect(await opening.locator(".reaction:not(.reaction--add)").count()).toBe(1);
    // the emoji is a picture the site serves itself: it shows without an emoji font on the system
    const image = like.getByRole("img", { name: "Like" });
    const picture = await image.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { background: getComputedStyle(element).backgroundImage, width: box.width };
    });
    expect(picture.width).toBeGreaterThan(10);
    const served = picture.background.startsWith('url("data:image/svg+xml')
      ? "inline"
      : new URL(picture.background.slice(5, -2)).origin;
    expect(["inline", new URL(page.url()).origin]).toContain(served);
    // what the reaction buttons and the account menu show is part of their names
    const checked = await e2e.newPage({
      bypassCSP: true,
      extraHTTPHeaders: { "X-Forwarded-For": nextAddress() },
    });
    await checked.context().addInitScript((token) => localStorage.setItem("token", token), bob.token);
    await checked.goto(`/forum/thread/${threadId}`);
    await checked.getByRole("button", { name: "Like 1" }).waitFor();
    await checked.getByRole("button", { name: "bob_t account menu" }).waitFor();
    expect(await accessibilityProblemsOf(checked, ["label-content-name-mismatch"])).toEqual([]);
    await checked.context().close();
    // others' posts cannot be edited or deleted
    expect(await opening.getByRole("button", { name: "Edit" }).count()).toBe(0);
    expect(await opening.getByRole("button", { name: "Delete" }).count()).toBe(0);

    await reply.getByRole("button", { name: "Edit" }).click();
    await reply.getByLabel("Edit post").fill("I saw the same one from the motorway.");
    await reply.getByRole("button", { name: "Save" }).click();
    await reply.getByText("from the motorway").waitFor();
    await reply.getByText("(edited)").waitFor();
    const edited = reply;

    await edited.getByRole("button", { name: "Delete" }).click();
    await edited.getByRole("button", { name: "Yes, delete" }).click();
    await page.getByText("This post was deleted").waitFor();
    expect(await page.getByText("from the motorway").count()).toBe(0);

    // a visitor sees the counts but cannot react or answer
    const visitor = await pageAs(e2e);
    await visitor.goto(`/forum/thread/${threadId}`);
    await visitor
      .locator(".reaction--static")
      .filter({ hasText: "1" })
      .getByRole("img", { name: "Like" })
      .waitFor();
    expect(await visitor.getByRole("button", { name: /Like/ }).count()).toBe(0);
    expect(await visitor.getByRole("button", { name: "Add reaction" }).count()).toBe(0);
    expect(await visitor.getByRole("button", { name: "Quote" }).count()).toBe(0);
    expect(await visitor.getByRole("link", { name: "Sign In to Post" }).count()).toBeGreaterThan(0);
    await page.context().close();
    await visitor.context().close();
  });

  it("quotes a post from another page and follows the quote back to it, highlighted", async () => {
    const page = await pageAs(e2e, ann);
    await page.goto(`/forum/thread/${busyThread}`);
    const third = page.locator("article.post").nth(2);
    const quotedId = (await third.getAttribute("id"))!.replace("post-", "");
    await third.getByRole("button", { name: "Quote" }).click();
    expect(await page.getByLabel("Your reply").inputValue()).toContain(`[quote=${quotedId}]`);
    await page.getByLabel("Your reply").press("End");
    await page.getByLabel("Your reply").pressSequentially("Agreed, same time of day.");
    await page.getByRole("button", { name: "Post Reply" }).click();

    // the reply is post 24, on page 2
    await page.waitForURL(/page=2&highlight=/);
    const quote = page.locator(`blockquote[data-post-id="${quotedId}"]`);
    await quote.waitFor();
    expect(await quote.locator(".quote-author").innerText()).toContain("wrote:");
    expect(await postIdsOn(page)).not.toContain(quotedId);

    await quote.locator("p").first().click();
    await page.waitForURL(new RegExp(`/forum/thread/${busyThread}\\?page=1&highlight=${quotedId}$`));
    await expect.poll(() => highlighted(page, quotedId)).toBe(true);
    await expect.poll(() => highlighted(page, quotedId), { timeout: onThisMachine(5_000) }).toBe(false);

    // when the page lookup fails, the thread opens with only the highlight
    await page.goto(`/forum/thread/${busyThread}?page=2`);
    await quote.waitFor();
    await page.route("**/graphql", (route) =>
      (route.request().postDataJSON() as { operationName?: string } | null)?.operationName ===
      "QuotedPostPage"
        ? route.fulfill({ status: 500, body: "" })
        : route.fallback(),
    );
    await quote.locator("p").first().click();
    await page.waitForURL((url) => url.search === `?highlight=${quotedId}`);
    await expect.poll(() => highlighted(page, quotedId)).toBe(true);
    expect(path(page)).toBe(`/forum/thread/${busyThread}?highlight=${quotedId}`);
    await page.context().close();
  });

  it("says a locked thread is locked and offers no reply box", async () => {
    const threadId = await createThread(e2e, ann, drones, "Closed discussion", "Nothing more to add here.");
    await e2e.sql(`update forum_threads set is_locked = true where id = $1`, [threadId]);
    const page = await pageAs(e2e, bob);
    await page.goto(`/forum/thread/${threadId}`);
    await page.getByText("This thread is locked.").waitFor();
    expect(await page.getByRole("button", { name: "Post Reply" }).count()).toBe(0);
    expect(await page.getByRole("img", { name: "Locked Thread" }).count()).toBe(1);
    await page.context().close();
  });

  it("shows a member's profile with counts and recent posts", async () => {
    const page = await pageAs(e2e);
    await page.goto("/forum/user/bob_t");
    await page.getByRole("heading", { name: "bob_t" }).waitFor();
    // bob read threads signed in a moment ago: the forum recorded his activity
    await page.getByText("Online now").waitFor();
    const [counts] = await e2e.sql<{ posts: string; threads: string }>(
      `select (select count(*) from forum_posts p join users u on u.id = p.author_id
                where u.username = 'bob_t' and not p.is_deleted) as posts,
              (select count(*) from forum_threads t join users u on u.id = t.author_id
                where u.username = 'bob_t') as threads`,
    );
    const facts = await page.locator(".profile__facts").textContent();
    expect(facts).toMatch(/Role\s*Member/);
    expect(facts).toMatch(/Joined\s*\d{2}\/\d{2}\/\d{4}/);
    expect(facts).toContain("Last seen");
    expect(facts).toContain(`Posts${counts!.posts}`);
    expect(facts).toContain(`Threads${counts!.threads}`);
    await page.getByRole("region", { name: "Recent posts" }).getByRole("link").first().waitFor();
    await page.goto("/forum/user/nobody_here");
    await page.getByText("This user does not exist.").waitFor();
    await page.context().close();
  });

  it("searches from the forum's search box and marks the matching words", async () => {
    const page = await pageAs(e2e);
    await page.goto("/forum");
    await page.getByRole("searchbox", { name: "Search the forum" }).fill("sighting");
    await page.getByRole("button", { name: "Search" }).click();
    await page.waitForURL(/\/forum\/search\?q=sighting/);
    const hits = page.locator(".search-hit");
    await hits.first().waitFor();
    expect((await hits.first().locator("mark").allInnerTexts()).map((text) => text.toLowerCase())).toContain(
      "sighting",
    );
    await hits.first().getByRole("link").click();
    await page.waitForURL(/\/forum\/thread\/\d+\?page=\d+&highlight=\d+/);
    await page.locator("article.post--highlighted").waitFor();
    await page.context().close();
  });
});
