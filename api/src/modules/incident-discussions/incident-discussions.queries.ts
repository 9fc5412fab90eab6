/** The SQL of incident discussions, by name; values are always bound parameters (?). */

export const DISCUSSION_THREAD = `select thread_id::text as "threadId" from incident_discussions where event_id = ?`;

/** Taken first in the transaction that makes an incident's thread, so two first posts make one thread. */
export const LOCK_EVENT_FOR_DISCUSSION = `select pg_advisory_xact_lock(hashtext('incident_discussion'), ?::int)`;

export const LINK_DISCUSSION = `insert into incident_discussions (event_id, thread_id) values (?, ?)`;

/** The discussions of the incidents on a page; their threads' figures come from the forum. */
export const DISCUSSIONS_OF = `select event_id::text as "eventId", thread_id::text as "threadId", withdrawn_reason as "withdrawnReason"
  from incident_discussions where event_id = any(?::bigint[])`;

/** A withdrawn incident's discussion: locked, with the public reason; false when it has none. */
export const MARK_WITHDRAWN = `update incident_discussions set withdrawn_reason = ? where event_id = ?
 returning thread_id::text as "threadId"`;

export const MARK_REPUBLISHED = `update incident_discussions set withdrawn_reason = null
 where event_id = ? and withdrawn_reason is not null returning thread_id::text as "threadId"`;
