/**
 * The SQL a submission's life runs, by name (source-url.ts, event-title.ts, submitter-retention.ts);
 * values are always bound parameters (?).
 */

/** Whether an event already has a source URL key; reads the unique index on the key's hash. */
export const SOURCE_URL_TAKEN = "select 1 from events where md5(source_url_key) = md5(?) limit 1";

/** The title read from the source page, unless a moderator has set one since the submission. */
export const SET_PAGE_TITLE =
  "update events set title = ?, title_source = 'page', updated_at = now() where id = ? and title_source = 'fallback' returning status";

/** Erases the submitters' hashed addresses older than a number of days. */
export const FORGET_OLD_SUBMITTERS = `update events set submitter_hash = null
        where submitter_hash is not null and created_at < now() - make_interval(days => ?)`;
