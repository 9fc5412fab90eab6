import DataLoader from "dataloader";
import type { EntityManager } from "@mikro-orm/postgresql";
import { sqlArray } from "../../db/sql-array.js";
import type { TitleTranslationRow } from "./title-translation.type.js";
import { TRANSLATIONS_OF } from "./title-translations.queries.js";

/** Every translation of the incidents on a page, in one query. */
export function createTitleTranslationLoaders(em: EntityManager) {
  return {
    titleTranslations: new DataLoader<string, TitleTranslationRow[]>(async (ids) => {
      const rows = await em.getConnection().execute<TitleTranslationRow[]>(TRANSLATIONS_OF, [sqlArray(ids)]);
      const byEvent = new Map<string, TitleTranslationRow[]>(ids.map((id) => [id, []]));
      for (const row of rows)
        byEvent.get(row.eventId)?.push({ ...row, translatedAt: new Date(row.translatedAt) });
      return ids.map((id) => byEvent.get(id)!);
    }),
  };
}
