/** The SQL forum-writes.ts runs, by name; values are always bound parameters (?). */

export const INSERT_THREAD = `insert into forum_threads (title, category_id, author_id, last_poster_id, post_count, last_activity_at, created_at)
       values (?, ?, ?, ?, 1, ?, ?) returning id::text as id`;

export const INSERT_OPENING_POST = `insert into forum_posts (thread_id, author_id, number, markdown, html, language, created_at)
       values (?, ?, 1, ?, ?, ?, ?) returning id::text as id`;

export const COUNT_NEW_THREAD_IN_CATEGORY =
  "update forum_categories set thread_count = thread_count + 1, post_count = post_count + 1 where id = ?";

export const ADD_REPLY_TO_THREAD = `update forum_threads
          set post_count = post_count + 1, reply_count = reply_count + 1, last_reply_date = ?,
              last_activity_at = greatest(last_activity_at, ?), last_poster_id = ?
        where id = ? and not is_deleted and (not is_locked or ?::boolean)
        returning post_count, category_id::text as category_id, title`;

export const INSERT_REPLY = `insert into forum_posts (thread_id, author_id, number, markdown, html, language, created_at)
       values (?, ?, ?, ?, ?, ?, ?) returning id::text as id`;

export const CATEGORY_ONE_POST_MORE = "update forum_categories set post_count = post_count + 1 where id = ?";

export const MARK_POST_DELETED = `update forum_posts set is_deleted = true where id = ? and not is_deleted
       returning thread_id::text as thread_id, number`;

export const UNCOUNT_DELETED_REPLY = `update forum_threads set reply_count = reply_count - case when ?::int > 1 then 1 else 0 end
        where id = ? returning category_id::text as category_id, is_deleted`;

export const CATEGORY_ONE_POST_LESS = "update forum_categories set post_count = post_count - 1 where id = ?";

export const DELETE_POST_REACTIONS = "delete from forum_reactions where post_id = ?";

export const MARK_POST_RESTORED = `update forum_posts set is_deleted = false where id = ? and is_deleted
       returning thread_id::text as thread_id, number`;

export const COUNT_RESTORED_REPLY = `update forum_threads set reply_count = reply_count + case when ?::int > 1 then 1 else 0 end
        where id = ? returning category_id::text as category_id, is_deleted`;

export const REFRESH_LAST_POST = `update forum_threads t
        set last_poster_id = coalesce(newest.author_id, t.author_id),
            last_reply_date = newest_reply.created_at,
            last_activity_at = greatest(t.created_at, coalesce(newest_reply.created_at, t.created_at))
       from (select 1) one
       left join lateral (select author_id from forum_posts p
                           where p.thread_id = ? and not p.is_deleted order by p.number desc limit 1) newest on true
       left join lateral (select created_at from forum_posts p
                           where p.thread_id = ? and not p.is_deleted and p.number > 1
                           order by p.number desc limit 1) newest_reply on true
      where t.id = ?`;

export const COUNT_LIVE_POSTS =
  "select count(*)::int as n from forum_posts where thread_id = ? and not is_deleted";

export const ADD_THREAD_TO_CATEGORY_COUNTS =
  "update forum_categories set thread_count = thread_count + ?, post_count = post_count + ? where id = ?";

export const ADD_THREAD_TO_AUTHOR_STATS = `select forum_user_stats_add('thread', jsonb_build_object(author_id::text, ?::int))
       from forum_threads where id = ? and author_id is not null`;

export const ADD_POSTS_TO_AUTHOR_STATS = `select forum_user_stats_add('post', coalesce(jsonb_object_agg(author_id::text, n * ?::int), '{}'::jsonb))
       from (select author_id, count(*) as n from forum_posts
              where thread_id = ? and not is_deleted and author_id is not null group by author_id) c`;

export const MARK_THREAD_DELETED = `update forum_threads set is_deleted = ? where id = ? and is_deleted <> ?
       returning category_id::text as category_id`;

export const LOCK_THREAD_CATEGORY =
  "select category_id::text as category_id, is_deleted from forum_threads where id = ? for update";

export const MOVE_THREAD = "update forum_threads set category_id = ? where id = ?";

/** The incident discussions' category; made again, last, if an admin deleted it. */
export const INCIDENT_DISCUSSION_CATEGORY = `with existing as (select id from forum_categories where holds_incident_discussions),
made as (
  insert into forum_categories (name, description, position, holds_incident_discussions, created_at)
  select ?, ?, coalesce((select max(position) from forum_categories), 0) + 1, true, now()
   where not exists (select 1 from existing)
  on conflict (holds_incident_discussions) where holds_incident_discussions do nothing
  returning id)
select id::text as id from existing union all select id::text as id from made`;
