import type { EntityManager } from "@mikro-orm/postgresql";
import type { ImportMapping } from "@incident-watch/schema";

/** A saved column mapping as stored (decision 143). */
export interface SavedMappingRow {
  id: string;
  name: string;
  columns: string[];
  shape: string;
  preset: string;
  mapping: ImportMapping;
  savedById: string | null;
  savedAt: Date;
}

const COLUMNS = `id::text as id, name, columns, shape, preset, mapping, saved_by_id as "savedById",
  saved_at as "savedAt"`;

/** Every saved mapping, by name; a team keeps a few dozen, one per source it imports from. */
export function savedMappings(em: EntityManager): Promise<SavedMappingRow[]> {
  return em.execute<SavedMappingRow[]>(
    `select ${COLUMNS} from import_mappings order by lower(name), id limit 500`,
  );
}

export async function nameTaken(em: EntityManager, name: string): Promise<boolean> {
  const rows = await em.execute(`select 1 from import_mappings where lower(name) = lower(?)`, [name]);
  return rows.length > 0;
}

/** Stores a mapping; null when another moderator took the name meanwhile (its unique index). */
export async function insertMapping(
  em: EntityManager,
  row: Omit<SavedMappingRow, "id" | "savedAt">,
): Promise<SavedMappingRow | null> {
  const [saved] = await em.execute<SavedMappingRow[]>(
    `insert into import_mappings (name, columns, shape, preset, mapping, saved_by_id)
     values (?, ?::jsonb, ?, ?, ?::jsonb, ?) on conflict do nothing returning ${COLUMNS}`,
    [
      row.name,
      JSON.stringify(row.columns),
      row.shape,
      row.preset,
      JSON.stringify(row.mapping),
      row.savedById,
    ],
  );
  return saved ?? null;
}

export async function deleteMapping(em: EntityManager, id: string): Promise<SavedMappingRow | null> {
  if (!/^\d{1,18}$/.test(id)) return null;
  const [row] = await em.execute<SavedMappingRow[]>(
    `delete from import_mappings where id = ? returning ${COLUMNS}`,
    [id],
  );
  return row ?? null;
}
