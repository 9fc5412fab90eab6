import { Migration } from '@mikro-orm/migrations';

const AS_OF = 'Migration20261207000000_data_versions_as_of';

/** When the site first ran the code that dates versions by their change (decision 096). */
const DATED_SINCE = `(select executed_at from mikro_orm_migrations where name = '${AS_OF}')`;

/**
 * Whether the site ran earlier code before that: the as-of migration ran later than the first one. A site
 * set up with it (or later) ran them all at once, and published nothing in export revision 0.
 */
const RAN_EARLIER_CODE = `${DATED_SINCE} > (select min(executed_at) from mikro_orm_migrations)`;

/** A data version's time, from its name (`20261123T130512.345Z-100060`); null for another text. */
const versionTime = (name: string) => `case when (${name}) ~ '^\\d{8}T\\d{6}\\.\\d{3}Z-\\d+$' then
  regexp_replace((${name}), '^(\\d{4})(\\d\\d)(\\d\\d)T(\\d\\d)(\\d\\d)(\\d\\d\\.\\d{3})Z-\\d+$', '\\1-\\2-\\3T\\4:\\5:\\6Z')::timestamptz end`;

/**
 * Each version the earlier code wrote, with the time of the public change it records where the database
 * still holds it, null where it does not (decision 109):
 * - the data version its live announcement named, while the outbox keeps it (written in the same
 *   transaction, so at the same now());
 * - an incident's first publication: its published_at;
 * - an incident's latest version: its last public change (changed_at, which a rejection leaves as it was)
 *   or its withdrawal.
 * A version since superseded by another change of the same incident keeps only its transaction's time.
 */
const CHANGE_TIMES = `with versions as (
    select v.event_id, v.number, v.action, v.created_at,
           v.number = max(v.number) over incident as is_last,
           v.number = max(v.number) filter (where v.action <> 'withdrawn') over incident
             and max(v.number) over incident - v.number <= 1 as is_last_public,
           v.number = min(v.number) filter (where v.action = 'published') over incident as is_first_publication,
           max(v.created_at) over incident < ${DATED_SINCE} as all_earlier
      from incident_versions v
    window incident as (partition by v.event_id)),
  announced as (
    select (payload->>'id')::bigint as event_id, created_at, ${versionTime(`payload->>'dataVersion'`)} as at
      from live_events
     where topic = 'incidentChanged')
  select v.event_id, v.number, v.action, coalesce(
           (select max(a.at) from announced a where a.event_id = v.event_id and a.created_at = v.created_at),
           case when v.action = 'recorded' then v.created_at end,
           case when v.is_first_publication then coalesce(e.published_at, e.reviewed_at, e.created_at) end,
           case when v.all_earlier and v.is_last and v.action = 'withdrawn' then w.withdrawn_at end,
           case when v.all_earlier and v.is_last and e.status = 'approved'
                then coalesce(e.changed_at, e.published_at, e.reviewed_at, e.created_at) end,
           case when v.all_earlier and v.is_last_public and not v.is_last and e.status <> 'approved'
                then coalesce(e.changed_at, e.published_at) end) as changed_at
    from versions v left join events e on e.id = v.event_id left join event_withdrawals w on w.event_id = v.event_id
   where v.created_at < ${DATED_SINCE} and ${RAN_EARLIER_CODE}`;

/**
 * A site upgraded from the code before 2026-11-25 (decision 109): the data versions it published then
 * keep their bytes. They are export revision 0 (that code's columns), and its versions are dated by the
 * change they record, as the as-of read and the versions' check expect; those whose time is lost are
 * listed, so that a data version reading one is refused rather than rebuilt with other bytes.
 */
export class Migration20261218000000_versions_before_dating extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "incident_versions_undated" (
      "event_id" bigint not null,
      "number" int not null,
      primary key ("event_id", "number"));`);
    // revision 1 begins when the code that wrote it first ran, before revision 2's migration at the latest
    this.addSql(`update export_revisions set since = least(date_trunc('milliseconds', ${DATED_SINCE}),
        (select since from export_revisions where revision = 2) - interval '1 millisecond')
      where revision = 1 and ${RAN_EARLIER_CODE};`);
    this.addSql(`insert into export_revisions (revision, since) select 0, '-infinity' where ${RAN_EARLIER_CODE};`);

    this.addSql(`create temporary table version_change_times on commit drop as ${CHANGE_TIMES};`);
    this.addSql(`update incident_versions v set created_at = t.changed_at from version_change_times t
      where t.event_id = v.event_id and t.number = v.number and t.changed_at is not null
        and t.changed_at <> v.created_at;`);
    // a deleted incident's publication time: that of its first version, as the as-of migration took it
    this.addSql(`update incident_versions v set published_at = first.created_at
      from (select distinct on (event_id) event_id, created_at from incident_versions order by event_id, number) first
     where first.event_id = v.event_id and v.action <> 'withdrawn' and v.created_at < ${DATED_SINCE}
       and ${RAN_EARLIER_CODE} and not exists (select 1 from events e where e.id = v.event_id);`);
    // a withdrawal's time shows in no file: only the versions whose state a file shows count as lost
    this.addSql(`insert into incident_versions_undated (event_id, number)
      select event_id, number from version_change_times where changed_at is null and action <> 'withdrawn'
      union
      select t.event_id, t.number from version_change_times t
       where t.action <> 'withdrawn' and not exists (select 1 from events e where e.id = t.event_id)
         and exists (select 1 from version_change_times f where f.event_id = t.event_id and f.changed_at is null
                        and f.number = (select min(number) from incident_versions where event_id = t.event_id));`);
    // checksums computed from the versions' transaction times are computed again
    this.addSql(`delete from data_version_files
      where ${versionTime('data_version')} < ${DATED_SINCE} and ${RAN_EARLIER_CODE};`);
  }

  override async down(): Promise<void> {
    // the versions keep the times of their changes: they are the truer ones
    this.addSql(`delete from export_revisions where revision = 0;`);
    this.addSql(`update export_revisions set since = '-infinity' where revision = 1;`);
    this.addSql(`drop table if exists "incident_versions_undated";`);
  }

}
