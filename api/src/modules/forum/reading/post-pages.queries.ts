/** The SQL post-pages.ts runs, by name; values are always bound parameters (?). */

/** One page of a thread by post number (an index range on (thread, number), however deep). */
export const PAGE_POSTS = `select id::text as id, number, markdown, html, language, is_deleted, created_at, edited_at,
    author_id::text as author_id
  from forum_posts where thread_id = ? and number between ? and ? order by number`;

/** Reaction counts of a page's posts, the same for every reader. */
export const PAGE_REACTION_COUNTS = `select post_id::text as post_id, kind, count(*)::int as n
  from forum_reactions where post_id in (?) group by post_id, kind`;

/** A member's own part of a page: the reactions they gave (a range of the (post, user, kind) unique index per post). */
export const VIEWER_REACTIONS = `select post_id::text as post_id, kind
  from forum_reactions where user_id = ? and post_id in (?)`;
