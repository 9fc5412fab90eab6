import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { seedEvents } from "./mapHelpers.js";
import { pageAs, registerMember, type Member } from "./forumSeed.js";

/** Verification with two people (decision 121), as moderators and visitors see it in a real browser. */
describe("an incident confirmed by a second moderator, in a real browser", () => {
  let e2e: E2E;
  let id: string;
  let approver: Member;
  let second: Member;
  beforeAll(async () => {
    e2e = await startE2E();
    [id] = (await seedEvents(e2e, [
      {
        type: "russian",
        title: "Drone over the Gdańsk container terminal",
        sourceUrl: "https://news.example.org/gdansk-drone",
        date: "2024-09-03",
        latitude: 54.4,
        longitude: 18.66,
      },
    ])) as [string];
    approver = await registerMember(e2e, "evidence_approver");
    second = await registerMember(e2e, "evidence_second");
    await e2e.sql("update users set role = 'moderator' where id = any($1::uuid[])", [
      [approver.id, second.id],
    ]);
    // the first one approved the incident
    await e2e.sql("update events set reviewed_by_id = $1, reviewed_at = now() where id = $2", [
      approver.id,
      id,
    ]);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("lets the approver propose but not agree, in German; a second moderator agrees; visitors see it", async () => {
    const first = await pageAs(e2e, approver);
    await first.goto(`/de/incident/${id}`);
    const tools = first.getByRole("form", { name: "Beweislage" });
    await tools.getByLabel("Ort ermittelt durch").selectOption({ label: "Abgleich mit Bildmaterial" });
    await tools.getByRole("button", { name: "Bestätigung vorschlagen" }).click();
    await first
      .getByRole("note")
      .filter({
        hasText:
          "Ein Moderator hat vorgeschlagen, diesen Vorfall zu bestätigen (Abgleich mit Bildmaterial); ein zweiter Moderator muss zustimmen.",
      })
      .waitFor();
    // the approver may not agree: the refusal's code, in the page's language
    await tools.getByRole("button", { name: "Zustimmen und bestätigen" }).click();
    await tools
      .getByRole("alert")
      .filter({
        hasText:
          "Ein zweiter Moderator muss zustimmen: nicht der, der diesen Vorfall freigegeben hat, und nicht der, der die Bestätigung vorgeschlagen hat.",
      })
      .waitFor();
    const facts = first.locator(".incident-page__facts");
    expect(await facts.locator("div", { hasText: "Beweislage" }).locator("dd").innerText()).toBe("Gemeldet");
    await first.context().close();

    const other = await pageAs(e2e, second);
    await other.goto(`/incident/${id}`);
    const form = other.getByRole("form", { name: "Evidence status" });
    await form.getByRole("button", { name: "Agree and confirm" }).click();
    await form.getByRole("status").filter({ hasText: "Saved." }).waitFor();
    const confirmed = other.locator(".incident-page__facts");
    await confirmed.locator("div", { hasText: "Evidence" }).locator("dd", { hasText: "Confirmed" }).waitFor();
    expect(
      await confirmed.locator("div", { hasText: "Place established by" }).locator("dd").innerText(),
    ).toBe("Imagery match");
    expect(await other.getByRole("note").count()).toBe(0);
    expect(await form.getByRole("button", { name: "Propose to confirm" }).count()).toBe(0);
    await other.context().close();

    // a visitor sees the status and both steps in the history, and no tools
    const visitor = await pageAs(e2e);
    await visitor.goto(`/incident/${id}`);
    const history = visitor.getByRole("region", { name: "History" });
    await history.getByText("Confirmed by a second moderator").waitFor();
    await history.getByText("Confirmation proposed").waitFor();
    const facts2 = visitor.locator(".incident-page__facts");
    expect(await facts2.locator("div", { hasText: "Evidence" }).locator("dd").innerText()).toBe("Confirmed");
    expect(await visitor.getByRole("form", { name: "Evidence status" }).count()).toBe(0);
    await visitor.context().close();
  });
});
