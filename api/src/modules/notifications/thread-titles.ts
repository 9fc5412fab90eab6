import type { EntityManager } from "@mikro-orm/postgresql";
import { sqlArray } from "../../db/sql-array.js";

/** Titles of forum threads by id, read in one query (notifications name the thread they are about). */
export async function threadTitles(em: EntityManager, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids.map(String))];
  if (unique.length === 0) return new Map();
  const rows = await em.execute<Array<{ id: string; title: string }>>(
    `select id, title from forum_threads where id = any(?::bigint[])`,
    [sqlArray(unique)],
  );
  return new Map(rows.map((row) => [String(row.id), row.title]));
}
