import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { GDANSK_DRONE, seedEvents } from "./mapHelpers.js";
import { gql, pageAs, registerMember, type Member } from "./forumSeed.js";

const REJECT = `mutation ($id: ID!) { rejectEvent(id: $id, reason: "The source retracted it.") { id } }`;

describe("an incident's discussion on its page, in a real browser", () => {
  let e2e: E2E;
  let id: string;
  let member: Member;
  let moderator: Member;
  beforeAll(async () => {
    e2e = await startE2E();
    [id] = (await seedEvents(e2e, [GDANSK_DRONE])) as [string];
    member = await registerMember(e2e, "harbour_watcher");
    moderator = await registerMember(e2e, "discussion_moderator");
    await e2e.sql("update users set role = 'moderator' where id = $1", [moderator.id]);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("a member posts the first reply, a visitor reads it, and at 390 px it fits", async () => {
    const visitor = await pageAs(e2e);
    await visitor.goto(`/incident/${id}`);
    await visitor.getByRole("heading", { level: 2, name: "Discussion (0)" }).waitFor();
    expect(await visitor.locator("#discussion").getByRole("link", { name: "Sign in" }).count()).toBe(1);
    expect(await visitor.getByLabel("Your post").count()).toBe(0);

    const page = await pageAs(e2e, member);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/incident/${id}`);
    await page.getByLabel("Your post").fill("Seen from the ferry at 21:40, three lights over the cranes.");
    await page.getByRole("button", { name: "Post", exact: true }).click();
    await page.getByRole("heading", { level: 2, name: "Discussion (1)" }).waitFor();
    await page.getByText("Seen from the ferry at 21:40").waitFor();
    expect(await page.getByLabel("Your post").inputValue()).toBe("");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // the thread is in the incident discussions' category, and the forum link opens it
    const [thread] = await e2e.sql<{ category: string }>(
      `select c.name as category from incident_discussions d join forum_threads t on t.id = d.thread_id
         join forum_categories c on c.id = t.category_id where d.event_id = $1`,
      [id],
    );
    expect(thread?.category).toBe("Incident discussions");
    await visitor.reload();
    await visitor.getByRole("heading", { level: 2, name: "Discussion (1)" }).waitFor();
    await visitor.getByText("Seen from the ferry at 21:40").waitFor();
    await visitor.getByRole("link", { name: "Open the whole discussion in the forum" }).click();
    await visitor.getByRole("heading", { level: 1, name: "Drone over the Gdańsk shipyard" }).waitFor();
    await visitor.getByText("Seen from the ferry at 21:40").waitFor();
    await visitor.context().close();
    await page.context().close();
  });

  it("a withdrawal locks the discussion: no reply box, and the page says why", async () => {
    await gql(e2e, REJECT, { id }, moderator.token);
    const page = await pageAs(e2e, moderator);
    await page.goto(`/incident/${id}`);
    await page.getByText("This discussion is closed: the incident was withdrawn.").waitFor();
    expect(await page.getByLabel("Your post").count()).toBe(0);
    await page.context().close();
  });
});
