/**
 * The paths the web app has a screen for, as patterns (":name" is one path segment, a trailing "*" any
 * rest). The server answers any other path with HTTP 404 (and the app's "Page not found" screen); the web
 * router declares the same screens (web/src/app/router.tsx).
 */
export const SITE_ROUTES: readonly string[] = [
  "/",
  "/latest",
  "/submit",
  "/mission",
  "/privacy-policy",
  "/statistics",
  "/codebook",
  "/incident/:id",
  "/incident/:id/v/:number",
  "/forum",
  "/forum/login",
  "/forum/register",
  "/forum/reset-password",
  "/forum/category/:categoryId",
  "/forum/thread/:threadId",
  "/forum/user/:username",
  "/forum/search",
  "/forum/settings",
  "/forum/new-thread",
  "/forum/notifications",
  "/forum/reports",
  "/forum/admin",
  "/forum/admin/incidents",
  "/forum/admin/incidents/reviewed",
  "/forum/admin/users",
  "/forum/admin/audit",
  "/forum/admin/reports",
  "/forum/admin/categories",
  "/forum/admin/broadcast",
  "/forum/admin/imports",
  "/embed",
];

/**
 * The embeddable map (docs/map.md, "Embedding the map"): the map alone, for other sites' iframes. The
 * only page other origins may frame, and one that sets no cookie.
 */
export const EMBED_ROUTE = "/embed";

/** Whether a path (without its language prefix, query or fragment) is the embeddable map. */
export function isEmbedPath(path: string): boolean {
  return path === EMBED_ROUTE || path === `${EMBED_ROUTE}/`;
}

/** The pattern of the permalink page of one incident; the server adds its preview tags there. */
export const INCIDENT_PAGE_ROUTE = "/incident/:id";

function patternMatches(pattern: string, path: string): boolean {
  const wanted = pattern.split("/").filter(Boolean);
  const parts = path.split("/").filter(Boolean);
  if (wanted.at(-1) === "*")
    return parts.length >= wanted.length - 1 && matchParts(wanted.slice(0, -1), parts);
  return parts.length === wanted.length && matchParts(wanted, parts);
}

function matchParts(wanted: string[], parts: string[]): boolean {
  return wanted.every((segment, i) => (segment.startsWith(":") ? parts[i] !== "" : segment === parts[i]));
}

/** Whether the web app has a screen for this path (without query or fragment). */
export function isSiteRoute(path: string): boolean {
  return SITE_ROUTES.some((pattern) => patternMatches(pattern, path));
}
