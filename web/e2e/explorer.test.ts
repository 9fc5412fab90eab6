import { readFileSync } from "node:fs";
import { researchExamples } from "../src/features/explorer/index.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seriousAccessibilityProblems } from "./axe.js";
import { startE2E, type E2E } from "./harness.js";
import { onThisMachine } from "../../api/test/slowness.js";

describe("the research API explorer in a real browser", () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E();
    await e2e.sql(
      `insert into events (type, title, title_source, source_url, source_url_key, date, latitude, longitude,
                           status, created_at, updated_at)
       values ('russian', 'Drone over Riga port', 'page', 'https://example.org/riga', 'https://example.org/riga',
               '2024-03-01', 56.95, 24.1, 'approved', now(), now())`,
    );
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("opens at /graphql with the documentation's examples, runs one and shows its results, all from this server", async () => {
    const page = await e2e.newPage({ viewport: { width: 1400, height: 900 } });
    const problems: string[] = [];
    const elsewhere: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("request", (request) => {
      if (!request.url().startsWith(e2e.url) && !/^(data|blob):/.test(request.url()))
        elsewhere.push(request.url());
    });

    await page.goto("/graphql");
    await page.locator(".graphiql-container").waitFor();
    // one tab per example of docs/research-api.md, the first one open
    await expect.poll(() => page.locator(".graphiql-tab").count()).toBeGreaterThanOrEqual(5);
    await expect.poll(() => page.locator(".graphiql-query-editor").innerText()).toMatch(/BalticIncidents/);
    // every example's tab is named, and the explorer leads back to the site and to the API guide
    const titles = await page.locator(".graphiql-tab").allInnerTexts();
    expect(titles.filter((title) => /untitled/.test(title))).toEqual([]);
    expect(titles.join(" ")).toMatch(/Event\b/);
    expect(await page.getByRole("link", { name: "← Incident Watch Europe" }).getAttribute("href")).toBe("/");
    expect(await page.getByRole("link", { name: /API guide/ }).getAttribute("href")).toMatch(/^blob:/);

    await page.getByRole("button", { name: /Execute query/ }).click();
    // the editor draws spaces as non-breaking ones
    const response = async () => (await page.locator(".graphiql-response").innerText()).replace(/\s+/g, " ");
    await expect
      .poll(response, { timeout: onThisMachine(20_000) })
      .toMatch(/"title": "Drone over Riga port"/);
    expect(await response()).toMatch(/"totalCount": 1/);

    expect(problems).toEqual([]);
    expect(elsewhere).toEqual([]);
    await page.context().close();
  });

  it.each(["light", "dark"] as const)(
    "finds no serious or critical accessibility problem in the %s theme once started, nor after another tab's query has run",
    async (colorScheme) => {
      const page = await e2e.newPage({
        bypassCSP: true,
        colorScheme,
        viewport: { width: 1400, height: 900 },
      });
      await page.goto("/graphql");
      const editor = page.locator(".graphiql-query-editor");
      await expect
        .poll(() => editor.innerText(), { timeout: onThisMachine(20_000) })
        .toMatch(/BalticIncidents/);
      await expect.poll(() => page.locator("body.explorer-starting").count()).toBe(0);
      expect(await seriousAccessibilityProblems(page)).toEqual([]);

      // the second example's tab, run: its results pane is checked too
      const doc = readFileSync(new URL("../../docs/research-api.md", import.meta.url), "utf8");
      const name = /(?:query|subscription)\s+(\w+)/.exec(researchExamples(doc)[1]!.query)![1]!;
      await page.locator(".graphiql-tab").nth(1).locator("button").first().click();
      await expect.poll(() => page.locator(".graphiql-tab-active").innerText()).toContain(name);
      // each tab is a list item with its own button and its close button, the open one marked current
      expect(
        await page.locator(".graphiql-tab-active .graphiql-tab-button").getAttribute("aria-current"),
      ).toBe("true");
      expect(await page.locator("[aria-current]").count()).toBe(1);
      await expect.poll(() => editor.innerText(), { timeout: onThisMachine(20_000) }).toContain(name);
      await page.getByRole("button", { name: /Execute query/ }).click();
      const response = async () =>
        (await page.locator(".graphiql-response").innerText()).replace(/\s+/g, " ");
      await expect.poll(response, { timeout: onThisMachine(20_000) }).toMatch(/"data"/);
      expect(await seriousAccessibilityProblems(page)).toEqual([]);
      await page.context().close();
    },
  );

  it("runs the live subscription's tab over the WebSocket, without a session, and shows the changes as they come", async () => {
    const page = await e2e.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto("/graphql");
    await page.locator(".graphiql-container").waitFor();
    await expect.poll(() => page.locator(".graphiql-tab").count()).toBeGreaterThanOrEqual(5);
    // the tabs of examples not opened yet are untitled: find it by its place in the documentation
    const doc = readFileSync(new URL("../../docs/research-api.md", import.meta.url), "utf8");
    const tab = researchExamples(doc).findIndex((example) => /IncidentsLive/.test(example.query));
    expect(tab).toBeGreaterThan(0);
    // chosen at once: the tabs take the click only once the query editor has started, so the editor
    // follows the choice (before, it kept the first tab's query)
    const editor = page.locator(".graphiql-query-editor");
    await page
      .locator(".graphiql-tab")
      .nth(tab)
      .locator("button")
      .first()
      .click({ timeout: onThisMachine(30_000) });
    await expect.poll(() => page.locator(".graphiql-tab-active").innerText()).toMatch(/IncidentsLive/);
    // the editor takes the tab's query a moment after the tab is marked active: Execute runs what it holds
    await expect
      .poll(() => editor.innerText(), { timeout: onThisMachine(20_000) })
      .toMatch(/subscription\s+IncidentsLive/);
    await page.getByRole("button", { name: /Execute query/ }).click();
    const response = async () => (await page.locator(".graphiql-response").innerText()).replace(/\s+/g, " ");
    // a moderator's change as the outbox carries it; written again each second until the tab shows one
    // (the subscription starts a moment after the click)
    const change = {
      change: "published",
      id: "424242",
      incident: {
        id: "424242",
        type: "chinese",
        kind: "cyber",
        country: "LV",
        title: "Live from the outbox",
        titleSource: "page",
        sourceUrl: "https://example.org/live",
        date: "2024-04-01",
        latitude: 56.95,
        longitude: 24.1,
      },
      previous: null,
      changedAt: new Date().toISOString(),
    };
    await expect
      .poll(
        async () => {
          await e2e.sql("insert into live_events (topic, payload) values ('incidentChanged', $1::jsonb)", [
            JSON.stringify(change),
          ]);
          return response();
        },
        { timeout: onThisMachine(20_000), interval: 1000 },
      )
      .toMatch(/"title": "Live from the outbox"/);
    expect(await response()).toMatch(/"change": "published"/);
    await page.context().close();
  });

  it("leaves GraphQL clients that ask for JSON to the API", async () => {
    const response = await fetch(
      `${e2e.url}/graphql?query=${encodeURIComponent("{ siteInfo { contactEmail } }")}`,
      {
        headers: { accept: "application/json" },
      },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: { siteInfo: { contactEmail: expect.any(String) as unknown } },
    });
  });
});
