import DataLoader from "dataloader";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Ban } from "./ban.entity.js";
import { ACTIVE_BAN_SQL } from "./ban-guard.js";

/** Per-request batching: the bans in force of every member on a page, in one query. */
export function createModerationLoaders(em: EntityManager) {
  return {
    activeBanByUser: new DataLoader<string, Ban | null>(async (userIds) => {
      const rows = await em
        .getConnection()
        .execute<Record<string, unknown>[]>(
          `select * from user_bans where user_id = any(?::uuid[]) and ${ACTIVE_BAN_SQL}`,
          [`{${userIds.join(",")}}`],
        );
      const bans = rows.map((row) => em.map(Ban, row));
      const byUser = new Map(bans.map((ban) => [ban.user.id, ban]));
      return userIds.map((id) => byUser.get(id) ?? null);
    }),
  };
}
