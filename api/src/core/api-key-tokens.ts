/** What every API key's secret starts with: tells a key from a session token at a glance, and to scanners. */
export const KEY_PREFIX = "iwk_";

export const looksLikeKey = (token: string) => token.startsWith(KEY_PREFIX);

/**
 * The key an Authorization header carries: `Bearer <key>`, or Basic with the key as the password (the
 * user name is ignored), which several TAXII clients only support. Undefined when it carries no key.
 */
export function keyFromAuthorization(header: string | undefined): string | undefined {
  const match = /^(Bearer|Basic)\s+(\S+)$/i.exec(header?.trim() ?? "");
  if (!match) return undefined;
  const scheme = match[1]!.toLowerCase();
  const value =
    scheme === "bearer"
      ? match[2]!
      : Buffer.from(match[2]!, "base64").toString("utf8").split(":").slice(1).join(":");
  return looksLikeKey(value) ? value : undefined;
}
