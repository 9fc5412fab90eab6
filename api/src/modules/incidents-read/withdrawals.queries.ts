// The withdrawals of public incidents as the live feeds and the map's index read them: the incident-review
// module keeps one for each incident rejected or deleted after publication.
import type { EntityManager } from "@mikro-orm/postgresql";

export interface WithdrawnRow {
  id: string;
  withdrawnAt: string;
  reason: string;
}

/** The incidents withdrawn from the public since a time (all when none), oldest first. */
export function withdrawnSince(em: EntityManager, since: string | undefined): Promise<WithdrawnRow[]> {
  return em.getConnection().execute<WithdrawnRow[]>(
    `select event_id::text as id, to_char(withdrawn_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "withdrawnAt", reason
       from event_withdrawals ${since ? "where withdrawn_at >= ?::timestamptz" : ""}
      order by withdrawn_at, event_id`,
    since ? [since] : [],
  );
}

/** The ids of the incidents withdrawn since a time, at most `limit` of them, in no order. */
export async function withdrawnIdsSince(em: EntityManager, since: string, limit: number): Promise<number[]> {
  const rows = await em
    .getConnection()
    .execute<{ id: number }[]>(
      `select event_id::float8 as id from event_withdrawals where withdrawn_at >= ?::timestamptz limit ?`,
      [since, limit],
    );
  return rows.map((row) => row.id);
}
