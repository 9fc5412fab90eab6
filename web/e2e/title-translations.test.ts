import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { canvasOrigin, markers, seedEvents, waitForMapAtRest } from "./mapHelpers.js";
import { gql, registerMember } from "./forumSeed.js";

const SET = `mutation ($id: ID!, $language: String!, $title: String!) {
  setTitleTranslation(id: $id, language: $language, title: $title) { id } }`;
const UPDATE = `mutation ($id: ID!, $title: String!) { updateEvent(id: $id, input: { title: $title }) { id } }`;

describe("an incident's title translated by a moderator, in a real browser", () => {
  let e2e: E2E;
  let id: string;
  beforeAll(async () => {
    e2e = await startE2E();
    [id] = (await seedEvents(e2e, [
      {
        type: "russian",
        title: "Fire at a warehouse in Warsaw",
        sourceUrl: "https://news.example.org/warehouse-fire",
        date: "2024-05-12",
        latitude: 52.23,
        longitude: 21.01,
      },
    ])) as [string];
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("shows the Polish translation on /pl/ with its label and the original on request; a title edit brings the original back", async () => {
    const moderator = await registerMember(e2e, "title_translator");
    await e2e.sql("update users set role = 'moderator' where id = $1", [moderator.id]);
    await gql(e2e, SET, { id, language: "pl", title: "Pożar magazynu w Warszawie" }, moderator.token);

    const page = await e2e.newPage({ webgl: true });
    await page.goto(`/pl/incident/${id}`);
    const heading = page.getByRole("heading", { level: 1 });
    await page.getByRole("heading", { level: 1, name: "Pożar magazynu w Warszawie" }).waitFor();
    // the source language named in Polish by Intl
    expect(await page.locator(".translated-title__label").innerText()).toContain(
      "Przetłumaczone przez moderatora, oryginał: angielski",
    );
    await page.getByRole("button", { name: "Pokaż oryginał" }).click();
    expect(await heading.innerText()).toBe("Fire at a warehouse in Warsaw");
    expect(await heading.getAttribute("lang")).toBe("en");
    await page.getByRole("button", { name: "Pokaż tłumaczenie" }).click();
    expect(await heading.innerText()).toBe("Pożar magazynu w Warszawie");

    // the map's popup on /pl/ shows it the same way, with its label and the original on request
    await page.goto("/pl/");
    await waitForMapAtRest(page);
    const [marker] = await markers(page);
    const origin = await canvasOrigin(page);
    await page.mouse.click(origin.x + marker!.x, origin.y + marker!.y);
    const popup = page.locator(".incident-popup");
    await popup.getByRole("heading", { name: "Pożar magazynu w Warszawie" }).waitFor();
    expect(await popup.locator(".translated-title__label").innerText()).toContain(
      "Przetłumaczone przez moderatora",
    );
    await popup.getByRole("button", { name: "Pokaż oryginał" }).click();
    await popup.getByRole("heading", { name: "Fire at a warehouse in Warsaw" }).waitFor();
    await page.goto(`/pl/incident/${id}`);

    // the title corrected: the translation is stale, and readers see the original, unlabelled
    await gql(e2e, UPDATE, { id, title: "Arson at a warehouse in Warsaw" }, moderator.token);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Arson at a warehouse in Warsaw" }).waitFor();
    expect(await page.locator(".translated-title__label").count()).toBe(0);
    await page.context().close();
  });
});
