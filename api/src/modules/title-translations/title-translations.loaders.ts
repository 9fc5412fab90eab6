import DataLoader from "dataloader";
import type { EntityManager } from "@mikro-orm/postgresql";
import { sqlArray } from "../../db/sql-array.js";
import { titleHashes } from "../events/title-hash.js";
import type { TitleTranslationRow } from "./title-translation.type.js";
import { TRANSLATIONS_OF } from "./title-translations.queries.js";

type StoredTranslation = Omit<TitleTranslationRow, "stale"> & { sourceHash: string };

/**
 * Every translation of the incidents on a page, each stale when made from another title than the
 * incident's now: one query for the translations, one for the incidents' title hashes.
 */
export function createTitleTranslationLoaders(em: EntityManager) {
  return {
    titleTranslations: new DataLoader<string, TitleTranslationRow[]>(async (ids) => {
      const [rows, hashes] = await Promise.all([
        em.getConnection().execute<StoredTranslation[]>(TRANSLATIONS_OF, [sqlArray(ids)]),
        titleHashes(em, ids),
      ]);
      const hashOf = new Map(ids.map((id, i) => [id, hashes[i]]));
      const byEvent = new Map<string, TitleTranslationRow[]>(ids.map((id) => [id, []]));
      for (const { sourceHash, ...row } of rows) {
        const hash = hashOf.get(row.eventId);
        if (!hash) continue;
        byEvent
          .get(row.eventId)
          ?.push({ ...row, stale: sourceHash !== hash, translatedAt: new Date(row.translatedAt) });
      }
      return ids.map((id) => byEvent.get(id)!);
    }),
  };
}
