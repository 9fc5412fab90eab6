/**
 * Whether a path segment can name anything: the API reads ids as integers or UUIDs and refuses other
 * spellings as bad input, so a page asks only for these and shows any other as not found.
 */
export function isId(value: string): boolean {
  return (
    /^\d{1,18}$/.test(value) || /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
  );
}
