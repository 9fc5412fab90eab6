/** The SQL forum.ts runs, by name; values are always bound parameters (?). */

/** The forum's totals, from the categories' counters (the members' counts come from the users module). */
export const FORUM_TOTALS = `select coalesce(sum(thread_count), 0)::int as threads,
              coalesce(sum(post_count), 0)::int as posts
         from forum_categories`;

/** Posts' threads and numbers (ids as '{1,2}'). */
export const POST_LOCATIONS = `select p.id::text as id, p.thread_id::text as thread_id, p.number,
              t.is_deleted as thread_deleted
         from forum_posts p join forum_threads t on t.id = p.thread_id where p.id = any(?::bigint[])`;
