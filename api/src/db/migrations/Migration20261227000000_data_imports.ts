import { Migration } from '@mikro-orm/migrations';

/**
 * Moderators' bulk imports (issue 43, decision 126): the uploaded file in chunks (read back as a stream by
 * whichever instance runs the job), the per-row report of the dry run and of the import, and the rows
 * already imported, keyed by the file's SHA-256 and the row number, so the same file again changes nothing.
 */
export class Migration20261227000000_data_imports extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "data_imports" (
      "id" bigserial primary key,
      "created_by_id" uuid null references "users" ("id") on delete set null,
      "created_at" timestamptz not null default now(),
      "file_name" varchar(200) not null,
      "format" varchar(8) not null check ("format" in ('csv', 'geojson')),
      "bytes" bigint not null default 0,
      "sha256" char(64) null,
      "columns" jsonb not null default '[]',
      "preset" varchar(16) not null default 'custom',
      "mapping" jsonb null,
      "phase" varchar(8) null check ("phase" in ('dry-run', 'import')),
      "status" varchar(16) not null default 'uploading'
        check ("status" in ('uploading', 'uploaded', 'queued', 'running', 'finished', 'failed')),
      "failure" text null,
      "failure_detail" text null,
      "position" int not null default 0,
      "rows" int not null default 0,
      "created" int not null default 0,
      "merged" int not null default 0,
      "refused" int not null default 0,
      "unchanged" int not null default 0,
      "dry_run" jsonb null,
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create table "data_import_chunks" (
      "import_id" bigint not null references "data_imports" ("id") on delete cascade,
      "seq" int not null,
      "bytes" bytea not null,
      primary key ("import_id", "seq")
    );`);
    this.addSql(`create table "data_import_rows" (
      "import_id" bigint not null references "data_imports" ("id") on delete cascade,
      "phase" varchar(8) not null check ("phase" in ('dry-run', 'import')),
      "row_number" int not null,
      "outcome" varchar(10) not null check ("outcome" in ('created', 'merged', 'refused', 'unchanged')),
      "errors" jsonb null,
      "event_id" bigint null references "events" ("id") on delete set null,
      "duplicate_of_row" int null,
      primary key ("import_id", "phase", "row_number")
    );`);
    this.addSql(`create index "data_import_rows_outcome" on "data_import_rows" ("import_id", "phase", "outcome", "row_number");`);
    this.addSql(`create table "imported_rows" (
      "file_sha256" char(64) not null,
      "row_number" int not null,
      "import_id" bigint not null references "data_imports" ("id") on delete cascade,
      "event_id" bigint null references "events" ("id") on delete set null,
      "created" boolean not null,
      primary key ("file_sha256", "row_number")
    );`);
    this.addSql(`create index "imported_rows_event" on "imported_rows" ("event_id") where "created";`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "imported_rows";`);
    this.addSql(`drop table "data_import_rows";`);
    this.addSql(`drop table "data_import_chunks";`);
    this.addSql(`drop table "data_imports";`);
  }
}
