/**
 * The form of a source URL that decides whether it was already submitted: WHATWG parsing lower-cases the
 * scheme and host and drops a default port; the fragment never names a different article, so it goes too.
 */
export function sourceUrlKey(sourceUrl: string): string {
  const url = new URL(sourceUrl.trim());
  url.hash = "";
  return url.href;
}
