/**
 * One member's own reports, newest first, with the post's or the thread's thread as it is now (target ids
 * are text; each is cast only on the rows of its own kind); a reported member's name is the users'.
 * Parameters: reporter id, the last id of the previous page (or null), page size + 1.
 */
export const MY_REPORTS_PAGE = `
  select r.id::text as id, r.target_type, r.target_id, r.reason, r.text, r.status, r.outcome,
         r.created_at, r.handled_at,
         coalesce(post_thread.id, thread.id)::text as thread_id,
         coalesce(post_thread.title, thread.title) as thread_title,
         coalesce(post.is_deleted or post_thread.is_deleted, thread.is_deleted, false) as target_gone
    from reports r
    left join forum_posts post
      on post.id = case when r.target_type = 'post' then r.target_id::bigint end
    left join forum_threads post_thread on post_thread.id = post.thread_id
    left join forum_threads thread
      on thread.id = case when r.target_type = 'thread' then r.target_id::bigint end
   where r.reporter_id = ? and (?::bigint is null or r.id < ?::bigint)
   order by r.id desc
   limit ?`;
