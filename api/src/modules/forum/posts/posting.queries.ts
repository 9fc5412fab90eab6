/** The SQL posting.ts runs, by name; values are always bound parameters (?). */

export const INSERT_REVISION =
  "insert into forum_post_revisions (post_id, editor_id, markdown, created_at) values (?, ?, ?, now())";

export const UPDATE_POST_BODY =
  "update forum_posts set markdown = ?, html = ?, edited_at = now() where id = ?";
