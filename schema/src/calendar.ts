import { messages } from "./messages.js";

// Calendar days and the dd/mm/yyyy fields: a module of its own, so the map's day filter does not bring the
// forms' rules with it.

/** A yyyy-mm-dd string naming a real calendar day (no 31 February). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The months' English names, January first. */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** What is wrong with a date typed as dd/mm/yyyy, with its figures, so each language can word it. */
export type DayMonthYearProblem =
  | { problem: "format" }
  | { problem: "month"; month: number }
  | { problem: "day"; day: number; month: number; year: number; days: number };

/**
 * What is wrong with a date typed as dd/mm/yyyy, or undefined when it names a real day. A well-formed date
 * that names no day (31/02/2024, 12/13/2024) says so, since "write it as dd/mm/yyyy" would not help there.
 * One rule for every dd/mm/yyyy field: map filter, statistics, submission and the review queue.
 */
export function dayMonthYearProblem(text: string): DayMonthYearProblem | undefined {
  const match = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text.trim());
  if (!match) return { problem: "format" };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12) return { problem: "month", month };
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > days) return { problem: "day", day, month, year, days };
  return undefined;
}

/** dayMonthYearProblem in English words (the web app words it in the page's language). */
export function dayMonthYearError(text: string): string | undefined {
  const found = dayMonthYearProblem(text);
  if (!found) return undefined;
  if (found.problem === "format") return messages.dateFormat;
  // written here rather than in `messages`, which every page loads: only the date fields need them
  if (found.problem === "month") return `There is no month ${found.month}: months go from 01 to 12`;
  return `${MONTH_NAMES[found.month - 1]} ${found.year} has no day ${found.day}: it has ${found.days} days`;
}
