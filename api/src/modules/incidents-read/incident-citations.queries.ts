// The incidents cited in forum posts as their cards and "Discussed in" read them: the citations with the
// incidents' current status and their withdrawals, and the public posts that cite one.

/** The published incidents the posts of a page cite (a pending or withdrawn one is never a card). */
export const PUBLISHED_CITED_BY_POSTS = `select c.post_id::text as "postId", c.event_id::text as "eventId"
  from forum_post_citations c join events e on e.id = c.event_id
 where c.post_id = any(?::bigint[]) and e.status = 'approved'
 order by c.post_id, c.event_id`;

/** The withdrawn incidents the posts of a page cite: their cards say so, with the public reason only. */
export const WITHDRAWN_CITED_BY_POSTS = `select c.post_id::text as "postId", w.event_id::text as "id",
       w.withdrawn_at as "withdrawnAt", w.reason
  from forum_post_citations c join event_withdrawals w on w.event_id = c.event_id
       left join events e on e.id = c.event_id
 where c.post_id = any(?::bigint[]) and (e.id is null or e.status <> 'approved')
 order by c.post_id, c.event_id`;

/**
 * The threads whose public posts cite an incident, the one with the newest citing post first, at most
 * `limit` of them (public posts only: the forum's postIsPublicSql, written out so this read model imports
 * nothing of the forum); a thread's latest citing post is the one to link.
 */
export const THREADS_CITING = `select p.thread_id::text as "threadId", max(p.id)::text as "postId", max(p.created_at) as "citedAt"
  from forum_post_citations c
       join forum_posts p on p.id = c.post_id
       join forum_threads t on t.id = p.thread_id
 where c.event_id = ? and not p.is_deleted and not t.is_deleted
 group by p.thread_id
 order by max(p.created_at) desc, p.thread_id desc
 limit ?`;

/** Which of the given posts a reader may see the citations of: those of threads not deleted, or all for staff. */
export const READABLE_CITING_POSTS = `select p.id::text as id
  from forum_posts p join forum_threads t on t.id = p.thread_id
 where p.id = any(?::bigint[]) and (?::boolean or not t.is_deleted)`;

/** The incidents that exist among a post's candidate citations, whatever their status (the renderer's). */
export const EXISTING_INCIDENTS = `select id::text as id from events where id in (?)`;
