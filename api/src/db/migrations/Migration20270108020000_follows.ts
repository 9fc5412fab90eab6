import { Migration } from '@mikro-orm/migrations';

/**
 * Members follow incidents (issue 54): one table of follows by subject (an incident; threads keep their
 * thread_watches, categories come later), notifications of a followed incident get a type of their own
 * and name it, and a member may turn off following what they submit.
 */
export class Migration20270108020000_follows extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "follows" (
      "user_id" uuid not null references "users" ("id") on update cascade on delete cascade,
      "subject_kind" text not null check ("subject_kind" in ('incident', 'thread', 'category')),
      "subject_id" bigint not null,
      "level" text not null check ("level" in ('watching', 'normal', 'muted')),
      "updated_at" timestamptz not null default now(),
      constraint "follows_pkey" primary key ("user_id", "subject_kind", "subject_id"));`);
    this.addSql(`create index "follows_subject_watching" on "follows" ("subject_kind", "subject_id") where "level" = 'watching';`);
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_type_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_type_check" check ("type" in ('reply', 'quote', 'mention', 'report_update', 'ban', 'unban', 'system', 'reaction', 'other', 'saved_search', 'incident'));`);
    this.addSql(`alter table "notifications" add column "related_event_id" bigint null;`);
    this.addSql(`create index "notifications_incident_group" on "notifications" ("recipient_id", "related_event_id", "created_at" desc) where "type" = 'incident' and not "seen";`);
    this.addSql(`alter table "notification_preferences" add column "follow_own" boolean not null default true, add column "incident" boolean not null default true;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "notification_preferences" drop column if exists "follow_own", drop column if exists "incident";`);
    this.addSql(`delete from "notifications" where "type" = 'incident';`);
    this.addSql(`alter table "notifications" drop column if exists "related_event_id";`);
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_type_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_type_check" check ("type" in ('reply', 'quote', 'mention', 'report_update', 'ban', 'unban', 'system', 'reaction', 'other', 'saved_search'));`);
    this.addSql(`drop table if exists "follows" cascade;`);
  }
}
