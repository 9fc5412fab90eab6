import type { EntityManager } from "@mikro-orm/postgresql";
import { sqlArray } from "../../../db/sql-array.js";

/** A thread as another module shows it beside its own record: its replies and when the last came. */
export interface ThreadSummary {
  replyCount: number;
  lastReplyAt: Date | null;
}

const THREAD_SUMMARIES = `select id::text as id, reply_count as "replyCount", last_reply_date as "lastReplyAt"
  from forum_threads where id = any(?::bigint[]) and not is_deleted`;

/**
 * The incident discussions that members posted in, as another module's query reads them (the map's
 * "Discussed" filter, the statistics' discussions per month): each incident's id (`event_id`) and when its
 * thread started (`started_at`), for threads that are not deleted and have a reply.
 */
export const DISCUSSION_STARTS = `select d.event_id, t.created_at as started_at
  from incident_discussions d join forum_threads t on t.id = d.thread_id
 where not t.is_deleted and t.reply_count > 0`;

const LATEST_REPLIES = `select id::text as id from forum_posts
 where thread_id = ? and number > 1 and not is_deleted order by number desc limit ?`;

/** The summaries of the threads that are not deleted, by id, in one query. */
export async function threadSummaries(em: EntityManager, threadIds: readonly string[]) {
  if (threadIds.length === 0) return new Map<string, ThreadSummary>();
  const rows = await em
    .getConnection()
    .execute<Array<{ id: string; replyCount: number; lastReplyAt: Date | string | null }>>(THREAD_SUMMARIES, [
      sqlArray(threadIds),
    ]);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        replyCount: Number(row.replyCount),
        lastReplyAt: row.lastReplyAt == null ? null : new Date(row.lastReplyAt),
      },
    ]),
  );
}

/** The ids of a thread's newest `limit` replies (the opening post is not one), newest first. */
export async function latestReplyIds(em: EntityManager, threadId: string, limit: number): Promise<string[]> {
  const rows = await em.execute<Array<{ id: string }>>(LATEST_REPLIES, [threadId, limit]);
  return rows.map((row) => row.id);
}
