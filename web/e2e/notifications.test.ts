import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { badge, bell, createMember, graphqlAs, openDropdown, type Member } from "./notificationHelpers.js";
import { onThisMachine } from "../../api/test/slowness.js";

const ADMIN = { username: "chief", password: "chief-secret-1" };

let e2e: E2E;
let alice: Member;
let bob: Member;
let bobPage: Page;
let threadId: string;
let categoryId: string;

async function post(author: Member, body: string, thread = threadId): Promise<string> {
  const data = await graphqlAs<{ createPost: { id: string } }>(
    e2e,
    author,
    "mutation Post($input: CreatePostInput!) { createPost(input: $input) { id } }",
    { input: { threadId: thread, body } },
  );
  return data.createPost.id;
}

async function pageOf(postId: string): Promise<number> {
  const response = await fetch(`${e2e.url}/api/forum/posts/${postId}/page-info`);
  return ((await response.json()) as { page: number }).page;
}

/** Inserts a notification the moderation screens would send (their service call is tested in the api). */
async function insertNotification(
  recipient: Member,
  type: string,
  content: string,
  threadRef: string | null = null,
) {
  await e2e.sql(
    `insert into notifications (recipient_id, type, content, related_thread_id) values ($1, $2, $3, $4::bigint)`,
    [recipient.id, type, content, threadRef],
  );
}

/** How many of bob's notifications (matching `where`) are stored unseen. */
async function storedUnseen(where = "true"): Promise<number> {
  const rows = await e2e.sql(
    `select id from notifications where recipient_id = $1 and not seen and ${where}`,
    [bob.id],
  );
  return rows.length;
}

const path = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

beforeAll(async () => {
  e2e = await startE2E({
    env: { RATE_LIMIT_FACTOR: "1000", ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password },
  });
  [categoryId] = (
    await e2e.sql<{ id: string }>(
      `insert into forum_categories (name, description, position, created_at)
       values ('Sightings', 'Reports from members', 0, now()) returning id::text as id`,
    )
  ).map((row) => row.id) as [string];
  alice = await createMember(e2e, "alice_n");
  bob = await createMember(e2e, "bob_n");
  const created = await graphqlAs<{ createThread: { id: string } }>(
    e2e,
    bob,
    "mutation Thread($input: CreateThreadInput!) { createThread(input: $input) { id } }",
    { input: { categoryId, title: "Drones over the harbour", body: "Seen three of them at dusk." } },
  );
  threadId = created.createThread.id;
  // the thread's first page fills up, so the replies below land on page 2
  for (let i = 0; i < 20; i += 1) await post(bob, `Update number ${i} on the harbour drones.`);
  bobPage = await bob.page();
});

afterAll(async () => {
  await e2e?.close();
});

