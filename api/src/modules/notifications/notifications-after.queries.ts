/**
 * A member's notifications after a cursor, as a lateral subquery over `w` (its columns `recipient` and
 * `after`): a later id (ids grow with creation; one range of the catch-up index), or one at or before the
 * cursor with a later time than the cursor's own (a grouped reaction notification that grew keeps its id
 * and comes back on top; one range of the newest-first index). The `limit` oldest or newest, by time then
 * id: three `?`, each the limit.
 */
export function notificationsAfterCursor(order: "asc" | "desc"): string {
  return `select id, created_at from (
      (select id, created_at from notifications
        where recipient_id = w.recipient and id > w.after order by id ${order} limit ?)
      union all
      (select id, created_at from notifications
        where recipient_id = w.recipient and id <= w.after and created_at >
          (select c.created_at from notifications c where c.id = w.after and c.recipient_id = w.recipient)
        order by created_at ${order} limit ?)
    ) later order by created_at ${order}, id ${order} limit ?`;
}
