/** type-graphql's `valuesConfig` for an enum, from one description per value. */
export function describedBy<T extends string>(
  meanings: Record<T, string>,
): Record<T, { description: string }> {
  return Object.fromEntries(
    Object.entries<string>(meanings).map(([value, description]) => [value, { description }]),
  ) as Record<T, { description: string }>;
}
