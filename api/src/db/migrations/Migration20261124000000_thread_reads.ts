import { Migration } from '@mikro-orm/migrations';

export class Migration20261124000000_thread_reads extends Migration {

  override async up(): Promise<void> {
    // Per member and thread, the highest post number read: thread lists mark what is new since.
    this.addSql(`create table "thread_reads" ("user_id" uuid not null, "thread_id" bigint not null, "last_read_number" integer not null, "updated_at" timestamptz not null default now(), constraint "thread_reads_pkey" primary key ("user_id", "thread_id"));`);
    this.addSql(`alter table "thread_reads" add constraint "thread_reads_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "thread_reads" add constraint "thread_reads_thread_id_foreign" foreign key ("thread_id") references "forum_threads" ("id") on update cascade on delete cascade;`);
    this.addSql(`create index "thread_reads_thread_id_idx" on "thread_reads" ("thread_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "thread_reads" cascade;`);
  }

}
