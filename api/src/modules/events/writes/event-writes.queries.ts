/** The SQL event-writes.ts runs, by name; values are always bound parameters (?). */

/** The title read from the source page, unless a moderator has set one since the submission. */
export const SET_PAGE_TITLE =
  "update events set title = ?, title_source = 'page', updated_at = now() where id = ? and title_source = 'fallback' returning status";

/** Erases the submitters' hashed addresses older than a number of days. */
export const FORGET_OLD_SUBMITTERS = `update events set submitter_hash = null
        where submitter_hash is not null and created_at < now() - make_interval(days => ?)`;

/**
 * Pending incidents from one array a column (unnest), those whose source another incident holds left out:
 * a VALUES list of the same rows costs PostgreSQL a quarter to a half more CPU for the statement (parsed
 * and planned value by value), and the app quoting each value.
 */
export const INSERT_PENDING_EVENTS = `insert into events (type, kind, country, country_boundaries, title, title_source,
       title_language, source_url, source_url_key, date, time_precision, latitude, longitude, place_precision,
       status, created_at, updated_at)
     select type, kind, country, ?, title, title_source, title_language, source_url, source_url_key, date,
            time_precision, latitude, longitude, place_precision, 'pending', now(), now()
       from unnest(?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[],
                   ?::date[], ?::text[], ?::float8[], ?::float8[], ?::text[])
         as t(type, kind, country, title, title_source, title_language, source_url, source_url_key, date,
              time_precision, latitude, longitude, place_precision)
     on conflict ((md5(source_url_key))) do nothing
     returning id::text as id, source_url_key as key`;
