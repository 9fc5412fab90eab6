import { Migration } from '@mikro-orm/migrations';

/**
 * What was published when it was (decision 138): each data version the site named, kept from the moment
 * it first named it, and when each incident version became known here. A version is then one the site
 * named, not one re-derived from times that rows loaded later can back-date, and it is rebuilt from the
 * versions known when it was named. What the history holds now was known before the record began
 * ('-infinity'), and every version that history shows is named, so none published before is lost.
 */
export class Migration20270104000000_published_data_versions extends Migration {

  override async up(): Promise<void> {
    // a constant default fills the existing rows without rewriting the table; later rows get their time
    this.addSql(`alter table "incident_versions" add column "recorded_at" timestamptz not null default '-infinity';`);
    this.addSql(`alter table "incident_versions" alter column "recorded_at" set default now();`);
    this.addSql(`create table "data_versions" (
      "version" text primary key,
      "changed_at" timestamptz not null,
      "count" int not null,
      "recorded_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "data_versions_changed_idx" on "data_versions" ("changed_at", "recorded_at");`);
    // every version the history shows: each millisecond of a change, and the incidents public at its end
    this.addSql(`insert into data_versions (version, changed_at, count, recorded_at)
      select to_char(at at time zone 'UTC', 'YYYYMMDD"T"HH24MISS.MS"Z"') || '-' || public, at, public, '-infinity'
        from (select at, sum(sum(step)) over (order by at) as public
                from (select date_trunc('milliseconds', created_at) as at,
                             (snapshot is not null)::int - coalesce(lag((snapshot is not null)::int)
                               over (partition by event_id order by number), 0) as step
                        from incident_versions) steps
               group by at) counted
      on conflict do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "data_versions";`);
    this.addSql(`alter table "incident_versions" drop column "recorded_at";`);
  }

}
