/** The SQL posting.ts runs, by name; values are always bound parameters (?). */

export const INSERT_REVISION =
  "insert into forum_post_revisions (post_id, editor_id, markdown, created_at) values (?, ?, ?, now())";

export const UPDATE_POST_BODY =
  "update forum_posts set markdown = ?, html = ?, edited_at = now() where id = ?";

/** A post's history keeps its latest edits only, so repeated edits cannot grow it without end. */
export const POST_REVISIONS_KEPT = 50;

export const TRIM_REVISIONS = `delete from forum_post_revisions
        where post_id = ? and id not in (
          select id from forum_post_revisions where post_id = ? order by id desc limit ?)`;
