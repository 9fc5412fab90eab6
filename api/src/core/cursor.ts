/** Cursors are opaque to clients: base64url of the sort key's parts. */
export function encodeCursor(parts: readonly string[]): string {
  return Buffer.from(JSON.stringify(parts)).toString("base64url");
}

/** The parts of a cursor, or undefined when it was not made by encodeCursor with that many parts. */
export function decodeCursor(cursor: string, length: number): string[] | undefined {
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (!Array.isArray(parts) || parts.length !== length) return undefined;
    return parts.every((part) => typeof part === "string") ? (parts as string[]) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An instant exactly as Date#toISOString writes it, in a year PostgreSQL accepts (it has no year 0):
 * Date.parse alone accepts forms, like "Tue 2024" or "+275760-09-13", that PostgreSQL refuses.
 */
export function isIsoInstant(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(value) || value.startsWith("0000")) return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString() === value;
}

/** Where a page of a cursor connection starts and ends (Relay's PageInfo). */
export interface PageInfoShape {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

/**
 * Relay's page info for a page read forward (`first` and `after`): items come before it when it starts
 * after a cursor; its cursors are its first and last items'.
 */
export function forwardPageInfo(
  edges: readonly { cursor: string }[],
  hasNextPage: boolean,
  after: string | null | undefined,
): PageInfoShape {
  return {
    hasNextPage,
    hasPreviousPage: Boolean(after),
    startCursor: edges[0]?.cursor ?? null,
    endCursor: edges.at(-1)?.cursor ?? null,
  };
}
