import type { EntityManager } from "@mikro-orm/postgresql";

/** Names by language where the gazetteer has them, by region code or by place id. */
export type NamesByLanguage<K> = ReadonlyMap<K, Readonly<Record<string, string>>>;

/**
 * A table of names read once per process: they change only with a migration that loads another
 * gazetteer, after which the process restarts. A failed read is tried again by the next request.
 */
function readOnce<K>(sql: string): (em: EntityManager) => Promise<NamesByLanguage<K>> {
  let loaded: Promise<NamesByLanguage<K>> | undefined;
  return (em) => {
    if (!loaded) {
      loaded = em
        .execute<{ key: K; names: Record<string, string> }[]>(sql)
        .then((rows) => new Map(rows.map((row) => [row.key, row.names])));
      loaded.catch(() => (loaded = undefined));
    }
    return loaded;
  };
}

/** The regions' names (en, de, fr, it, es, ru) by ISO 3166-2 code, some 1,000. */
export const regionNames = readOnce<string>(`select "code" as "key", "names" from "gazetteer_regions"`);

/** The places' names in the site's languages where GeoNames has them, by place id, some 6,000. */
export const placeNames = readOnce<number>(
  `select "id" as "key", "names" from "gazetteer_places" where "names" <> '{}'`,
);
