import { Migration } from '@mikro-orm/migrations';

/**
 * Web Push (decision 127): each device a member turned push on for, with the notification types it
 * receives; which saved searches push; and which members hold a live socket on which instance, so that
 * nothing is pushed to a member who is reading the site.
 */
export class Migration20261229000000_web_push extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "push_subscriptions" (
      "id" bigserial primary key,
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "endpoint" text not null unique,
      "p256dh" varchar(200) not null,
      "auth" varchar(100) not null,
      "types" text[] not null,
      "created_at" timestamptz not null default now(),
      "last_sent_at" timestamptz null
    );`);
    this.addSql(`create index "push_subscriptions_user" on "push_subscriptions" ("user_id");`);
    this.addSql(`alter table "saved_searches" add column "push" boolean not null default false;`);
    this.addSql(`create table "live_presence" (
      "instance_id" uuid not null references "live_instances" ("id") on delete cascade,
      "user_id" uuid not null,
      primary key ("user_id", "instance_id")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "live_presence";`);
    this.addSql(`alter table "saved_searches" drop column "push";`);
    this.addSql(`drop table "push_subscriptions";`);
  }
}
