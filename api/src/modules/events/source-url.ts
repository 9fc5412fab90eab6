import type { EntityManager } from "@mikro-orm/postgresql";

/**
 * The form of a source URL that decides whether it was already submitted: WHATWG parsing lower-cases the
 * scheme and host and drops a default port; the fragment never names a different article, so it goes too.
 */
export function sourceUrlKey(sourceUrl: string): string {
  const url = new URL(sourceUrl.trim());
  url.hash = "";
  return url.href;
}

const SOURCE_URL_TAKEN = "select 1 from events where md5(source_url_key) = md5(?) limit 1";

/** Whether an event already has this key; reads the unique index on the key's hash. */
export async function sourceUrlTaken(em: EntityManager, key: string): Promise<boolean> {
  const rows = await em.getConnection().execute(SOURCE_URL_TAKEN, [key]);
  return rows.length > 0;
}
