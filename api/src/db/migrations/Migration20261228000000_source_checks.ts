import { Migration } from '@mikro-orm/migrations';

/**
 * The periodic check of each captured source's live page (issue 43, decision 130): per capture, what the
 * page answers now compared with the captured body, and since when. The capture itself is never touched.
 */
export class Migration20261228000000_source_checks extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "source_checks" (
      "capture_id" bigint primary key references "source_captures" ("id") on delete cascade,
      "attempted_at" timestamptz not null,
      "status" varchar(10) null check ("status" in ('unchanged', 'changed', 'gone')),
      "http_status" int null,
      "checked_at" timestamptz null,
      "since" timestamptz null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "source_checks";`);
  }
}
