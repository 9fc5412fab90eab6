import DataLoader from "dataloader";
import type { EntityManager } from "@mikro-orm/postgresql";
import { sqlArray } from "../../db/sql-array.js";
import { threadTitles } from "./thread-titles.js";
import type { WatchLevel } from "./thread-watch.entity.js";

/** The threads notifications on a page are about, read in one query. */
export function createNotificationLoaders(em: EntityManager) {
  return {
    notificationThreadTitle: new DataLoader<string, string | null>(async (ids) => {
      const titles = await threadTitles(em, [...ids]);
      return ids.map((id) => titles.get(id) ?? null);
    }),
    /** Keyed "userId:threadId"; a member without a row for the thread is at normal. */
    watchLevel: new DataLoader<string, WatchLevel>(async (keys) => {
      const pairs = keys.map((key) => key.split(":") as [string, string]);
      const rows = await em
        .getConnection()
        .execute<Array<{ user_id: string; thread_id: string; level: WatchLevel }>>(
          `select user_id, thread_id, level from thread_watches
          where (user_id, thread_id) in (select unnest(?::uuid[]), unnest(?::bigint[]))`,
          [sqlArray(pairs.map(([user]) => user)), sqlArray(pairs.map(([, thread]) => thread))],
        );
      const levels = new Map(rows.map((row) => [`${row.user_id}:${row.thread_id}`, row.level]));
      return keys.map((key) => levels.get(key) ?? "normal");
    }),
    /** Keyed "userId:eventId": whether the member follows the incident. */
    incidentFollowed: new DataLoader<string, boolean>(async (keys) => {
      const pairs = keys.map((key) => key.split(":") as [string, string]);
      const rows = await em.getConnection().execute<Array<{ user_id: string; subject_id: string }>>(
        `select user_id, subject_id::text from follows
          where subject_kind = 'incident' and level = 'watching'
            and (user_id, subject_id) in (select unnest(?::uuid[]), unnest(?::bigint[]))`,
        [sqlArray(pairs.map(([user]) => user)), sqlArray(pairs.map(([, event]) => event))],
      );
      const followed = new Set(rows.map((row) => `${row.user_id}:${row.subject_id}`));
      return keys.map((key) => followed.has(key));
    }),
  };
}
