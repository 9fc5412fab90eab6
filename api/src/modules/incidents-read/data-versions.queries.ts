import type { EntityManager } from "@mikro-orm/postgresql";
import { PUBLIC_UPDATED_AT } from "./incidents-read.queries.js";

/** The version of the public data: which state of it an answer, a download or a citation shows. */
export interface DataVersion {
  /**
   * `20261123T130512.345Z-100060`: the latest public change (a publication, correction or withdrawal) in
   * ISO 8601's basic format, then the number of public incidents. Safe in file names.
   */
  version: string;
  /** That latest change, ISO 8601 in UTC (1970-01-01T00:00:00.000Z while nothing was ever public). */
  changedAt: string;
  count: number;
}

/**
 * The current data version, in one query over two indexes. Any change made through the app moves the
 * latest change time; rows loaded or deleted by hand move it or the count. Inside a transaction, the
 * version its writes make. Named, it is published: kept in `data_versions` with the time it was first
 * named (decision 138), in the same statement, so on the primary and with the writes it holds.
 */
export async function currentDataVersion(em: EntityManager): Promise<DataVersion> {
  const [row] = await em.execute<{ changed: string; version: string; count: number }[]>(
    `insert into data_versions (version, changed_at, count)
     select to_char(latest at time zone 'UTC', 'YYYYMMDD"T"HH24MISS.MS"Z"') || '-' || n, date_trunc('milliseconds', latest), n
       from (select coalesce(greatest(
                      (select max(${PUBLIC_UPDATED_AT}) from events where status = 'approved'),
                      (select max(withdrawn_at) from event_withdrawals)), 'epoch'::timestamptz) as latest,
                    (select count(*)::int from events where status = 'approved') as n) latest
     on conflict (version) do update set count = excluded.count
     returning version, count,
               to_char(changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as changed`,
  );
  return { version: row!.version, changedAt: row!.changed, count: row!.count };
}
