import type { EntityManager } from "@mikro-orm/postgresql";

/** Names by language where the gazetteer has them, by region code or by place id. */
export type NamesByLanguage<K> = ReadonlyMap<K, Readonly<Record<string, string>>>;

/**
 * What is read of the gazetteer once per process: it changes only with a migration that loads another
 * gazetteer, after which the process restarts. A failed read is tried again by the next request.
 */
export function readOnce<T>(read: (em: EntityManager) => Promise<T>): (em: EntityManager) => Promise<T> {
  let loaded: Promise<T> | undefined;
  return (em) => {
    if (!loaded) {
      loaded = read(em);
      loaded.catch(() => (loaded = undefined));
    }
    return loaded;
  };
}

const namesBy = <K>(sql: string) =>
  readOnce<NamesByLanguage<K>>((em) =>
    em
      .execute<{ key: K; names: Record<string, string> }[]>(sql)
      .then((rows) => new Map(rows.map((row) => [row.key, row.names]))),
  );

/** The regions' names (en, de, fr, it, es, ru) by ISO 3166-2 code, some 1,000. */
export const regionNames = namesBy<string>(`select "code" as "key", "names" from "gazetteer_regions"`);

/** The places' names in the site's languages where GeoNames has them, by place id, some 6,000. */
export const placeNames = namesBy<number>(
  `select "id" as "key", "names" from "gazetteer_places" where "names" <> '{}'`,
);
