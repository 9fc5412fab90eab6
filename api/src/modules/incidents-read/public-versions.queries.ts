import type { EntityManager } from "@mikro-orm/postgresql";

/** One version of an incident's public history, and when this database recorded it. */
export interface PublicVersion {
  eventId: string;
  number: number;
  /** ISO 8601 with milliseconds: the change's own time. */
  time: string;
  withdrawal: boolean;
  /** ISO 8601 with microseconds, or `-infinity` for the versions recorded before the record began. */
  recordedAt: string;
}

/**
 * Whether a version of any incident's public history holds the source URL given (`?`), as a condition: the
 * versions keep it after the incident is deleted.
 */
export const SOURCE_URL_IN_HISTORY = `exists (select 1 from incident_versions where snapshot->>'sourceUrl' = ?)`;

/** Where a walk through the versions stands: after this recording time, incident and number. */
export interface VersionCursor {
  recordedAt: string;
  eventId: string;
  number: number;
}

/**
 * The public versions recorded after `cursor`, in the order they were recorded (decision 155): each one
 * that made the incident public or changed it (with its state) and each withdrawal; `recorded` (an
 * incident not yet public) is none.
 */
export function publicVersionsAfter(
  em: EntityManager,
  cursor: VersionCursor,
  limit: number,
): Promise<PublicVersion[]> {
  return em.getConnection().execute<PublicVersion[]>(
    `select event_id::text as "eventId", number,
            to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as time,
            action = 'withdrawn' as withdrawal,
            case when recorded_at = '-infinity' then '-infinity'
                 else to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') end as "recordedAt"
       from incident_versions
      where (recorded_at, event_id, number) > (?::timestamptz, ?::bigint, ?::int)
        and (snapshot is not null or action = 'withdrawn')
      order by recorded_at, event_id, number
      limit ?`,
    [cursor.recordedAt, cursor.eventId, cursor.number, limit],
  );
}
