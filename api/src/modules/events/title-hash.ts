import type { EntityManager } from "@mikro-orm/postgresql";
import { sqlArray } from "../../db/sql-array.js";

/**
 * The hash of an incident's title as written, over a row of `events` named `alias` (its `title_language`
 * and `title`): sha256 of "language\ntitle", hex. A translation made from another title (its
 * `source_hash`, decision 117) is stale.
 */
export const titleHash = (alias: string) =>
  `encode(sha256(convert_to(${alias}.title_language || E'\\n' || ${alias}.title, 'UTF8')), 'hex')`;

/** The hash of each incident's title as written now, in the order of `ids` (null for none), in one query. */
export async function titleHashes(em: EntityManager, ids: readonly string[]): Promise<(string | null)[]> {
  if (ids.length === 0) return [];
  const rows = await em
    .getConnection()
    .execute<{ id: string; hash: string }[]>(
      `select e.id::text as id, ${titleHash("e")} as hash from events e where e.id = any(?::bigint[])`,
      [sqlArray(ids)],
    );
  const byId = new Map(rows.map((row) => [row.id, row.hash]));
  return ids.map((id) => byId.get(id) ?? null);
}

/** An incident's title as written now, with its hash and the incident's review status. */
export interface CurrentTitle {
  title: string;
  titleLanguage: string;
  status: string;
  hash: string;
}

/** Each incident's title as written now with its hash, read together, in the order of `ids`, in one query. */
export async function currentTitles(
  em: EntityManager,
  ids: readonly string[],
): Promise<(CurrentTitle | null)[]> {
  if (ids.length === 0) return [];
  const rows = await em.getConnection().execute<(CurrentTitle & { id: string })[]>(
    `select e.id::text as id, e.title, e.title_language as "titleLanguage", e.status, ${titleHash("e")} as hash
       from events e where e.id = any(?::bigint[])`,
    [sqlArray(ids)],
  );
  const byId = new Map(rows.map(({ id, ...title }) => [id, title]));
  return ids.map((id) => byId.get(id) ?? null);
}

/**
 * The hash of an incident's title as written now, its row locked in `tx` (the caller's transaction) until
 * that ends, so the title cannot change before what is compared against it is written; null when the
 * incident does not exist.
 */
export async function lockTitleHash(tx: EntityManager, id: string): Promise<string | null> {
  const [row] = await tx.execute<{ hash: string }[]>(
    `select ${titleHash("e")} as hash from events e where e.id = ? for share`,
    [id],
  );
  return row?.hash ?? null;
}
