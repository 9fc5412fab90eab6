import { describe, expect, it } from "vitest";
import { maskDayMonthYear, parseCalendarDay, parseDayMonthYear } from "./dayMonthYear";

describe("dd/mm/yyyy dates", () => {
  it.each([
    ["14/05/2024", "2024-05-14"],
    ["4/5/2024", "2024-05-04"],
    [" 01.12.2023 ", "2023-12-01"],
    ["31-01-2020", "2020-01-31"],
  ])("reads %j as %s", (text, iso) => {
    expect(parseDayMonthYear(text)).toBe(iso);
  });

  it.each(["", "2024-05-14", "14/05/24", "14/05", "aa/bb/cccc", "140/05/2024", "14/05/2024x"])(
    "does not read %j",
    (text) => {
      expect(parseDayMonthYear(text)).toBeNull();
    },
  );

  it("leaves the calendar check to the shared rule: 31/02 is read, not judged", () => {
    expect(parseDayMonthYear("31/02/2024")).toBe("2024-02-31");
  });

  it("puts the slashes in as a day and a month are typed", () => {
    expect(maskDayMonthYear("1", "")).toBe("1");
    expect(maskDayMonthYear("14", "1")).toBe("14/");
    expect(maskDayMonthYear("14/0", "14/")).toBe("14/0");
    expect(maskDayMonthYear("14/05", "14/0")).toBe("14/05/");
    expect(maskDayMonthYear("14/05/2024", "14/05/202")).toBe("14/05/2024");
    expect(maskDayMonthYear("4/05", "4/0")).toBe("4/05/");
  });

  it("takes a typed slash after one it put in as the same slash", () => {
    expect(maskDayMonthYear("14//", "14/")).toBe("14/");
    expect(maskDayMonthYear("14/05//", "14/05/")).toBe("14/05/");
  });

  it("splits a pasted run of digits and turns dots and dashes into slashes", () => {
    expect(maskDayMonthYear("14052024", "")).toBe("14/05/2024");
    expect(maskDayMonthYear("14.05.2024", "")).toBe("14/05/2024");
    expect(maskDayMonthYear("14/052024", "14/05")).toBe("14/05/2024");
  });

  it("drops letters, stops at ten characters and lets a slash be deleted", () => {
    expect(maskDayMonthYear("14/05/2024abc", "14/05/2024")).toBe("14/05/2024");
    expect(maskDayMonthYear("14/05/20245", "14/05/2024")).toBe("14/05/2024");
    expect(maskDayMonthYear("14", "14/")).toBe("14");
  });

  it("takes only a real day as a calendar day", () => {
    expect(parseCalendarDay("29/02/2024")).toBe("2024-02-29");
    expect(parseCalendarDay("29/02/2023")).toBeNull();
    expect(parseCalendarDay("14-05")).toBeNull();
  });
});
