import { Migration } from '@mikro-orm/migrations';

/**
 * Every data version rebuilt from the incidents' public history (decision 096): a version is dated by the
 * public change it records (the time the data version names) and keeps the incident's publication time,
 * so an as-of read gives the rows, times included, that the exports gave then. Checksums of the rebuilt
 * files, monthly releases, and snapshots whose bytes may be dropped since they can be rebuilt.
 */
export class Migration20261207000000_data_versions_as_of extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "incident_versions" add column "published_at" timestamptz null;`);
    this.addSql(`update incident_versions v set published_at = coalesce(e.published_at, e.reviewed_at, e.created_at)
      from events e where e.id = v.event_id and v.action <> 'withdrawn';`);
    // a deleted incident's versions: its first version is its publication
    this.addSql(`update incident_versions v set published_at = first.created_at
      from (select distinct on (event_id) event_id, created_at from incident_versions order by event_id, number) first
     where first.event_id = v.event_id and v.published_at is null and v.action <> 'withdrawn';`);
    // the as-of read: each incident's latest version at or before a time
    this.addSql(`create index "incident_versions_created_idx" on "incident_versions" ("created_at");`);

    // rows inserted outside the app: their first version dated as their last public change
    this.addSql(`create or replace function "incident_ledger_seed"() returns trigger language plpgsql as $$
      begin
        with inserted as materialized (
          select id, source_url, type, date, created_at,
                 nextval(pg_get_serial_sequence('incident_sources', 'id')) as source_id
            from new_rows order by id),
        sources as (
          insert into incident_sources (id, event_id, url, outlet, origin, added_at)
            select source_id, id, source_url,
                   nullif(substring(source_url from '^[a-z]+://(?:www\\.)?([^/:?#]+)'), ''), 'submission', created_at
              from inserted)
        insert into incident_attributions (event_id, party, attributed_by, date, confidence, source_id, origin, added_at)
          select id, case type when 'chinese' then 'china' else 'russia' end, 'media', date, 'suspected', source_id,
                 'submission', created_at
            from inserted;
        insert into incident_versions (event_id, number, created_at, published_at, action, reason, snapshot)
          select id, 1, coalesce(changed_at, published_at, reviewed_at, created_at),
                 coalesce(published_at, reviewed_at, created_at), 'published', null, incident_public_state(id)
            from new_rows where status = 'approved';
        return null;
      end $$;`);

    // SHA-256 of each whole export of a data version, once computed (the file itself, uncompressed)
    this.addSql(`create table "data_version_files" (
      "data_version" text not null,
      "format" text not null check ("format" in ('csv', 'geojson', 'json', 'xlsx')),
      "byte_size" bigint not null,
      "sha256" text not null check ("sha256" ~ '^[0-9a-f]{64}$'),
      "computed_at" timestamptz not null default now(),
      primary key ("data_version", "format")
    );`);
    // numbered releases: a name for a data version, listed
    this.addSql(`create table "data_releases" (
      "name" text primary key,
      "data_version" text not null,
      "released_at" timestamptz not null
    );`);
    // a snapshot past its retention keeps its name, version and checksum; its bytes are rebuilt on request
    this.addSql(`alter table "data_snapshots" alter column "gzip" drop not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "data_snapshots" where "gzip" is null;`);
    this.addSql(`alter table "data_snapshots" alter column "gzip" set not null;`);
    this.addSql(`drop table if exists "data_releases", "data_version_files";`);
    this.addSql(`drop index if exists "incident_versions_created_idx";`);
    this.addSql(`alter table "incident_versions" drop column "published_at";`);
  }

}
