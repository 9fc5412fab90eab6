/** The SQL review-lists.ts runs, by name; values are always bound parameters (?). */

export const COUNT_PENDING = "select count(*)::int as n from events where status = 'pending'";

/** The review state a list shows. */
export const WITH_STATUS = "status = ?";

/** The queue's order, oldest submission first, and the part of it after a cursor. */
export const QUEUE_ORDER = "events.created_at, events.id";
export const AFTER_IN_QUEUE = "(created_at, id) > (?::timestamptz, ?::bigint)";

// The sort key of the reviewed lists; events stored as approved (the demo seed) have no review time.
const REVIEWED_AT = "coalesce(reviewed_at, created_at)";

/** A title search: `%text%` with \, % and _ escaped by a backslash. */
export const TITLE_HAS = "title ilike ? escape '\\'";

/** The part of a reviewed list after a cursor (most recently reviewed first). */
export const AFTER_IN_REVIEWED = `(${REVIEWED_AT}, id) < (?::timestamptz, ?::bigint)`;

export const countReviewed = (where: readonly string[]) =>
  `select count(*)::int as n from events where ${where.join(" and ")}`;

/** One page of a reviewed list, with one row more than the page to tell whether another follows. */
export const reviewedPage = (where: readonly string[]) =>
  `select * from events where ${where.join(" and ")} order by ${REVIEWED_AT} desc, id desc limit ?`;
