import { Migration } from '@mikro-orm/migrations';

/**
 * Captures of incidents' sources (issue 43, decision 120): the WARC and its RFC 3161 time-stamp token in
 * the database, so a backup of it holds the evidence with the incidents that cite it.
 */
export class Migration20261223120000_source_captures extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "source_captures" (
      "id" bigserial primary key,
      "source_id" bigint not null references "incident_sources" ("id") on delete cascade,
      "url" text not null,
      "status" varchar(16) not null default 'pending' check ("status" in ('pending', 'captured', 'failed')),
      "failure" varchar(32) null,
      "failure_detail" varchar(64) null,
      "attempts" int not null default 0,
      "requested_at" timestamptz not null default now(),
      "captured_at" timestamptz null,
      "sha256" char(64) null,
      "warc" bytea null,
      "http_status" int null,
      "content_type" text null,
      "page_offset" int null,
      "page_length" int null,
      "timestamp_token" bytea null,
      "timestamped_at" timestamptz null,
      "wayback_url" text null,
      "wayback_job" jsonb null
    );`);
    this.addSql(`create index "source_captures_source" on "source_captures" ("source_id", "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "source_captures";`);
  }
}
