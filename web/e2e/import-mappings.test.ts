import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startE2E, type E2E } from "./harness.js";
import { pageAs, registerMember, type Member } from "./forumSeed.js";
import { onThisMachine } from "../../api/test/slowness.js";

const WORDS = {
  en: {
    path: "/forum/admin/imports",
    file: "CSV or GeoJSON file",
    upload: "Upload",
    uploaded: /is uploaded as import #\d+/,
    fields: { sourceUrl: "Source URL", date: "Date", latitude: "Latitude", longitude: "Longitude" },
    name: "Name this mapping to save it",
    save: "Save mapping",
    savedAs: (name: string) => `Saved as “${name}”.`,
    fits: "Saved for a file with these same columns:",
    apply: (name: string) => `Apply “${name}”`,
    delete: (name: string) => `Delete “${name}”`,
    deleted: (name: string) => `“${name}” is deleted.`,
    dryRun: "Dry run",
  },
  pl: {
    path: "/pl/forum/admin/imports",
    file: "Plik CSV lub GeoJSON",
    upload: "Prześlij",
    uploaded: /przesłano jako import nr \d+/,
    fields: {
      sourceUrl: "Adres URL źródła",
      date: "Data",
      latitude: "Szerokość geograficzna",
      longitude: "Długość geograficzna",
    },
    name: "Nazwij to mapowanie, aby je zapisać",
    save: "Zapisz mapowanie",
    savedAs: (name: string) => `Zapisano jako „${name}”.`,
    fits: "Zapisane dla pliku z tymi samymi kolumnami:",
    apply: (name: string) => `Zastosuj „${name}”`,
    delete: (name: string) => `Usuń „${name}”`,
    deleted: (name: string) => `Usunięto „${name}”.`,
    dryRun: "Próba",
  },
} as const;

type Words = (typeof WORDS)[keyof typeof WORDS];

async function upload(page: Page, words: Words, name: string, csv: string) {
  await page.getByLabel(words.file).setInputFiles({ name, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: words.upload, exact: true }).click();
  await page.getByText(words.uploaded).filter({ hasText: name }).waitFor();
}

/** Saved column mappings (decision 143): saved by name, offered for the next file of the same shape. */
describe("a saved column mapping offered for the next file of the same shape, in a real browser", () => {
  let e2e: E2E;
  let moderator: Member;
  beforeAll(async () => {
    e2e = await startE2E();
    moderator = await registerMember(e2e, "mapping_moderator");
    await e2e.sql("update users set role = 'moderator' where id = $1", [moderator.id]);
  });
  afterAll(async () => {
    await e2e?.close();
  });

  it.each([
    ["en", 1280],
    ["pl", 390],
  ] as const)(
    "saves a mapping, applies it to a file of the same columns, then deletes it (%s, %i px)",
    async (lang, width) => {
      const words = WORDS[lang];
      const mappingName = `Harbour watch ${lang} ${Date.now() % 100_000}`;
      const page = await pageAs(e2e, moderator);
      await page.setViewportSize({ width, height: 900 });
      await page.goto(words.path);

      await upload(
        page,
        words,
        `first-${lang}.csv`,
        "link,day,lat,lon\r\nhttps://a.example.org/1,2024-04-02,50.1,20.1\r\n",
      );
      const select = (field: keyof Words["fields"]) => page.getByLabel(words.fields[field], { exact: true });
      await select("sourceUrl").selectOption(":link");
      await select("date").selectOption(":day");
      await select("latitude").selectOption(":lat");
      await select("longitude").selectOption(":lon");
      await page.getByLabel(words.name).fill(mappingName);
      await page.getByRole("button", { name: words.save }).click();
      await page.getByText(words.savedAs(mappingName)).waitFor();

      // the same columns in another order and case: the saved mapping is offered first
      const second = `LON,Link,Day,LAT\r\n21.2,https://b.example.org/${lang}-1,2024-04-03,51.2\r\n22.3,https://b.example.org/${lang}-2,2024-04-04,52.3\r\n`;
      await upload(page, words, `second-${lang}.csv`, second);
      await page.getByText(words.fits).waitFor();
      expect(await select("sourceUrl").inputValue()).toBe("");
      await page.getByRole("button", { name: words.apply(mappingName) }).click();
      expect(await select("sourceUrl").inputValue()).toBe(":Link");
      expect(await select("latitude").inputValue()).toBe(":LAT");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.getByRole("button", { name: words.dryRun, exact: true }).click();
      await page.getByTestId("import-counts").waitFor({ timeout: onThisMachine(60_000) });
      const [run] = await e2e.sql<{ rows: number; created: number; refused: number }>(
        "select rows, created, refused from data_imports where file_name = $1",
        [`second-${lang}.csv`],
      );
      expect(run).toEqual({ rows: 2, created: 2, refused: 0 });

      await page.getByRole("button", { name: words.delete(mappingName) }).click();
      await page.getByText(words.deleted(mappingName)).waitFor();
      await page.getByRole("button", { name: words.apply(mappingName) }).waitFor({ state: "detached" });
      await page.close();
    },
  );
});
