/** The SQL posting-limits.ts runs, by name; values are always bound parameters (?). */

export const RECENT_DUPLICATE_POST = `select created_at from forum_posts
        where author_id = ? and created_at > now() - interval '5 minutes' and not is_deleted and markdown = ?
        order by created_at desc limit 1`;

/** The member's newest row past their quota in the last day (`where`: which rows count). */
export const lastDayRowPastQuota = (table: "forum_threads" | "forum_posts", where: string) =>
  `select created_at from ${table}
        where author_id = ? and created_at > now() - interval '1 day' and ${where}
        order by created_at desc limit 1 offset ?`;
