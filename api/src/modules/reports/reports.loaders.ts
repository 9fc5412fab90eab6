import DataLoader from "dataloader";
import type { EntityManager } from "@mikro-orm/postgresql";

export function createReportLoaders(em: EntityManager) {
  return {
    /** Open reports about each member and their posts and threads, one grouped query a page. */
    openReportsAgainstUser: new DataLoader<string, number>(async (userIds) => {
      const rows = await em.execute<{ id: string; n: number }[]>(
        `select target_user_id::text as id, count(*)::int as n from reports
          where status = 'open' and target_user_id in (?) group by target_user_id`,
        [[...userIds]],
      );
      const counts = new Map(rows.map((row) => [row.id, Number(row.n)]));
      return userIds.map((id) => counts.get(id) ?? 0);
    }),
  };
}
