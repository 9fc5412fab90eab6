import type { EntityManager } from "@mikro-orm/postgresql";

/** Each region's name by language where the gazetteer has it (en, de, fr, it, es, ru), by ISO 3166-2 code. */
export type RegionNames = ReadonlyMap<string, Readonly<Record<string, string>>>;

let loaded: Promise<RegionNames> | undefined;

/**
 * The regions' names, read once per process: some 1,000 rows that change only with a migration that loads
 * another gazetteer, after which the process restarts.
 */
export function regionNames(em: EntityManager): Promise<RegionNames> {
  loaded ??= em
    .execute<{ code: string; names: Record<string, string> }[]>(
      `select "code", "names" from "gazetteer_regions"`,
    )
    .then((rows) => new Map(rows.map((row) => [row.code, row.names])));
  // a failed read is tried again by the next request
  loaded.catch(() => (loaded = undefined));
  return loaded;
}
