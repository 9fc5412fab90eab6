/** The SQL moderation.ts runs, by name; values are always bound parameters (?). */

export const SET_PINNED = "update forum_threads set is_pinned = ? where id = ?";

export const SET_LOCKED =
  "update forum_threads set is_locked = ? where id = ? and is_locked <> ? returning id";
