/**
 * Whether an If-None-Match header names the entity tag, compared weakly as RFC 9110 §13.1.2 asks: W/"x"
 * matches "x" (compressing proxies weaken tags), a list matches when any of its tags does, and * always.
 */
export function noneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return (header.match(/(W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === opaque(etag));
}
