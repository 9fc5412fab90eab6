import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { createCategory, createThread, gql, pageAs, registerMember, type Member } from "./forumSeed.js";

/** Notifications are stored as keys and worded in the language of the page that shows them (decision 158). */
describe("notifications in the reader's language", () => {
  let e2e: E2E;
  let author: Member;
  let fans: Member[];
  let postId: string;

  beforeAll(async () => {
    e2e = await startE2E({ env: { RATE_LIMIT_FACTOR: "100" } });
    author = await registerMember(e2e, "autorin_de");
    fans = [await registerMember(e2e, "fan_one"), await registerMember(e2e, "fan_two")];
    const categoryId = await createCategory(e2e, "Sichtungen", "Berichte");
    const threadId = await createThread(e2e, author, categoryId, "Drohnen über Kiel", "Drei am Abend.");
    const [post] = await e2e.sql<{ id: string }>(
      `select id::text as id from forum_posts where thread_id = $1 and number = 1`,
      [threadId],
    );
    postId = post!.id;
  });

  afterAll(async () => {
    await e2e?.close();
  });

  it("shows a German member's grouped reaction in German in the bell", async () => {
    for (const fan of fans)
      await gql(
        e2e,
        `mutation ($postId: ID!) { toggleReaction(kind: like, postId: $postId) { id } }`,
        { postId },
        fan.token,
      );
    const page = await pageAs(e2e, author);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/de/forum");
    await page.getByRole("button", { name: /^Benachrichtigungen/ }).click();
    const panel = page.getByRole("region", { name: "Neueste Benachrichtigungen" });
    await panel
      .getByText("fan_two und 1 weitere Person haben auf Ihren Beitrag reagiert in", { exact: false })
      .waitFor();
    expect(await panel.textContent()).not.toContain("reacted to your post");
  });

  it("shows a Polish member's saved-search alert line in Polish on the notifications page of a phone", async () => {
    const reader = await registerMember(e2e, "czytelnik_pl");
    await e2e.sql(
      `insert into notifications (recipient_id, type, content, message_key, message_args)
       values ($1, 'saved_search', $2, 'notifications.said.savedSearch', $3::jsonb)`,
      [
        reader.id,
        "New incident for your saved search “Kable bałtyckie”: Cable cut near Gotland",
        JSON.stringify({ name: "Kable bałtyckie", title: "Cable cut near Gotland" }),
      ],
    );
    const page = await pageAs(e2e, reader);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/pl/forum/notifications");
    await page.getByText("Alert z Twojego zapisanego wyszukiwania").waitFor();
    await page
      .getByText("Nowy incydent dla zapisanego wyszukiwania „Kable bałtyckie”: Cable cut near Gotland")
      .waitFor();
    expect(await page.locator("main").textContent()).not.toContain("New incident for your saved search");
  });
});
