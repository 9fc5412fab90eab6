import { Migration } from '@mikro-orm/migrations';

export class Migration20261122130000_reports extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "forum_threads" add column "is_deleted" boolean not null default false;`);
    this.addSql(`create table "reports" ("id" bigserial primary key, "reporter_id" uuid not null, "target_type" text check ("target_type" in ('post', 'thread', 'user')) not null, "target_id" varchar(64) not null, "target_user_id" uuid null, "reason" text check ("reason" in ('spam', 'abuse', 'misinformation', 'illegal', 'other')) not null, "text" text null, "status" text check ("status" in ('open', 'resolved', 'dismissed')) not null default 'open', "created_at" timestamptz not null, "handled_by_id" uuid null, "handled_at" timestamptz null, "note" text null, "outcome" text check ("outcome" in ('none', 'deletePost', 'lockThread')) null);`);
    this.addSql(`alter table "reports" add constraint "reports_reporter_id_foreign" foreign key ("reporter_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "reports" add constraint "reports_target_user_id_foreign" foreign key ("target_user_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "reports" add constraint "reports_handled_by_id_foreign" foreign key ("handled_by_id") references "users" ("id") on update cascade on delete set null;`);
    // One open report per member per target; the daily limit reads the member's recent reports
    this.addSql(`create unique index "reports_one_open_unique" on "reports" ("reporter_id", "target_type", "target_id") where status = 'open';`);
    this.addSql(`create index "reports_reporter_recent_idx" on "reports" ("reporter_id", "created_at" desc);`);
    this.addSql(`create index "reports_status_target_idx" on "reports" ("status", "target_type", "target_id");`);
    this.addSql(`create index "reports_open_target_user_idx" on "reports" ("target_user_id") where status = 'open';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "reports" cascade;`);
    this.addSql(`alter table "forum_threads" drop column "is_deleted";`);
  }

}
