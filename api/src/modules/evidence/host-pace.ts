import type { EntityManager } from "@mikro-orm/postgresql";

/** The host a source's page is on (with its port), by which requests to one site are paced. */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/**
 * Books `count` starts for each host, `gapSeconds` apart, after the starts booked for it before (by this
 * import or another); each host's first start, in seconds from the transaction's start (decision 133).
 */
export async function bookHostStarts(
  tx: EntityManager,
  counts: ReadonlyMap<string, number>,
  gapSeconds: number,
): Promise<Map<string, number>> {
  const rows = await tx.execute<{ host: string; until: number }[]>(
    `insert into capture_hosts as h (host, booked_until)
     select host, now() + n * ? * interval '1 second' from json_to_recordset(?::json) as t(host text, n int)
     on conflict (host) do update set booked_until = greatest(h.booked_until, now()) + (excluded.booked_until - now())
     returning host, extract(epoch from booked_until - now())::float8 as until`,
    [gapSeconds, JSON.stringify([...counts].map(([host, n]) => ({ host, n })))],
  );
  return new Map(rows.map(({ host, until }) => [host, until - counts.get(host)! * gapSeconds]));
}

/**
 * Marks a paced capture of `host` as starting now, when the last one there began at least `gapSeconds`
 * ago; otherwise the seconds to wait (at least one: another instance may have just begun one).
 */
export async function waitForHost(em: EntityManager, host: string, gapSeconds: number): Promise<number> {
  const [row] = await em.execute<{ wait: number }[]>(
    `with started as (
       update capture_hosts set last_started_at = now()
        where host = ? and (last_started_at is null or last_started_at <= now() - ? * interval '1 second')
       returning host)
     select coalesce(max(greatest(extract(epoch from h.last_started_at - now()) + ?, 1)), 0)::float8 as wait
       from capture_hosts h where h.host = ? and not exists (select 1 from started)`,
    [host, gapSeconds, gapSeconds, host],
  );
  return row?.wait ?? 0;
}
