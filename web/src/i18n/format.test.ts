import { LOCALES } from "@incident-watch/schema";
import { describe, expect, it } from "vitest";
import { formatDay, formatters } from "./format";

const MOMENT = "2026-11-27T00:38:00.000Z";

describe("the site's dates", () => {
  it("writes a day as dd/mm/yyyy in every language", () => {
    for (const locale of LOCALES) expect(formatters(locale).day("2024-05-14")).toBe("14/05/2024");
    expect(formatDay("2024-05-14T23:30:00Z")).toBe("14/05/2024");
    expect(formatDay("soon")).toBe("soon");
  });

  it("writes a moment in the language's own numeric style, in UTC and saying so", () => {
    expect(formatters("en").instant(MOMENT)).toBe("27/11/2026, 00:38 UTC");
    expect(formatters("pl").instant(MOMENT)).toBe("27.11.2026, 00:38 UTC");
    expect(formatters("de").instant(new Date(MOMENT))).toBe("27.11.2026, 00:38 UTC");
    expect(formatters("fr").instant(Date.parse(MOMENT))).toBe("27/11/2026 00:38 UTC");
  });

  it("writes every language's moment with its full year, its time and UTC, whatever the browser's zone", () => {
    for (const locale of LOCALES) {
      const text = formatters(locale).instant("2026-11-26T23:59:00Z");
      // the day it was in UTC (the 26th, never the 27th of a zone east of it)
      expect(text, locale).toMatch(/^(26\D+11\D+2026|2026\D+11\D+26)\D+23[:.]59 UTC$/);
    }
  });
});

describe("the forum's relative times", () => {
  it("counts whole units ago with each language's plural forms, the spec's English word for word", () => {
    const english = formatters("en");
    expect(english.ago(1, "minute")).toBe("1 minute ago");
    expect(english.ago(5, "hour")).toBe("5 hours ago");
    // a number, never "yesterday" or "last year"
    expect(english.ago(1, "day")).toBe("1 day ago");
    expect(english.ago(1, "year")).toBe("1 year ago");
    expect(formatters("pl").ago(5, "minute")).toBe("5 minut temu");
    expect(formatters("pl").ago(2, "minute")).toBe("2 minuty temu");
    expect(formatters("de").ago(3, "day")).toBe("vor 3 Tagen");
  });
});
