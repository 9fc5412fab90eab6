import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import {
  createCategory,
  createPost,
  createThread,
  gql,
  pageAs,
  registerMember,
  type Member,
} from "./forumSeed.js";

const EDIT = `mutation ($id: ID!, $body: String!) { editPost(id: $id, body: $body) { id } }`;

describe("a post's edit history in a real browser", () => {
  let e2e: E2E;
  let ann: Member;
  let threadId: string;
  let postId: string;

  beforeAll(async () => {
    e2e = await startE2E({ env: { TRUST_PROXY: "1", RATE_LIMIT_FACTOR: "1000" } });
    ann = await registerMember(e2e, "ann_h");
    const category = await createCategory(e2e, "Airspace and drones", "Drone sightings over bases", 0);
    threadId = await createThread(e2e, ann, category, "Drones over the port", "Seen on Monday night.");
    ({ id: postId } = await createPost(
      e2e,
      ann,
      threadId,
      "Three **drones** over the port.\nThe police came at ten.",
    ));
    // past the author's first five minutes, so each edit keeps the text it replaces
    await e2e.sql("update forum_posts set created_at = now() - interval '1 hour' where id = $1", [postId]);
    await e2e.sql("update forum_threads set created_at = now() - interval '1 hour' where id = $1", [
      threadId,
    ]);
    await gql(
      e2e,
      EDIT,
      { id: postId, body: "Five **drones** over the port.\nThe police came at ten." },
      ann.token,
    );
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("opens from the edited mark and shows the change inline and side by side", async () => {
    const page = await pageAs(e2e);
    await page.goto(`/forum/thread/${threadId}`);
    const post = page.locator(`#post-${postId}`);
    await post.getByRole("button", { name: "(edited)" }).click();
    const history = post.getByRole("region", { name: "Edit history" });
    const inline = history.getByLabel("Changes inline");
    await inline.waitFor();
    expect(await inline.locator("del").allTextContents()).toEqual(["Three"]);
    expect(await inline.locator("ins").allTextContents()).toEqual(["Five"]);
    expect(await inline.locator(".diff__line--same").allTextContents()).toEqual([" The police came at ten."]);

    await history.getByRole("button", { name: "Side by side" }).click();
    const side = history.getByRole("table", { name: "Changes side by side" });
    await side.waitFor();
    const rows = side.getByRole("row");
    expect(await rows.count()).toBe(2);
    const cells = rows.first().getByRole("cell");
    expect(await cells.nth(0).locator("del").textContent()).toBe("Three");
    expect(await cells.nth(1).locator("ins").textContent()).toBe("Five");
    expect(await history.getByRole("button", { name: "Side by side" }).getAttribute("aria-pressed")).toBe(
      "true",
    );

    // as posted: the earlier text rendered and sanitised by the server, as posts are
    await history.getByRole("button", { name: "As posted" }).click();
    const rendered = history.locator(".post-history__rendered");
    await rendered.waitFor();
    expect(await rendered.locator("strong").textContent()).toBe("drones");
    expect(await rendered.textContent()).toContain("Three drones over the port.");
    await page.context().close();
  });

  it("lets the opening post's author change the thread's title, and shows the earlier title's change", async () => {
    const page = await pageAs(e2e, ann);
    await page.goto(`/forum/thread/${threadId}`);
    await page.getByRole("button", { name: "Edit title" }).click();
    const field = page.getByLabel("Thread title");
    await field.fill("Drones over the harbour");
    await page.getByRole("button", { name: "Save title" }).click();
    const heading = page.getByRole("heading", { level: 1 });
    await heading.getByText("Drones over the harbour").waitFor();
    await heading.getByRole("button", { name: "(title edited)" }).click();
    const titles = page.getByRole("region", { name: "Title history" });
    const inline = titles.getByLabel("Changes inline");
    await inline.waitFor();
    expect(await inline.locator("del").allTextContents()).toEqual(["port"]);
    expect(await inline.locator("ins").allTextContents()).toEqual(["harbour"]);
    await page.context().close();
  });
});
