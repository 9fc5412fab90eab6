import type { EntityManager } from "@mikro-orm/postgresql";
import { SOURCE_URL_TAKEN } from "./event-submission.queries.js";

/**
 * The form of a source URL that decides whether it was already submitted: WHATWG parsing lower-cases the
 * scheme and host and drops a default port; the fragment never names a different article, so it goes too.
 */
export function sourceUrlKey(sourceUrl: string): string {
  const url = new URL(sourceUrl.trim());
  url.hash = "";
  return url.href;
}

/** Whether an event already has this key; reads the unique index on the key's hash. */
export async function sourceUrlTaken(em: EntityManager, key: string): Promise<boolean> {
  const rows = await em.getConnection().execute(SOURCE_URL_TAKEN, [key]);
  return rows.length > 0;
}