describe("live notifications in the browser", () => {
  it("raises the other member's badge for a reply, a quote and a mention, without a reload", async () => {
    await bobPage.goto("/mission");
    await bell(bobPage).waitFor();
    expect(await badge(bobPage).count()).toBe(0);
    await bobPage.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await post(alice, "I saw them **too**, near the [ferry terminal](https://example.org/ferry).");
    await expect.poll(() => badge(bobPage).textContent(), { timeout: onThisMachine(5_000) }).toBe("1");

    const bobPost = await post(bob, "They flew north after ten minutes.");
    await post(alice, `[quote=${bobPost}]\nThey flew north after ten minutes.\n[/quote]\nSame here.`);
    await expect.poll(() => badge(bobPage).textContent(), { timeout: onThisMachine(5_000) }).toBe("2");

    await post(alice, `@${bob.username} did you take any photos?`);
    await expect.poll(() => badge(bobPage).textContent(), { timeout: onThisMachine(5_000) }).toBe("3");

    expect(await bobPage.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await expect
      .poll(() => bobPage.getByTestId("notification-announcement").textContent())
      .toContain("Mentioned You");
  });

  it("shows the 3 most recent in the dropdown with their labels and the links to all", async () => {
    const panel = await openDropdown(bobPage);
    const entries = panel.locator(".notification-entry");
    expect(await entries.count()).toBe(3);
    expect(await entries.locator(".notification-entry__label").allTextContents()).toEqual([
      "Mentioned You (unseen)",
      "Quoted in Post (unseen)",
      "New Reply (unseen)",
    ]);
    expect(await entries.first().locator("time").textContent()).toBe("Just now");
    // who and where, the thread's title set apart, and the post's words without Markdown
    expect(await entries.locator(".notification-entry__headline").allTextContents()).toEqual([
      `${alice.username} mentioned you in Drones over the harbour`,
      `${alice.username} quoted you in Drones over the harbour`,
      `${alice.username} replied in Drones over the harbour`,
    ]);
    expect(await entries.first().locator(".notification-entry__headline em").textContent()).toBe(
      "Drones over the harbour",
    );
    expect(await entries.last().locator(".notification-entry__content").textContent()).toBe(
      "I saw them too, near the ferry terminal.",
    );
    expect(await panel.getByRole("link", { name: "View all", exact: true }).getAttribute("href")).toBe(
      "/forum/notifications",
    );
    expect(await panel.getByRole("link", { name: "View all notifications" }).getAttribute("href")).toBe(
      "/forum/notifications",
    );
  });

  it("opens a reply at the page holding its post, with the post to highlight, and marks it read", async () => {
    const [reply] = await e2e.sql<{ related_post_id: string }>(
      `select related_post_id::text from notifications where recipient_id = $1 and type = 'reply'`,
      [bob.id],
    );
    const postId = reply!.related_post_id;
    expect(await pageOf(postId)).toBe(2);
    const panel = await openDropdown(bobPage);
    await panel.getByRole("button", { name: /^New Reply/ }).click();
    await expect.poll(() => path(bobPage)).toBe(`/forum/thread/${threadId}?page=2&highlight=${postId}`);
    // the thread page shows the post, scrolled into view and highlighted
    const post = bobPage.locator(`#post-${postId}`);
    await expect
      .poll(() => post.evaluate((element) => element.classList.contains("post--highlighted")), {
        timeout: onThisMachine(5_000),
      })
      .toBe(true);
    expect(await post.isVisible()).toBe(true);
    expect(await post.evaluate((element) => element.getBoundingClientRect().top < window.innerHeight)).toBe(
      true,
    );
    await expect.poll(() => badge(bobPage).textContent()).toBe("2");
    // marking read is a call of its own, made as the page moves on
    await expect.poll(() => storedUnseen(`related_post_id = ${Number(postId)}`)).toBe(0);
  });

  it("opens a quote and a mention at their posts' page too", async () => {
    for (const [label, type] of [
      ["Quoted in Post", "quote"],
      ["Mentioned You", "mention"],
    ] as const) {
      const [row] = await e2e.sql<{ related_post_id: string }>(
        `select related_post_id::text from notifications where recipient_id = $1 and type = $2`,
        [bob.id, type],
      );
      await bobPage.goto("/mission");
      const panel = await openDropdown(bobPage);
      await panel.getByRole("button", { name: new RegExp(`^${label}`) }).click();
      const page = await pageOf(row!.related_post_id);
      await expect
        .poll(() => path(bobPage))
        .toBe(`/forum/thread/${threadId}?page=${page}&highlight=${row!.related_post_id}`);
    }
    await expect.poll(() => badge(bobPage).count()).toBe(0);
  });

  it("opens report updates at the member's own reports, bans at the member's profile and a system message at its thread", async () => {
    await insertNotification(bob, "report_update", "Your report was reviewed");
    await insertNotification(bob, "ban", "You are banned for one day");
    await insertNotification(bob, "system", "Maintenance tonight", threadId);
    await bobPage.goto("/forum/notifications");
    const destinations: Record<string, string> = {
      "Report Update": "/forum/reports",
      "Account Ban": `/forum/user/${bob.username}`,
      "System Message": `/forum/thread/${threadId}`,
    };
    for (const [label, destination] of Object.entries(destinations)) {
      await bobPage.goto("/forum/notifications");
      await bobPage.getByRole("button", { name: new RegExp(`^${label}`) }).click();
      await expect.poll(() => path(bobPage)).toBe(destination);
    }
    await expect.poll(() => storedUnseen()).toBe(0);
  });

  it("answers a member's report on My reports, where its report update leads", async () => {
    const reported = await post(alice, "Cheap watches, visit my shop!");
    await graphqlAs(
      e2e,
      bob,
      "mutation ($input: ReportContentInput!) { reportContent(input: $input) { id } }",
      { input: { targetType: "post", targetId: reported, reason: "spam", text: "An advert" } },
    );
    await bobPage.goto("/forum/reports");
    const entry = bobPage.locator(".my-report").first();
    await entry.getByText("Waiting for a moderator").waitFor();
    expect(await entry.locator(".my-report__target").textContent()).toMatch(
      /^You reported a post in "Drones over the harbour" on \d{2}\/\d{2}\/\d{4}: Spam$/,
    );

    const signIn = await fetch(`${e2e.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: "mutation ($input: LoginInput!) { login(input: $input) { token } }",
        variables: { input: ADMIN },
      }),
    });
    const { data } = (await signIn.json()) as { data: { login: { token: string } } };
    await graphqlAs(
      e2e,
      { token: data.login.token },
      'mutation ($id: ID!) { resolveReports(targetType: post, targetId: $id, note: "staff only", action: deletePost) { status } }',
      { id: reported },
    );
    await bobPage.goto("/forum/notifications");
    await bobPage
      .getByRole("button", { name: /^Report Update/ })
      .first()
      .click();
    await expect.poll(() => path(bobPage)).toBe("/forum/reports");
    await entry.getByText("Resolved").waitFor();
    expect(await entry.locator(".my-report__state").textContent()).toMatch(
      /^Resolved on \d{2}\/\d{2}\/\d{4}\. A moderator reviewed it and took action: the post was removed\.$/,
    );
    // the deleted post is named but no longer linked; the staff's note stays private
    expect(await entry.getByRole("link").count()).toBe(0);
    expect(await bobPage.getByText("staff only").count()).toBe(0);
  });

  it("marks one notification read from the notifications page, leaving the others unseen", async () => {
    await post(alice, `@${bob.username} which way did they fly?`);
    await post(alice, "They were gone by nine.");
    await bobPage.goto("/forum/notifications");
    await expect.poll(() => badge(bobPage).textContent()).toBe("2");
    const newest = bobPage.locator(".notification-list > li").first();
    await newest.getByRole("button", { name: /^Mark read/ }).click();
    await expect.poll(() => badge(bobPage).textContent()).toBe("1");
    await expect.poll(() => newest.getByRole("button", { name: /^Mark read/ }).count()).toBe(0);
    await expect.poll(() => storedUnseen()).toBe(1);
    await bobPage.getByRole("button", { name: "Mark all as read" }).click();
    await expect.poll(() => storedUnseen()).toBe(0);
  });

  it("marks all as read from the notifications page", async () => {
    await post(alice, `@${bob.username} one more question about the drones.`);
    await post(alice, `Thanks for the update, ${"really ".repeat(3)}useful.`);
    await bobPage.goto("/forum/notifications");
    await expect.poll(() => badge(bobPage).textContent()).toBe("2");
    await bobPage.getByRole("button", { name: "Mark all as read" }).click();
    await expect.poll(() => badge(bobPage).count()).toBe(0);
    // the list's entries follow the badge once the page's own answer arrives
    await expect.poll(() => bobPage.getByText("(unseen)").count()).toBe(0);
    await expect.poll(() => storedUnseen()).toBe(0);
  });

  it("deletes one notification, for good", async () => {
    await bobPage.goto("/forum/notifications");
    const entries = bobPage.locator(".notification-list > li");
    await entries.first().waitFor();
    const before = await entries.count();
    const firstId = await entries.first().locator(".notification-entry").getAttribute("data-notification-id");
    await entries
      .first()
      .getByRole("button", { name: /^Delete notification/ })
      .click();
    await expect.poll(() => entries.count()).toBe(before - 1);
    await expect
      .poll(async () => (await e2e.sql(`select id from notifications where id = $1`, [firstId])).length)
      .toBe(0);
    await bobPage.reload();
    await entries.first().waitFor();
    expect(await bobPage.locator(`[data-notification-id="${firstId}"]`).count()).toBe(0);
  });

  it("warns of a limited service when the notification calls fail", async () => {
    const page = await bob.page();
    await page.route("**/graphql", async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName === "Notifications")
        await route.fulfill({ status: 503, body: "Service Unavailable" });
      else await route.fallback();
    });
    await page.goto("/mission");
    const panel = await openDropdown(page);
    await panel.getByRole("heading", { name: "Limited Service" }).waitFor();
    expect(await panel.textContent()).toContain(
      "Notification service is experiencing issues. Some notifications may be delayed.",
    );
    await page.context().close();
  });

  it("goes straight to /forum/notifications on a 390 px wide screen", async () => {
    const page = await bob.page({ viewport: { width: 390, height: 844 } });
    await page.goto("/mission");
    await bell(page).click();
    await expect.poll(() => path(page)).toBe("/forum/notifications");
    expect(await page.getByRole("region", { name: "Recent notifications" }).count()).toBe(0);
    await page.getByRole("heading", { level: 1, name: "Notifications" }).waitFor();
    await page.context().close();
  });
});
