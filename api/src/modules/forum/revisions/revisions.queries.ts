/** The SQL of a post's edit history, by name; values are always bound parameters (?). */

/** A post's history keeps at most this many revisions, beside those a report points at. */
export const POST_REVISIONS_KEPT = 50;
/** The newest revisions are kept whole; older than a week, beyond these, one a day is kept. */
export const REVISIONS_KEPT_WHOLE = 20;

export const INSERT_REVISION = `insert into forum_post_revisions (post_id, editor_id, markdown, reason, created_at)
  values (?, ?, ?, ?, now()) returning id::text as id`;

/**
 * Thins a post's history by age: beyond the newest revisions, one a day is kept for those older than a
 * week, and at most POST_REVISIONS_KEPT in all. The revisions a report points at (ids as '{1,2}') are
 * never dropped, nor counted.
 */
export const THIN_REVISIONS = `delete from forum_post_revisions where id in (
  select id from (
    select r.id, r.created_at,
           row_number() over (order by r.id desc) as recent,
           row_number() over (partition by date_trunc('day', r.created_at) order by r.id desc) as in_day
      from forum_post_revisions r
     where r.post_id = ? and r.id <> all(?::bigint[])) kept
  where recent > ? or (recent > ? and in_day > 1 and created_at < now() - interval '7 days'))`;

export const UPDATE_POST_BODY =
  "update forum_posts set markdown = ?, html = ?, edited_at = now(), edited_by_id = ? where id = ?";
