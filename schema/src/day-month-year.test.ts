import { describe, expect, it } from "vitest";
import { dayMonthYearError } from "./calendar.js";

describe("a date typed as dd/mm/yyyy", () => {
  it.each(["29/02/2024", "31/12/2023", "1/3/2024", "01.03.2024"])("takes %j", (text) => {
    expect(dayMonthYearError(text)).toBeUndefined();
  });

  it("says a day the month does not have does not exist, leap years counted", () => {
    expect(dayMonthYearError("31/02/2024")).toBe("February 2024 has no day 31: it has 29 days");
    expect(dayMonthYearError("29/02/2023")).toBe("February 2023 has no day 29: it has 28 days");
    expect(dayMonthYearError("31/04/2024")).toBe("April 2024 has no day 31: it has 30 days");
    expect(dayMonthYearError("00/01/2024")).toBe("January 2024 has no day 0: it has 31 days");
  });

  it("says a month past December does not exist", () => {
    expect(dayMonthYearError("12/13/2024")).toBe("There is no month 13: months go from 01 to 12");
  });

  it.each(["2024-02-01", "31/02", "31/02/24", "soon"])("asks for dd/mm/yyyy when given %j", (text) => {
    expect(dayMonthYearError(text)).toBe("Write the date as dd/mm/yyyy");
  });
});
