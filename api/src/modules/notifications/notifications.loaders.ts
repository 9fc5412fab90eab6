import DataLoader from "dataloader";
import type { EntityManager } from "@mikro-orm/postgresql";
import { sqlArray } from "../../db/sql-array.js";
import type { WatchedKind, WatchLevel } from "./watch-level.js";

/** Members' levels for what they follow and watch, each read in one query per page. */
export function createNotificationLoaders(em: EntityManager) {
  return {
    /** Keyed "userId:threadId"; a member without a level for the thread is at normal. */
    watchLevel: watchLevels(em, "thread"),
    /** Keyed "userId:categoryId"; a member without a level for the category is at normal. */
    categoryWatchLevel: watchLevels(em, "category"),
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

/** Members' levels for threads or categories, keyed "userId:subjectId", read in one query. */
function watchLevels(em: EntityManager, kind: WatchedKind) {
  return new DataLoader<string, WatchLevel>(async (keys) => {
    const pairs = keys.map((key) => key.split(":") as [string, string]);
    const rows = await em
      .getConnection()
      .execute<Array<{ user_id: string; subject_id: string; level: WatchLevel }>>(
        `select user_id, subject_id::text, level from follows
        where subject_kind = ? and (user_id, subject_id) in (select unnest(?::uuid[]), unnest(?::bigint[]))`,
        [kind, sqlArray(pairs.map(([user]) => user)), sqlArray(pairs.map(([, subject]) => subject))],
      );
    const levels = new Map(rows.map((row) => [`${row.user_id}:${row.subject_id}`, row.level]));
    return keys.map((key) => levels.get(key) ?? "normal");
  });
}
