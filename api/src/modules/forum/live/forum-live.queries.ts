/** The SQL forum-live.ts runs, by name; values are always bound parameters (?). */

export const THREAD_IS_DELETED = "select is_deleted from forum_threads where id = ?";

export const THREAD_COUNTS =
  "select post_count, reply_count, category_id::text as category_id from forum_threads where id = ?";
