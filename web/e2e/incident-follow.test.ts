import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { seedEvents } from "./mapHelpers.js";
import { gql, pageAs, registerMember, type Member } from "./forumSeed.js";
import { badge, bell, openDropdown } from "./notificationHelpers.js";
import { onThisMachine } from "../../api/test/slowness.js";

const CORRECT = `mutation ($id: ID!) { updateEvent(id: $id, input: { date: "2024-05-11" }) { id } }`;

describe("following an incident, in a real browser", () => {
  let e2e: E2E;
  let id: string;
  let follower: Member;
  let moderator: Member;
  beforeAll(async () => {
    e2e = await startE2E();
    [id] = (await seedEvents(e2e, [
      {
        type: "russian",
        title: "Drone over the Klaipėda terminal",
        sourceUrl: "https://news.example.org/klaipeda-drone",
        date: "2024-05-12",
        latitude: 55.7,
        longitude: 21.13,
      },
    ])) as [string];
    follower = await registerMember(e2e, "terminal_follower");
    moderator = await registerMember(e2e, "follow_moderator");
    await e2e.sql("update users set role = 'moderator' where id = $1", [moderator.id]);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("a member follows an incident, a moderator corrects it, and the bell tells what changed without a reload", async () => {
    const visitor = await pageAs(e2e);
    await visitor.goto(`/incident/${id}`);
    await visitor.getByRole("heading", { level: 2, name: "Discussion (0)" }).waitFor();
    // a visitor has no follow button
    expect(await visitor.getByRole("button", { name: "Follow", exact: true }).count()).toBe(0);
    await visitor.context().close();

    const page = await pageAs(e2e, follower);
    await page.goto(`/incident/${id}`);
    await page.getByRole("button", { name: "Follow", exact: true }).click();
    await page.getByRole("button", { name: "Following", exact: true }).waitFor();
    expect(
      await page.getByRole("button", { name: "Following", exact: true }).getAttribute("aria-pressed"),
    ).toBe("true");
    await bell(page).waitFor();
    expect(await badge(page).count()).toBe(0);

    await gql(e2e, CORRECT, { id }, moderator.token);
    await expect.poll(() => badge(page).textContent(), { timeout: onThisMachine(15_000) }).toBe("1");
    const panel = await openDropdown(page);
    const entry = panel.locator(".notification-entry").first();
    expect(await entry.locator(".notification-entry__label").textContent()).toBe(
      "Followed Incident (unseen)",
    );
    expect(await entry.textContent()).toContain("“Drone over the Klaipėda terminal” was corrected: the date");
    // the notice names where the incident is, as the incident's page does
    expect(await entry.locator(".notification-entry__place").textContent()).toMatch(/Klaipėda/);

    // the notice itself stops the follow, and takes it back
    const follows = async () =>
      (
        await e2e.sql<{ level: string }>(
          "select level from follows where user_id = $1 and subject_kind = 'incident' and subject_id = $2",
          [follower.id, id],
        )
      )[0]?.level;
    await panel.getByRole("button", { name: "Stop following" }).click();
    await panel.getByRole("button", { name: "Follow again" }).waitFor();
    expect(await follows()).toBe("normal");
    await panel.getByRole("button", { name: "Follow again" }).click();
    await panel.getByRole("button", { name: "Stop following" }).waitFor();
    expect(await follows()).toBe("watching");

    // the follow stays across a reload, and can be undone
    await page.reload();
    await page.getByRole("button", { name: "Following", exact: true }).click();
    await page.getByRole("button", { name: "Follow", exact: true }).waitFor();
    await page.context().close();
  });
});
