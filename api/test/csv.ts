import { expect } from "vitest";
import { csvRows } from "./csv-rows.js";

/** A whole CSV file's rows (csvRows), which ends in a line break. */
export function parseCsv(text: string): string[][] {
  const { rows, rest } = csvRows(text);
  expect(rest).toEqual({ row: [], cell: "" });
  return rows;
}
