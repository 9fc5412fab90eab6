import type { EntityManager } from "@mikro-orm/postgresql";
import { PUBLIC_UPDATED_AT } from "../../../incidents-read/incidents-read.queries.js";
import { withdrawnIdsSince } from "../../../incidents-read/withdrawals.queries.js";
import type { IndexedIncident } from "./incident-index.js";

const COLUMNS = `id::float8 as id, type, kind, country, to_char(date, 'YYYY-MM-DD') as date, longitude, latitude,
  map_key::float8 as key`;

/** Rows a full load reads at a time: the driver holds each batch as objects (about 40 MB). */
const BATCH = 100_000;

/**
 * Every approved incident's map fields, in batches by id (the primary key's order: `events.id`, since a
 * bare `id` names the selected double, which sorted the whole table for every batch).
 */
export async function* approvedIncidents(em: EntityManager): AsyncGenerator<IndexedIncident[]> {
  let after = 0;
  for (;;) {
    const rows = await em
      .getConnection()
      .execute<IndexedIncident[]>(
        `select ${COLUMNS} from events where status = 'approved' and events.id > ? order by events.id limit ?`,
        [after, BATCH],
      );
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < BATCH) return;
    after = rows.at(-1)!.id;
  }
}

/** The database's clock, and how many incidents are approved. */
export async function approvedNow(em: EntityManager): Promise<{ now: string; count: number }> {
  const [row] = await em.getConnection().execute<{ now: string; count: number }[]>(
    `select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as now,
              (select count(*)::int from events where status = 'approved') as count`,
  );
  return row!;
}

/**
 * What changed publicly since a time: incidents published or corrected (their map fields), and the ids
 * of those withdrawn (deleted ones included: a deletion lists a withdrawal). At most `limit` of each.
 */
export async function publicChangesSince(
  em: EntityManager,
  since: string,
  limit: number,
): Promise<{ changed: IndexedIncident[]; withdrawn: number[] }> {
  const connection = em.getConnection();
  const [changed, withdrawn] = await Promise.all([
    connection.execute<IndexedIncident[]>(
      `select ${COLUMNS} from events where status = 'approved' and ${PUBLIC_UPDATED_AT} >= ?::timestamptz limit ?`,
      [since, limit],
    ),
    withdrawnIdsSince(em, since, limit),
  ]);
  return { changed, withdrawn };
}
