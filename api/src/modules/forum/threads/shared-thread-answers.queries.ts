/** The SQL shared-thread-answers.ts runs, by name; values are always bound parameters (?). */

/** A thread's version, which every write to it raises, and whether it is locked. */
export const THREAD_VERSION = "select version, is_locked from forum_threads where id = ?";

/** What a member's own part of a page depends on: each post's author and state, and their reactions. */
export const MEMBER_POSTS = `select p.id::text as id, p.number, p.is_deleted, p.author_id = ? as mine,
       coalesce((select array_agg(r.kind::text) from forum_reactions r
                  where r.post_id = p.id and r.user_id = ?), '{}') as kinds
  from forum_posts p
 where p.thread_id = ? and p.id in (?)`;
