import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { seedEvents } from "./mapHelpers.js";
import { registerMember } from "./forumSeed.js";
import { verifyAltcha } from "./altcha.js";

describe("an incident's ledger and its versions in a real browser", () => {
  let e2e: E2E;
  let id: string;
  beforeAll(async () => {
    e2e = await startE2E();
    const seeded = await seedEvents(e2e, [
      {
        type: "russian",
        title: "Cable cut in the Baltic",
        sourceUrl: "https://www.news.example.org/cable",
        date: "2024-03-05",
        latitude: 54.35,
        longitude: 18.65,
      },
    ]);
    id = seeded[0]!;
    // a second source and a prosecutor's confirmed attribution, as an approved proposal adds them
    const [source] = await e2e.sql<{ id: string }>(
      `insert into incident_sources (event_id, url, outlet, language, published_date, origin)
       values ($1, 'https://prosecutor.example/charge', 'National Prosecutor', 'pl', '2024-04-10', 'proposal')
       returning id::text as id`,
      [id],
    );
    await e2e.sql(
      `insert into incident_attributions (event_id, party, attributed_by, date, confidence, source_id, origin)
       values ($1, 'russian_proxy', 'prosecutor', '2024-04-10', 'confirmed', $2, 'proposal')`,
      [id, source!.id],
    );
    await e2e.sql(
      `insert into incident_versions (event_id, number, created_at, action, changes, snapshot)
       values ($1, 2, '2024-04-11T09:30:00Z', 'attribution_added',
               '[{"field": "attributions", "from": null, "to": "russian_proxy by prosecutor, confirmed, 2024-04-10"}]',
               incident_public_state($1))`,
      [id],
    );
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("shows the sources, attributions and history, and a version's permalink shows that version", async () => {
    const page = await e2e.newPage();
    await page.goto(`/incident/${id}`);
    await page.getByRole("heading", { level: 1, name: "Cable cut in the Baltic" }).waitFor();

    const attributions = page.getByRole("region", { name: "Attributions" });
    expect(await attributions.locator("li").allInnerTexts()).toEqual([
      "Russia · Suspected · Media, 05/03/2024 · source 1",
      "A Russian proxy · Confirmed · Prosecutor, 10/04/2024 · source 2",
    ]);
    const sources = page.getByRole("region", { name: "Sources" });
    const prosecutor = sources.getByRole("link", { name: /National Prosecutor/ });
    expect(await prosecutor.getAttribute("href")).toBe("https://prosecutor.example/charge");
    expect(await prosecutor.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(await sources.getByRole("link", { name: /news\.example\.org/ }).getAttribute("href")).toBe(
      "https://www.news.example.org/cable",
    );

    const history = page.getByRole("region", { name: "History" });
    expect(await history.innerText()).toContain("Attribution added · 11/04/2024, 09:30 UTC");

    // version 1: the incident as first published, with only the submitted attribution
    await history.getByRole("link", { name: "Version 1" }).click();
    await page.waitForURL(`**/incident/${id}/v/1`);
    await page.getByRole("note").filter({ hasText: "Version 1 · Published" }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Cable cut in the Baltic");
    expect(await page.getByRole("region", { name: "Attributions" }).locator("li").allInnerTexts()).toEqual([
      "Russia · Suspected · Media, 05/03/2024 · source 1",
    ]);
    expect(await page.locator(".incident-version__url").innerText()).toBe(`${e2e.url}/incident/${id}/v/1`);

    // a version's permalink opened directly: the server knows the page, and it shows that version
    const response = await page.goto(`/incident/${id}/v/2`);
    expect(response!.status()).toBe(200);
    await page.getByRole("note").filter({ hasText: "Version 2 · Attribution added" }).waitFor();
    expect(await page.getByRole("region", { name: "Attributions" }).locator("li").count()).toBe(2);

    // a version that does not exist
    await page.goto(`/incident/${id}/v/9`);
    await page.getByRole("heading", { name: "Page not found" }).waitFor();
    await page.context().close();
  });

  it("lets a signed-in member propose a source, which waits for the moderators", async () => {
    const member = await registerMember(e2e, "ledger_analyst");
    // a retried attempt starts without the first attempt's proposal
    await e2e.sql(`delete from incident_proposals where proposer_id = $1`, [member.id]);
    const page = await e2e.newPage();
    await page.goto("/mission");
    await page.evaluate((token) => localStorage.setItem("token", token), member.token);
    await page.goto(`/incident/${id}`);
    await page.getByText("Propose another source or attribution").click();
    const form = page.getByRole("form", { name: "Propose" });
    await form.getByLabel("Source address").fill("https://ministry.example/statement");
    await form.getByLabel("Outlet (optional)").fill("Ministry of Defence");
    await verifyAltcha(page);
    await form.getByRole("button", { name: "Send for review" }).click();
    await form.getByRole("status").filter({ hasText: "the moderators will review your proposal" }).waitFor();
    const rows = await e2e.sql<{ kind: string; status: string; url: string; outlet: string }>(
      `select kind, status, payload->'source'->>'url' as url, payload->'source'->>'outlet' as outlet
         from incident_proposals where event_id = $1 and proposer_id = $2`,
      [id, member.id],
    );
    expect(rows).toEqual([
      {
        kind: "source",
        status: "pending",
        url: "https://ministry.example/statement",
        outlet: "Ministry of Defence",
      },
    ]);
    // nothing public changes before review
    expect(await page.getByRole("region", { name: "Sources" }).locator("li").count()).toBe(2);
    await page.context().close();
  });

  it("shows a source a moderator approves in the review queue on the incident's page, as a new version", async () => {
    // an incident of its own, its source unique to this attempt (a retried attempt seeds another)
    const [incident] = await seedEvents(e2e, [
      {
        type: "russian",
        title: "Drone over the Ignalina plant",
        sourceUrl: `https://www.news.example.org/ignalina-${Date.now()}`,
        date: "2025-02-02",
        latitude: 55.6,
        longitude: 26.56,
      },
    ]);
    const member = await registerMember(e2e, "ledger_reporter");
    const warden = await registerMember(e2e, "ledger_warden");
    await e2e.sql("update users set role = 'moderator' where id = $1", [warden.id]);
    const signedIn = async (token: string) => {
      const page = await e2e.newPage();
      await page.goto("/mission");
      await page.evaluate((value) => localStorage.setItem("token", value), token);
      return page;
    };

    const proposer = await signedIn(member.token);
    await proposer.goto(`/incident/${incident}`);
    await proposer.getByText("Propose another source or attribution").click();
    const form = proposer.getByRole("form", { name: "Propose" });
    await form.getByLabel("Source address").fill("https://security.example.lt/ignalina-statement");
    await form.getByLabel("Outlet (optional)").fill("State Security Department");
    await verifyAltcha(proposer);
    await form.getByRole("button", { name: "Send for review" }).click();
    await form.getByRole("status").filter({ hasText: "the moderators will review your proposal" }).waitFor();
    await proposer.context().close();

    const moderator = await signedIn(warden.token);
    await moderator.goto("/forum/admin/incidents");
    const card = moderator
      .getByRole("listitem", { name: /^Proposal \d+$/ })
      .filter({ hasText: "State Security Department" });
    expect(await card.innerText()).toContain("Drone over the Ignalina plant, by ledger_reporter");
    await card.getByRole("button", { name: "Approve" }).click();
    await card.waitFor({ state: "detached" });
    await moderator.context().close();

    // a visitor sees the source, and the approval as version 2 of the history
    const visitor = await e2e.newPage();
    await visitor.goto(`/incident/${incident}`);
    const sources = visitor.getByRole("region", { name: "Sources" });
    const added = sources.getByRole("link", { name: /State Security Department/ });
    await added.waitFor();
    expect(await added.getAttribute("href")).toBe("https://security.example.lt/ignalina-statement");
    expect(await sources.locator("li").count()).toBe(2);
    const history = visitor.getByRole("region", { name: "History" });
    const versions = history.locator(".incident-ledger__list > li");
    expect(await versions.count()).toBe(2);
    expect(await versions.first().innerText()).toMatch(/^Version 2 · Source added · /);
    await history.getByRole("link", { name: "Version 2" }).click();
    await visitor.waitForURL(`**/incident/${incident}/v/2`);
    await visitor.getByRole("note").filter({ hasText: "Version 2 · Source added" }).waitFor();
    expect(await visitor.getByRole("region", { name: "Sources" }).locator("li").count()).toBe(2);
    await visitor.context().close();
  });

  it("shows the grading a moderator gives a source to everyone, as a new version", async () => {
    // the moderator of the test before, signed in again (registrations are limited per day)
    const warden = await registerMember(e2e, "ledger_warden");
    await e2e.sql("update users set role = 'moderator' where id = $1", [warden.id]);
    const moderator = await e2e.newPage();
    await moderator.goto("/mission");
    await moderator.evaluate((token) => localStorage.setItem("token", token), warden.token);
    await moderator.goto(`/incident/${id}`);
    const form = moderator.getByRole("form", { name: "Grade source 2" });
    await form.getByLabel("Reliability").selectOption("B");
    await form.getByLabel("Credibility").selectOption("2");
    await form.getByRole("button", { name: "Save grading" }).click();
    await form.getByRole("status").filter({ hasText: "Saved" }).waitFor();
    const graded = moderator.getByRole("region", { name: "Sources" }).locator("li").nth(1);
    await graded.getByText("Graded B2: usually reliable, probably true").waitFor();
    await moderator.context().close();

    // a visitor sees it beside the source, and the grading in the history
    const visitor = await e2e.newPage();
    await visitor.goto(`/incident/${id}`);
    const sources = visitor.getByRole("region", { name: "Sources" });
    await sources.getByText("Graded B2: usually reliable, probably true").waitFor();
    expect(await sources.locator("li").first().innerText()).not.toContain("Graded");
    // no grading form for visitors
    expect(await visitor.getByRole("form", { name: "Grade source 2" }).count()).toBe(0);
    const history = visitor.getByRole("region", { name: "History" });
    expect(await history.locator(".incident-ledger__list > li").first().innerText()).toMatch(
      /^Version \d+ · Source graded · [^\n]+\ngrading: ungraded → B2 for https:\/\/prosecutor\.example\/charge/,
    );
    await visitor.context().close();
  });
});
