import DataLoader from "dataloader";
import type { EntityManager } from "@mikro-orm/postgresql";
import { User } from "./user.entity.js";

/** Per-request batching: every author, reviewer or poster on a page is read in one query. */
export function createUserLoaders(em: EntityManager) {
  return {
    userById: new DataLoader<string, User | null>(async (ids) => {
      const users = await em.find(User, { id: { $in: [...ids] } });
      const byId = new Map(users.map((user) => [user.id, user]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}
