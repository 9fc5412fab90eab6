import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { markers, openList, seedEvents, waitForMapAtRest } from "./mapHelpers.js";
import { pageAs, registerMember, type Member } from "./forumSeed.js";
import { onThisMachine } from "../../api/test/slowness.js";

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
    // two more on the Baltic coast, one corroborated and one confirmed, for the map's filter
    const [corroborated, confirmed] = await seedEvents(e2e, [
      {
        type: "russian",
        title: "Cable cut near Klaipėda",
        sourceUrl: "https://news.example.org/klaipeda-cable",
        date: "2024-10-01",
        latitude: 55.71,
        longitude: 21.13,
      },
      {
        type: "russian",
        title: "Drone over the port of Riga",
        sourceUrl: "https://news.example.org/riga-drone",
        date: "2024-11-05",
        latitude: 56.95,
        longitude: 24.1,
      },
    ]);
    await e2e.sql(
      `update events set evidence_status = case id when $1 then 'corroborated' else 'confirmed' end
       where id = any($2::bigint[])`,
      [corroborated, [corroborated, confirmed]],
    );
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
    // the approver is not offered the agreement the server would refuse, and reads why in the page's language
    await tools
      .getByText(
        "Ein zweiter Moderator muss zustimmen: nicht der, der diesen Vorfall freigegeben hat, und nicht der, der die Bestätigung vorgeschlagen hat.",
      )
      .waitFor();
    expect(await tools.getByRole("button", { name: "Zustimmen und bestätigen" }).count()).toBe(0);
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

  it("filters the map by evidence status, in the URL, and restores the filter from it", async () => {
    const page = await pageAs(e2e, undefined, { webgl: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    const titles = () => page.locator(".incident-panel__title").allInnerTexts();
    const drawn = async () =>
      (await markers(page)).reduce((sum, marker) => sum + (marker.kind === "event" ? 1 : marker.count), 0);
    await page.goto("/?view=55.7,21.4,5.5");
    await waitForMapAtRest(page);
    await openList(page);
    await expect.poll(drawn, { timeout: onThisMachine(20_000) }).toBe(3);

    // every status is ticked at first (no filter): untick the other two
    for (const name of ["Reported", "Confirmed"]) {
      const box = page.getByRole("checkbox", { name });
      expect(await box.isChecked()).toBe(true);
      await box.click();
      await expect.poll(() => box.isChecked()).toBe(false);
    }
    await expect.poll(drawn, { timeout: onThisMachine(20_000) }).toBe(1);
    await expect.poll(titles).toEqual(["Cable cut near Klaipėda"]);
    expect(new URL(page.url()).searchParams.get("evidenceStatuses")).toBe("corroborated");

    await page.goto("/?evidenceStatuses=confirmed&view=55.7,21.4,5.5");
    await waitForMapAtRest(page);
    await openList(page);
    expect(await page.getByRole("checkbox", { name: "Confirmed" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Corroborated" }).isChecked()).toBe(false);
    await expect.poll(titles, { timeout: onThisMachine(20_000) }).toContain("Drone over the port of Riga");
    expect(await titles()).not.toContain("Cable cut near Klaipėda");
    await page.context().close();
  });
});
