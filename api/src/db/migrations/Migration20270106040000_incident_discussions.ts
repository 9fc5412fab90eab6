import { Migration } from '@mikro-orm/migrations';

/**
 * A discussion on every published incident (issue 54): the forum category that holds them (named by a flag,
 * so moderators may rename and move it; made with the first discussion's first post, so a forum shows no
 * empty category before anyone discussed an incident), and each incident's thread, made with its first
 * post. The events' rows may go (a deletion) while their discussion stays, locked: no foreign key to events.
 */
export class Migration20270106040000_incident_discussions extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "forum_categories" add column "holds_incident_discussions" boolean not null default false;`);
    this.addSql(`create unique index "forum_categories_incident_discussions_idx" on "forum_categories" ("holds_incident_discussions") where "holds_incident_discussions";`);
    this.addSql(`create table "incident_discussions" (
      "event_id" bigint primary key,
      "thread_id" bigint not null unique references "forum_threads" ("id") on delete cascade,
      "withdrawn_reason" text null,
      "created_at" timestamptz not null default now());`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "incident_discussions";`);
    this.addSql(`update "forum_threads" set "category_id" = null where "category_id" in (select "id" from "forum_categories" where "holds_incident_discussions");`);
    this.addSql(`delete from "forum_categories" where "holds_incident_discussions";`);
    this.addSql(`alter table "forum_categories" drop column "holds_incident_discussions";`);
  }
}
