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
