import { Migration } from '@mikro-orm/migrations';

/**
 * Export revision 5 (decision 110): the STIX bundle of every data version published from now on is marked
 * TLP:CLEAR and revokes the incidents withdrawn by then, and a workbook's sheet About names its version's
 * CSV and its SHA-256. A version published before keeps the revision of its time, and so its bytes. The
 * whole STIX bundle joins a version's checksummed files, and is kept gzipped for the latest versions.
 */
export class Migration20261219000000_marked_interchange extends Migration {

  override async up(): Promise<void> {
    // run in one transaction with earlier revisions' migrations (a new site), now() is their time too: a
    // millisecond after the last, so that each revision has its own beginning
    this.addSql(`insert into "export_revisions" ("revision", "since")
      select 5, greatest(date_trunc('milliseconds', now()), max("since") + interval '1 millisecond')
      from "export_revisions";`);
    this.addSql(`alter table "data_version_files" drop constraint "data_version_files_format_check";`);
    this.addSql(`alter table "data_version_files" add constraint "data_version_files_format_check"
      check ("format" in ('csv', 'geojson', 'json', 'xlsx', 'stix'));`);
    this.addSql(`create table "data_version_bundles" (
      "data_version" text primary key,
      "byte_size" bigint not null,
      "sha256" text not null check ("sha256" ~ '^[0-9a-f]{64}$'),
      "gzip" bytea not null,
      "made_at" timestamptz not null default now());`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "data_version_bundles";`);
    this.addSql(`delete from "data_version_files" where "format" = 'stix';`);
    this.addSql(`alter table "data_version_files" drop constraint "data_version_files_format_check";`);
    this.addSql(`alter table "data_version_files" add constraint "data_version_files_format_check"
      check ("format" in ('csv', 'geojson', 'json', 'xlsx'));`);
    this.addSql(`delete from "export_revisions" where "revision" = 5;`);
  }
}
