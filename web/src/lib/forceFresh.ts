/**
 * Spec §7: a request asked for fresh (the context `forceFresh` on GraphQL, the option on REST) carries a
 * cache-busting query, so no HTTP cache on the way answers it with an older copy.
 */
export function cacheBusted(url: string, at: number = Date.now()): string {
  return `${url}${url.includes("?") ? "&" : "?"}_nocache=${at}`;
}
