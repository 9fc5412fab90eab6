/** The SQL loaders.ts runs, by name; values are always bound parameters (?). */

export const LATEST_EDITORS = `select id::text as post_id, edited_by_id::text as editor_id
           from forum_posts where id in (?) and edited_by_id is not null`;

export const REACTION_TALLIES = `select post_id::text as post_id, kind, count(*)::int as n, coalesce(bool_or(user_id = ?), false) as mine
       from forum_reactions where post_id in (?) group by post_id, kind`;

/** A member counter from forum_user_stats, for a page of members. */
export const userStatsCount = (column: "post_count" | "thread_count") =>
  `select user_id::text as id, ${column} as n from forum_user_stats where user_id in (?)`;
