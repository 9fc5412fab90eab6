import type { EntityManager } from "@mikro-orm/postgresql";

/**
 * An incident public once and withdrawn by a data version's time: what a tool that imported it needs to
 * drop it (its ids, its publication, the withdrawal's time and public reason), none of its content.
 */
export interface WithdrawnIncident {
  id: string;
  /** Its page, which says it was withdrawn. */
  url: string;
  /** ISO 8601: when it was first made public (its STIX objects' `created`). */
  publishedAt: string;
  /** ISO 8601: the withdrawal's time. */
  withdrawnAt: string;
  /** The public reason, never the moderator's own words. */
  reason: string;
  /** What its last public version held, by id: the objects and attributes to revoke. */
  sourceIds: string[];
  attributions: { id: string; party: string }[];
  /** The sources whose capture it showed (decision 125), and whether with a Wayback copy. */
  captures: { sourceId: string; wayback: boolean }[];
  /** Whether its day was known to the month or year only (MISP's "When it happened" attribute). */
  periodOnly: boolean;
}

/**
 * Each source's latest capture as the incident showed it at `until` (as evidence-read.queries.ts reads
 * it): the page kept by then, its Wayback copy if recorded by then.
 */
const latestCaptures = (until: string, snapshot: string) => `
  select distinct on (c.source_id) c.source_id, c.wayback_saved_at
    from source_captures c
   where c.source_id in (select (x->>'id')::bigint from jsonb_array_elements(${snapshot}->'sources') x)
     and c.status = 'captured' and c.captured_at <= ${until}
   order by c.source_id, c.id desc`;

const iso = (sql: string) => `to_char(${sql} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The incidents whose latest version at `time` (ISO 8601, the data version's) is a withdrawal, by id,
 * each with its last public version's ids (only `eventId`'s, when given). Read from the public history, so a past version's list is
 * the one it had.
 */
export async function withdrawnIncidents(
  em: EntityManager,
  time: string,
  publicUrl: string,
  eventId: string | null = null,
): Promise<WithdrawnIncident[]> {
  const rows = await em.getConnection().execute<Omit<WithdrawnIncident, "url">[]>(
    `select w.event_id::text as id, ${iso("p.published_at")} as "publishedAt",
            ${iso("w.created_at")} as "withdrawnAt", coalesce(w.reason, '') as reason,
            coalesce((select array_agg(x->>'id' order by (x->>'id')::bigint)
                        from jsonb_array_elements(p.snapshot->'sources') x), '{}') as "sourceIds",
            coalesce((select jsonb_agg(jsonb_build_object('id', x->>'id', 'party', x->>'party')
                                       order by (x->>'id')::bigint)
                        from jsonb_array_elements(p.snapshot->'attributions') x), '[]') as attributions,
            coalesce(p.snapshot->>'timePrecision', 'day') <> 'day' as "periodOnly",
            coalesce((select jsonb_agg(jsonb_build_object('sourceId', k.source_id::text,
                                                          'wayback', k.wayback_saved_at <= w.created_at)
                                       order by k.source_id)
                        from (${latestCaptures("w.created_at", "p.snapshot")}) k), '[]') as captures
       from incident_versions w
       join lateral (select v.published_at, v.snapshot from incident_versions v
                      where v.event_id = w.event_id and v.number < w.number and v.snapshot is not null
                      order by v.number desc limit 1) p on true
      where w.action = 'withdrawn' and w.created_at < ?::timestamptz + interval '1 millisecond'
        and (?::bigint is null or w.event_id = ?::bigint)
        and not exists (select 1 from incident_versions later
                         where later.event_id = w.event_id and later.number > w.number
                           and later.created_at < ?::timestamptz + interval '1 millisecond')
      order by w.event_id`,
    [time, eventId, eventId, time],
  );
  return rows.map((row) => ({ ...row, url: `${publicUrl}/incident/${row.id}` }));
}
