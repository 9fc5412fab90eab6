/** The SQL of a thread's title history, by name; values are always bound parameters (?). */

/** A thread's title history keeps at most this many earlier titles (the oldest go first). */
export const TITLE_REVISIONS_KEPT = 50;

const COLUMNS = `r.id::text as id, r.thread_id::text as thread_id, r.editor_id::text as editor_id, r.title,
  r.reason, r.hidden_at is not null as hidden, r.redacted_at is not null as redacted, r.created_at`;

export const THREAD_TITLE_REVISIONS = `select ${COLUMNS} from forum_thread_title_revisions r
  where r.thread_id = ? order by r.id desc`;

export const TITLE_REVISION = `select ${COLUMNS} from forum_thread_title_revisions r where r.id = ?`;

export const INSERT_TITLE_REVISION = `insert into forum_thread_title_revisions
  (thread_id, editor_id, title, reason, created_at) values (?, ?, ?, ?, now())`;

export const THIN_TITLE_REVISIONS = `delete from forum_thread_title_revisions where id in (
  select id from forum_thread_title_revisions where thread_id = ? order by id desc offset ?)`;

export const UPDATE_THREAD_TITLE = `update forum_threads
  set title = ?, title_edited_at = now(), title_edited_by_id = ? where id = ?`;

export const SET_TITLE_REVISION_HIDDEN = `update forum_thread_title_revisions
  set hidden_at = coalesce(hidden_at, now()), hidden_by_id = coalesce(hidden_by_id, ?) where id = ?`;

/** The title is replaced; who redacted it and why is in the audit log. */
export const SET_TITLE_REVISION_REDACTED = `update forum_thread_title_revisions
  set title = '', redacted_at = coalesce(redacted_at, now()) where id = ?`;

export const THREAD_TITLES = `select id::text as id, title from forum_threads where id = any(?::bigint[])`;
