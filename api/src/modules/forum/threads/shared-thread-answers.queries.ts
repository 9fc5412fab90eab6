/** The SQL shared-thread-answers.ts runs, by name; values are always bound parameters (?). */

/** Threads' versions, which every write to a thread raises, and whether each is locked (ids as '{1,2}'). */
export const THREAD_VERSIONS =
  "select id::text as id, version, is_locked from forum_threads where id = any(?::bigint[])";

/** What a member's own part of a page depends on: each post's author and state, and their reactions. */
export const MEMBER_POSTS = `select p.id::text as id, p.number, p.is_deleted, p.author_id = ? as mine,
       coalesce((select array_agg(r.kind::text) from forum_reactions r
                  where r.post_id = p.id and r.user_id = ?), '{}') as kinds
  from forum_posts p
 where p.thread_id = ? and p.id in (?)`;
