/** A PostgreSQL array literal for one bound parameter (`= any(?::uuid[])`): knex would expand a JS array. */
export function sqlArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${String(value).replace(/["\\]/g, "\\$&")}"`).join(",")}}`;
}
