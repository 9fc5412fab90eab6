/** The SQL revisions.service.ts runs, by name; values are always bound parameters (?). */

const COLUMNS = `r.id::text as id, r.post_id::text as post_id, r.editor_id::text as editor_id, r.markdown,
  r.reason, r.hidden_at is not null as hidden, r.redacted_at is not null as redacted, r.created_at`;

export const POST_REVISIONS = `select ${COLUMNS} from forum_post_revisions r where r.post_id = ? order by r.id desc`;

export const REVISION = `select ${COLUMNS} from forum_post_revisions r where r.id = ?`;

export const DELETE_REVISION = "delete from forum_post_revisions where id = ? returning id";

export const SET_REVISION_HIDDEN =
  "update forum_post_revisions set hidden_at = coalesce(hidden_at, now()), hidden_by_id = coalesce(hidden_by_id, ?) where id = ?";

/** The text is replaced; who redacted it and why is in the audit log. */
export const SET_REVISION_REDACTED =
  "update forum_post_revisions set markdown = '', redacted_at = coalesce(redacted_at, now()) where id = ?";
