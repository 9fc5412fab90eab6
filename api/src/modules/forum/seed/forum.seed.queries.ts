/** The SQL forum.seed.ts runs, by name; values are always bound parameters (?). */

export const SEED_REACTION =
  "insert into forum_reactions (post_id, user_id, kind, created_at) values (?, ?, ?, now()) on conflict do nothing";

export const SEED_PIN_LOCK = "update forum_threads set is_pinned = ?, is_locked = ? where id = ?";
