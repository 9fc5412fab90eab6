/** A PostgreSQL array literal for one bound parameter (`= any(?::uuid[])`): knex would expand a JS array. */
export function sqlArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${String(value).replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
}

/** Timestamps are kept to the millisecond, so a cursor made from a JS Date finds its row again. */
export const NOW_MS = "date_trunc('milliseconds', now())";
