import { Migration } from '@mikro-orm/migrations';

/**
 * Watching threads and categories joins the one table of follows (issue 54, decision 164): thread_watches'
 * rows move into follows and the table goes; a deleted incident, thread or category takes its follows with
 * it, as thread_watches' foreign key did; a new thread in a watched category is a notification type.
 */
export class Migration20270109010000_watching_in_follows extends Migration {

  override async up(): Promise<void> {
    this.addSql(`insert into "follows" ("user_id", "subject_kind", "subject_id", "level", "updated_at")
      select "user_id", 'thread', "thread_id", "level", "updated_at" from "thread_watches"
      on conflict do nothing;`);
    this.addSql(`drop table "thread_watches";`);
    this.addSql(`create index "follows_user_id_index" on "follows" ("user_id");`);
    this.addSql(`create function "follows_forget_subject"() returns trigger language plpgsql as $$
      begin
        delete from "follows" where "subject_kind" = tg_argv[0] and "subject_id" = old."id";
        return old;
      end $$;`);
    for (const [table, kind] of [['events', 'incident'], ['forum_threads', 'thread'], ['forum_categories', 'category']]) {
      this.addSql(`create trigger "${table}_forget_follows" after delete on "${table}"
        for each row execute function "follows_forget_subject"('${kind}');`);
    }
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_type_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_type_check" check ("type" in ('reply', 'quote', 'mention', 'report_update', 'ban', 'unban', 'system', 'reaction', 'other', 'saved_search', 'incident', 'new_thread'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "notifications" where "type" = 'new_thread';`);
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_type_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_type_check" check ("type" in ('reply', 'quote', 'mention', 'report_update', 'ban', 'unban', 'system', 'reaction', 'other', 'saved_search', 'incident'));`);
    for (const table of ['events', 'forum_threads', 'forum_categories']) {
      this.addSql(`drop trigger if exists "${table}_forget_follows" on "${table}";`);
    }
    this.addSql(`drop function if exists "follows_forget_subject"();`);
    this.addSql(`drop index if exists "follows_user_id_index";`);
    this.addSql(`create table "thread_watches" (
      "thread_id" bigint not null references "forum_threads" ("id") on update cascade on delete cascade,
      "user_id" uuid not null references "users" ("id") on update cascade on delete cascade,
      "level" text check ("level" in ('watching', 'normal', 'muted')) not null,
      "updated_at" timestamptz not null default now(),
      constraint "thread_watches_pkey" primary key ("thread_id", "user_id"));`);
    this.addSql(`create index thread_watches_user_id_idx on thread_watches (user_id);`);
    this.addSql(`insert into "thread_watches" ("thread_id", "user_id", "level", "updated_at")
      select "subject_id", "user_id", "level", "updated_at" from "follows" f
       where "subject_kind" = 'thread' and exists (select 1 from "forum_threads" t where t."id" = f."subject_id");`);
    this.addSql(`delete from "follows" where "subject_kind" in ('thread', 'category');`);
  }
}
