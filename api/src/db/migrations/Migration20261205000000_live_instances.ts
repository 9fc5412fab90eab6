import { Migration } from '@mikro-orm/migrations';

export class Migration20261205000000_live_instances extends Migration {

  override async up(): Promise<void> {
    // a reconnecting bell's catch-up (notificationsSince) reads one range of one member's ids
    this.addSql(`create index "notifications_recipient_catch_up_idx" on "notifications" ("recipient_id", "id");`);
    // the running instances and how they carry live events: one that would publish under another Redis
    // prefix (or without Redis) than the others refuses to start, since their subscribers would miss its events
    this.addSql(`create table "live_instances" (
      "id" uuid primary key,
      "redis_prefix" text,
      "host" text not null,
      "started_at" timestamptz not null default now(),
      "seen_at" timestamptz not null default now()
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "live_instances";`);
    this.addSql(`drop index if exists "notifications_recipient_catch_up_idx";`);
  }

}
