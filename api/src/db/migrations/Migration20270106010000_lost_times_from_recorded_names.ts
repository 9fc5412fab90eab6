import { Migration } from '@mikro-orm/migrations';

/** A data version's name as the site wrote it then: `20261125T215714.142Z-3`. */
const VERSION_NAME = `'^\\d{8}T\\d{6}\\.\\d{3}Z-\\d+$'`;

/**
 * Versions whose change's time the upgrade from the code of 2026-11-24 lost (decision 109, addendum of
 * issue 51), dated by a data version the site recorded naming that change: a daily snapshot's version or
 * an announcement still in the outbox. A name dates a version when it is the only one recorded between
 * the change before and the version's transaction, and counts the incidents public after it. A deleted
 * incident's publication is dated so too, and its rows carry that publication time again.
 */
export class Migration20270106010000_lost_times_from_recorded_names extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create temporary table recorded_names on commit drop as
      select distinct version, count,
             regexp_replace(version, '^(\\d{4})(\\d\\d)(\\d\\d)T(\\d\\d)(\\d\\d)(\\d\\d\\.\\d{3})Z-\\d+$',
               '\\1-\\2-\\3T\\4:\\5:\\6Z')::timestamptz as at
        from (select version, substring(version from '-(\\d+)$')::int as count
                from (select data_version as version from data_snapshots
                      union select payload->>'dataVersion' from live_events where topic = 'incidentChanged') named
               where version ~ ${VERSION_NAME}) parsed;`);
    this.addSql(`create temporary table lost_change_times on commit drop as
      select u.event_id, u.number, v.created_at as written_at, min(n.at) as at, min(n.version) as version
        from incident_versions_undated u
        join incident_versions v on v.event_id = u.event_id and v.number = u.number
        join recorded_names n on n.at <= v.created_at
         and n.at > coalesce((select max(o.created_at) from incident_versions o
                               where o.created_at < v.created_at
                                 and (o.event_id, o.number) <> (v.event_id, v.number)), '-infinity')
         and n.count = (select count(*) from (select distinct on (p.event_id) p.snapshot from incident_versions p
                                               where p.created_at <= v.created_at
                                               order by p.event_id, p.number desc) latest
                         where latest.snapshot is not null)
       group by u.event_id, u.number, v.created_at
      having count(*) = 1;`);
    // the names the previous migration derived from those transactions' times were never published
    this.addSql(`create temporary table derived_names on commit drop as
      select d.version from data_versions d join lost_change_times t
          on d.changed_at = date_trunc('milliseconds', t.written_at)
       where d.recorded_at = '-infinity' and d.version <> t.version;`);

    this.addSql(`update incident_versions v set created_at = t.at from lost_change_times t
      where v.event_id = t.event_id and v.number = t.number;`);
    this.addSql(`update incident_versions v set published_at = t.at from lost_change_times t
      where v.event_id = t.event_id and v.action <> 'withdrawn'
        and t.number = (select min(number) from incident_versions f where f.event_id = t.event_id)
        and not exists (select 1 from events e where e.id = t.event_id);`);
    this.addSql(`delete from incident_versions_undated u using lost_change_times t
      where u.event_id = t.event_id and u.number = t.number;`);

    this.addSql(`delete from data_versions d using derived_names n
      where d.version = n.version
        and not exists (select 1 from incident_versions v where date_trunc('milliseconds', v.created_at) = d.changed_at);`);
    this.addSql(`delete from data_version_files f using derived_names n
      where f.data_version = n.version and not exists (select 1 from data_versions d where d.version = n.version);`);
    this.addSql(`insert into data_versions (version, changed_at, count, recorded_at)
      select n.version, n.at, n.count, '-infinity' from lost_change_times t join recorded_names n on n.version = t.version
      on conflict do nothing;`);
  }

  override async down(): Promise<void> {
    // the versions keep the times of their changes: they are the truer ones
  }

}
