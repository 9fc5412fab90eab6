/** A PostgreSQL array literal for one bound parameter (`= any(?::uuid[])`): knex would expand a JS array. */
export function sqlArray(values: readonly (string | null)[]): string {
  const element = (value: string | null) =>
    value === null ? "NULL" : `"${String(value).replace(/["\\]/g, "\\$&")}"`;
  return `{${values.map(element).join(",")}}`;
}
