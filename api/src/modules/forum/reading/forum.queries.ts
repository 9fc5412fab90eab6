/** The SQL forum.ts runs, by name; values are always bound parameters (?). */

export const FORUM_STATS = `select (select coalesce(sum(thread_count), 0)::int from forum_categories) as threads,
              (select coalesce(sum(post_count), 0)::int from forum_categories) as posts,
              (select count(*)::int from users) as users,
              (select count(*)::int from users where last_active_at > ?) as online`;

/** Posts' threads and numbers (ids as '{1,2}'). */
export const POST_LOCATIONS = `select p.id::text as id, p.thread_id::text as thread_id, p.number,
              t.is_deleted as thread_deleted
         from forum_posts p join forum_threads t on t.id = p.thread_id where p.id = any(?::bigint[])`;
