/** The SQL forum-live.ts runs, by name; values are always bound parameters (?). */

export const THREAD_IS_DELETED = "select is_deleted from forum_threads where id = ?";

/** Moves the thread to its next version (its cached pages go stale) and reads the counts the change left. */
export const BUMP_THREAD_VERSION = `update forum_threads set version = version + 1 where id = ?
  returning post_count, reply_count, category_id::text as category_id`;
