/**
 * About how many bytes a value holds in memory: strings by their length (V8 keeps ASCII in one byte a
 * character), buffers and typed arrays by their length, numbers and booleans as 8, and containers as the
 * sum of what they hold plus a slot each. For byte budgets of caches, not for accounting to the byte.
 */
export function approximateBytes(value: unknown, seen = new Set<object>()): number {
  if (typeof value === "string") return 16 + value.length;
  if (value === null || typeof value !== "object") return 8;
  if (ArrayBuffer.isView(value)) return 64 + value.byteLength;
  if (seen.has(value)) return 8;
  seen.add(value);
  if (value instanceof Map)
    return [...value].reduce(
      (sum, [key, item]) => sum + approximateBytes(key, seen) + approximateBytes(item, seen),
      64,
    );
  if (Array.isArray(value))
    return value.reduce((sum: number, item) => sum + 8 + approximateBytes(item, seen), 32);
  return Object.entries(value).reduce(
    (sum, [key, item]) => sum + key.length + 8 + approximateBytes(item, seen),
    32,
  );
}
