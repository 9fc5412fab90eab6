/** A type-graphql enum whose values are their own names, from a list of them. */
export const enumOf = <T extends string>(values: readonly T[]) =>
  Object.fromEntries(values.map((v) => [v, v])) as { [K in T]: K };

/** type-graphql's `valuesConfig` for an enum, from one description per value. */
export function describedBy<T extends string>(
  meanings: Record<T, string>,
): Record<T, { description: string }> {
  return Object.fromEntries(
    Object.entries<string>(meanings).map(([value, description]) => [value, { description }]),
  ) as Record<T, { description: string }>;
}
