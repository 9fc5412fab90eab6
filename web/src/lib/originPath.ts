/** Where the app goes after signing in when no origin was remembered. */
export const DEFAULT_ORIGIN_PATH = "/forum";

const PROBE_ORIGIN = "http://origin.invalid";
// pages that would send a freshly signed-in user straight back into the sign-in flow
const AUTH_PAGES = ["/forum/login", "/forum/register", "/forum/reset-password"];

/**
 * The remembered origin as a same-site path ("/forum/settings?tab=1"), or null when it is anything else:
 * an absolute URL, a protocol-relative one ("//evil.com", "/\evil.com"), a scheme ("javascript:"), or text
 * with control characters. Browsers treat "\" like "/" and drop tabs and newlines, so both are refused.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2048) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  if (AUTH_PAGES.includes(url.pathname.replace(/\/+$/, ""))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
