import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { GDANSK_DRONE, seedEvents } from "./mapHelpers.js";
import { createCategory, createThread, pageAs, registerMember, type Member } from "./forumSeed.js";

describe("incidents cited in posts, in a real browser", () => {
  let e2e: E2E;
  let id: string;
  let member: Member;
  beforeAll(async () => {
    e2e = await startE2E();
    [id] = (await seedEvents(e2e, [GDANSK_DRONE])) as [string];
    member = await registerMember(e2e, "card_citer");
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("a post with #id shows the incident's card with its title, and the incident lists the thread", async () => {
    const categoryId = await createCategory(e2e, "Sightings", "What members saw");
    const threadId = await createThread(
      e2e,
      member,
      categoryId,
      "Lights over the shipyard",
      `It looks like #${id} again.`,
    );

    const page = await pageAs(e2e);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/forum/thread/${threadId}`);
    const card = page.getByRole("complementary", { name: "Cited incident" });
    await card.waitFor();
    expect(
      await card.getByRole("link", { name: "Drone over the Gdańsk shipyard" }).getAttribute("href"),
    ).toBe(`/incident/${id}`);
    expect(await card.textContent()).toContain("12/05/2024");
    expect(await card.textContent()).toContain("Attributed to Russia");
    // the plain link stays in the text
    expect(await page.locator(".post__content a.incident-cite").allTextContents()).toEqual([`#${id}`]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await page.goto(`/incident/${id}`);
    await page.getByRole("heading", { level: 2, name: "Discussed in" }).waitFor();
    expect(await page.getByRole("link", { name: "Lights over the shipyard" }).getAttribute("href")).toBe(
      `/forum/thread/${threadId}`,
    );
    await page.context().close();
  });
});
