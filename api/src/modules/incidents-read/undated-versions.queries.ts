import type { EntityManager } from "@mikro-orm/postgresql";

export const AS_OF_UNDATED_MESSAGE =
  "This data version was published before 2026-11-25, when the site did not keep the time of each change: " +
  "it holds a change made again since, whose time is lost, so it cannot be rebuilt byte for byte. A dated " +
  "snapshot (GET /api/snapshots) or a later version may serve instead.";

/** Said besides "no such data version" of one named before 2026-11-25, on a site that lost times then. */
export const AS_OF_LOST_NOTE =
  "A version published before 2026-11-25 by a change made again since cannot be found either: the site " +
  "did not keep that change's time then.";

/** Whether any version's change time was lost before the upgrade (decision 109). */
export async function anyUndatedVersion(em: EntityManager): Promise<boolean> {
  const rows = await em.getConnection().execute("select 1 from incident_versions_undated limit 1");
  return rows.length > 0;
}

/**
 * Whether the data as of a time reads a version whose change's time is lost (decision 109): one the code
 * before 2026-11-25 wrote and a later change of the same incident superseded before the upgrade. Its
 * files would carry another time than they did, so the version is refused rather than rebuilt.
 */
export async function readsUndatedVersion(em: EntityManager, time: string): Promise<boolean> {
  const [row] = await em.getConnection().execute<{ undated: boolean }[]>(
    `select exists (
       select 1 from incident_versions_undated u
        where u.number = (select max(v.number) from incident_versions v
                           where v.event_id = u.event_id
                             and v.created_at < ?::timestamptz + interval '1 millisecond')
     ) as undated`,
    [time],
  );
  return row!.undated;
}
