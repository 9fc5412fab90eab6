/** The SQL reactions.ts runs, by name; values are always bound parameters (?). */

export const DELETE_REACTION =
  "delete from forum_reactions where post_id = ? and user_id = ? and kind = ? returning id";

export const INSERT_REACTION = `insert into forum_reactions (post_id, user_id, kind, created_at) values (?, ?, ?, now())
           on conflict do nothing returning id`;
