import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { badge, createMember, graphqlAs, openDropdown, type Member } from "./notificationHelpers.js";
import { onThisMachine } from "../../api/test/slowness.js";

let e2e: E2E;
let alice: Member;
let bob: Member;
let mod: Member;
let threadId: string;
let replyId: string;
let otherCategoryId: string;

beforeAll(async () => {
  e2e = await startE2E({ env: { RATE_LIMIT_FACTOR: "1000" } });
  const categories = await e2e.sql<{ id: string }>(
    `insert into forum_categories (name, description, position, created_at)
     values ('Sightings', 'Reports from members', 0, now()), ('Archive', 'Older threads', 1, now())
     returning id::text as id`,
  );
  const categoryId = categories[0]!.id;
  otherCategoryId = categories[1]!.id;
  alice = await createMember(e2e, "alice_r");
  bob = await createMember(e2e, "bob_r");
  mod = await createMember(e2e, "mod_r");
  await e2e.sql("update users set role = 'moderator' where id = $1", [mod.id]);
  const created = await graphqlAs<{ createThread: { id: string } }>(
    e2e,
    bob,
    "mutation Thread($input: CreateThreadInput!) { createThread(input: $input) { id } }",
    { input: { categoryId, title: "Lights over the bay", body: "Saw lights moving fast at night." } },
  );
  threadId = created.createThread.id;
  const reply = await graphqlAs<{ createPost: { id: string } }>(
    e2e,
    bob,
    "mutation Post($input: CreatePostInput!) { createPost(input: $input) { id } }",
    { input: { threadId, body: "Cheap watches at example dot com" } },
  );
  replyId = reply.createPost.id;
});

afterAll(async () => {
  await e2e?.close();
});

const postArticle = (page: Page, postId: string) => page.locator(`#post-${postId}`);

describe("reports and moderation in a real browser", () => {
  let alicePage: Page;
  let modPage: Page;

  it("lets a member report a post from the thread page", async () => {
    alicePage = await alice.page();
    await alicePage.goto(`/forum/thread/${threadId}`);
    const post = postArticle(alicePage, replyId);
    await post.getByRole("button", { name: "Report" }).click();
    const dialog = alicePage.getByRole("dialog", { name: "Report post #2" });
    await dialog.getByLabel("Spam").check();
    await dialog.getByLabel(/Anything the moderators should know/).fill("An advert for watches");
    await dialog.getByRole("button", { name: "Send report" }).click();
    await dialog.getByText("Thank you. The moderators will look at your report.").waitFor();
    await dialog.getByRole("button", { name: "Done" }).click();
    // a second report of the same post is refused with a clear message
    await post.getByRole("button", { name: "Report" }).click();
    await dialog.getByLabel("Abuse or harassment").check();
    await dialog.getByRole("button", { name: "Send report" }).click();
    await dialog.getByText("You have already reported this. The moderators will look at it.").waitFor();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    const stored = await e2e.sql<{ reason: string }>(
      "select reason from reports where target_type = 'post' and target_id = $1",
      [replyId],
    );
    expect(stored).toEqual([{ reason: "spam" }]);
  });

  it("shows the moderator the report grouped, with the post in place, and resolves it with a ban and the post deleted", async () => {
    modPage = await mod.page();
    await modPage.goto("/forum/admin/reports");
    const nav = modPage.getByRole("navigation", { name: "Admin" });
    await expect
      .poll(() => nav.getByRole("link", { name: /Reports/ }).textContent(), {
        timeout: onThisMachine(10_000),
      })
      .toContain("1");
    const card = modPage.locator(".report-group").filter({ hasText: "Lights over the bay" });
    await card.getByText("Reported by 1 member: Spam ×1").waitFor();
    await card.getByText("Cheap watches at example dot com").waitFor();
    await card.getByText("An advert for watches").waitFor();
    await card.getByLabel(/Note/).fill("Advertising");
    await card.getByRole("button", { name: "Ban the author…" }).click();
    const ban = card.getByRole("form", { name: "Ban bob_r" });
    await ban.getByLabel("Ban duration").selectOption({ label: "7 days" });
    await ban.getByLabel(/Ban reason/).fill("Advertising in the forum");
    await ban.getByLabel("Also delete the post").check();
    await ban.getByRole("button", { name: "Ban bob_r and resolve" }).click();
    await modPage.getByText("No open reports. All clear.").waitFor();

    await modPage.getByRole("button", { name: "Resolved" }).click();
    const resolved = modPage.locator(".report-group").filter({ hasText: "Lights over the bay" });
    await resolved.getByText(/Resolved by mod_r.*\(post deleted\)/).waitFor();
    const [post] = await e2e.sql<{ is_deleted: boolean }>(
      "select is_deleted from forum_posts where id = $1",
      [replyId],
    );
    expect(post!.is_deleted).toBe(true);
    const bans = await e2e.sql<{ reason: string }>(
      "select reason from user_bans where user_id = $1 and lifted_at is null",
      [bob.id],
    );
    expect(bans).toEqual([{ reason: "Advertising in the forum" }]);
  });

  it("shows the reporter a report update in the bell", async () => {
    await expect.poll(() => badge(alicePage).textContent(), { timeout: onThisMachine(10_000) }).toBe("1");
    const panel = await openDropdown(alicePage);
    await panel
      .getByText(/Report Update/)
      .first()
      .waitFor();
  });

  it("lets a moderator lock and move a thread from the thread page", async () => {
    await modPage.goto(`/forum/thread/${threadId}`);
    const tools = modPage.getByRole("region", { name: "Moderation" });
    await tools.getByLabel(/Reason/).fill("Going in circles");
    await tools.getByRole("button", { name: "Lock" }).click();
    await tools.getByText("Thread locked.").waitFor();
    await modPage.getByText("This thread is locked.", { exact: true }).waitFor();
    await tools.getByLabel("Move to category").selectOption({ label: "Archive" });
    await tools.getByRole("button", { name: "Move" }).click();
    await tools.getByText("Thread moved.").waitFor();
    await modPage.locator(".forum-lead").getByRole("link", { name: "Archive" }).waitFor();
    const [thread] = await e2e.sql<{ is_locked: boolean; category_id: string }>(
      "select is_locked, category_id::text as category_id from forum_threads where id = $1",
      [threadId],
    );
    expect(thread).toEqual({ is_locked: true, category_id: otherCategoryId });
    const audit = await e2e.sql<{ action: string; reason: string | null }>(
      "select action, reason from staff_actions where target_type = 'thread' and target_id = $1 order by id",
      [threadId],
    );
    expect(audit).toEqual([
      { action: "thread.lock", reason: "Going in circles" },
      { action: "thread.move", reason: null },
    ]);
  });
});
