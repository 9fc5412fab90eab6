import DataLoader from "dataloader";
import type { EntityManager } from "@mikro-orm/postgresql";
import { threadTitles } from "./thread-titles.js";

/** The threads notifications on a page are about, read in one query. */
export function createNotificationLoaders(em: EntityManager) {
  return {
    notificationThreadTitle: new DataLoader<string, string | null>(async (ids) => {
      const titles = await threadTitles(em, [...ids]);
      return ids.map((id) => titles.get(id) ?? null);
    }),
  };
}
