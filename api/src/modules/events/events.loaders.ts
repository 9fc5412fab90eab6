import DataLoader from "dataloader";
import type { EntityManager } from "@mikro-orm/postgresql";
import { User } from "../users/user.entity.js";

/** Per-request batching for the relations an event list resolves (one query per page, not per event). */
export function createEventLoaders(em: EntityManager) {
  return {
    reviewerById: new DataLoader<string, User | null>(async (ids) => {
      const users = await em.find(User, { id: { $in: [...ids] } });
      const byId = new Map(users.map((user) => [user.id, user]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
  };
}

export type EventLoaders = ReturnType<typeof createEventLoaders>;
