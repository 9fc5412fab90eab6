import { describe, expect, it } from "vitest";
import { mappingErrors, PRESETS, readImportRow, type ImportMapping } from "./imports.js";
import { messages } from "./messages.js";

const mapping: ImportMapping = {
  sourceUrl: { column: "url" },
  date: { column: "date" },
  latitude: { column: "lat" },
  longitude: { column: "lon" },
  title: { column: "title" },
  titleLanguage: { column: "lang" },
  type: { value: "russian" },
  kind: { value: "sabotage" },
};
const row = (date: string, lang = "en") => ({
  url: "https://news.example/a",
  date,
  lat: "52.2",
  lon: "21.0",
  title: "Depot fire",
  lang,
});
const read = (date: string, lang?: string) => readImportRow(row(date, lang), mapping, "custom", "2026-11-27");

describe("readImportRow", () => {
  it.each([
    ["12/11/2026", "2026-11-12"],
    ["3/4/2026", "2026-04-03"],
    ["03.04.2026", "2026-04-03"],
    ["2026-11-12", "2026-11-12"],
    ["2026-11-12T09:30:00Z", "2026-11-12"],
  ])("takes %s as the site types days, or as ISO: %s", (date, day) => {
    expect(read(date)).toMatchObject({ ok: true, date: day });
  });

  it("refuses a dd/mm/yyyy date that names no day", () => {
    expect(read("31/02/2026")).toEqual({ ok: false, errors: { date: messages.dateInvalid } });
  });

  it("keeps the title's language from its column, whatever its case", () => {
    expect(read("12/11/2026", "PL")).toMatchObject({ ok: true, titleLanguage: "pl" });
  });

  it("refuses a row whose title's language is none of the site's", () => {
    expect(read("12/11/2026", "pt")).toEqual({
      ok: false,
      errors: { titleLanguage: messages.importTitleLanguageInvalid },
    });
  });
});

describe("mappingErrors", () => {
  it("asks for the titles' language when the file gives titles", () => {
    const { titleLanguage: _, ...withoutLanguage } = mapping;
    expect(mappingErrors(withoutLanguage)).toEqual({ titleLanguage: messages.importTitleLanguageUnmapped });
  });

  it("takes one language for every row, and refuses one the site does not have", () => {
    expect(mappingErrors({ ...mapping, titleLanguage: { value: "de" } })).toEqual({});
    expect(mappingErrors({ ...mapping, titleLanguage: { value: "xx" } })).toEqual({
      titleLanguage: messages.importTitleLanguageInvalid,
    });
  });

  it("marks ACLED's notes English, as ACLED writes them", () => {
    expect(PRESETS.acled.mapping.titleLanguage).toEqual({ value: "en" });
  });
});
