import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCategory, registerMember } from "./forumSeed.js";
import { startE2E, type E2E } from "./harness.js";

/** The page's <html lang>, once the page's own heading is on screen. */
async function htmlLang(page: Page) {
  return page.locator("html").getAttribute("lang");
}

describe("the text pages and the admin area in other languages, in a real browser", () => {
  let e2e: E2E;
  beforeAll(async () => {
    e2e = await startE2E({ env: { RATE_LIMIT_FACTOR: "100" } });
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it("shows the codebook in German, its tables and the schema's words in German too", async () => {
    const page = await e2e.newPage();
    await page.goto("/de/codebook");
    await page.getByRole("heading", { level: 1, name: "Codebuch" }).waitFor();
    expect(await htmlLang(page)).toBe("de");
    await page.getByRole("table", { name: "Die Felder eines Vorfalls" }).waitFor();
    const kinds = page.getByRole("table", { name: "kind" });
    await kinds.getByRole("columnheader", { name: "Bedeutung" }).waitFor();
    await kinds.getByText("Luftraum und Drohnen").waitFor();
    await kinds.getByText(/^Drohnen oder Flugzeuge über Militärgelände/).waitFor();
    await page.getByRole("table", { name: /^reliability: wie zuverlässig die Quelle ist$/ }).waitFor();
    expect(await page.getByText("The fields of an incident").count()).toBe(0);
    await page.context().close();
  });

  it("shows the mission and the privacy policy in Ukrainian, keeping the policy's facts", async () => {
    const page = await e2e.newPage();
    await page.goto("/uk/mission");
    await page.getByRole("heading", { level: 1, name: "Наша місія" }).waitFor();
    expect(await htmlLang(page)).toBe("uk");
    await page.getByRole("link", { name: "форум" }).first().waitFor();
    expect(await page.getByRole("link", { name: "форум" }).first().getAttribute("href")).toBe("/uk/forum");
    await page.goto("/uk/privacy-policy");
    await page.getByRole("heading", { level: 1, name: "Політика конфіденційності" }).waitFor();
    expect(await htmlLang(page)).toBe("uk");
    await page.getByText("Останнє оновлення: березень 2025").waitFor();
    await page.getByText(/щонайменше 16 років/).waitFor();
    await page.getByText("Хешовані метадані надсилань: не довше 30 днів.").waitFor();
    await page.getByText("token", { exact: true }).waitFor();
    await page.context().close();
  });

  it("shows a moderator the admin area in Polish", async () => {
    const moderator = await registerMember(e2e, "straznik_pl");
    await e2e.sql("update users set role = 'moderator' where id = $1", [moderator.id]);
    const page = await e2e.newPage();
    await page.goto("/pl/forum/login");
    await page.getByLabel("Nazwa użytkownika", { exact: true }).fill(moderator.username);
    await page.getByLabel("Hasło", { exact: true }).fill(moderator.password);
    await page.getByRole("button", { name: "Zaloguj się" }).click();
    await page.getByRole("button", { name: new RegExp(moderator.username) }).waitFor();

    await page.goto("/pl/forum/admin");
    await page.getByRole("heading", { level: 1, name: "Panel administracyjny" }).waitFor();
    expect(await htmlLang(page)).toBe("pl");
    const nav = page.getByRole("navigation", { name: "Administracja" });
    for (const name of ["Pulpit", "Incydenty", "Zgłoszenia", "Użytkownicy", "Dziennik działań"])
      await nav.getByRole("link", { name: new RegExp(`^${name}`) }).waitFor();
    expect(await nav.getByRole("link", { name: "Użytkownicy" }).getAttribute("href")).toBe(
      "/pl/forum/admin/users",
    );
    await page.getByText("incydentów czeka na weryfikację").waitFor();

    await nav.getByRole("link", { name: "Użytkownicy" }).click();
    await page.getByRole("columnheader", { name: "Ostatnio aktywny" }).waitFor();
    await page.getByText(/^\d+ członk/).waitFor();
    await page.context().close();
  });

  it("shows a moderator the categories, reports and audit log in German", async () => {
    await createCategory(e2e, "Sabotage", "Kabel und Gleise");
    const moderator = await registerMember(e2e, "waechter_de");
    await e2e.sql("update users set role = 'moderator' where id = $1", [moderator.id]);
    const page = await e2e.newPage();
    await page.goto("/de/forum/login");
    await page.getByLabel("Benutzername", { exact: true }).fill(moderator.username);
    await page.getByLabel("Passwort", { exact: true }).fill(moderator.password);
    await page.getByRole("button", { name: "Anmelden" }).click();
    await page.getByRole("button", { name: new RegExp(moderator.username) }).waitFor();

    await page.goto("/de/forum/admin/categories");
    await page.getByRole("heading", { level: 2, name: "Kategorien" }).waitFor();
    expect(await htmlLang(page)).toBe("de");
    await page.getByText("Nur Admins können Kategorien anlegen, ändern, umsortieren oder löschen.").waitFor();
    await page.getByText("0 Themen, 0 Beiträge").waitFor();

    await page.goto("/de/forum/admin/reports");
    await page.getByRole("group", { name: "Status der Meldungen" }).waitFor();
    await page.getByText("Keine offenen Meldungen. Alles erledigt.").waitFor();

    await page.goto("/de/forum/admin/audit");
    await page.getByRole("heading", { level: 2, name: "Protokoll" }).waitFor();
    await page.getByRole("form", { name: "Filter" }).getByLabel("Teammitglied").waitFor();
    expect(await page.getByRole("button", { name: "Filtern" }).count()).toBe(1);
    await page.context().close();
  });
});
