import { Migration } from '@mikro-orm/migrations';

export class Migration20261123000000_live_events extends Migration {

  override async up(): Promise<void> {
    // The outbox of live events: written in the transaction of the change that causes them.
    this.addSql(`create table "live_events" ("id" bigserial primary key, "topic" text not null, "payload" jsonb not null, "created_at" timestamptz not null default now(), "published_at" timestamptz null);`);
    this.addSql(`create index "live_events_unpublished_idx" on "live_events" ("id") where "published_at" is null;`);
    this.addSql(`create index "live_events_created_at_idx" on "live_events" ("created_at");`);
    // NOTIFY is transactional: dispatchers wake when a transaction that wrote events commits, never on a rollback.
    this.addSql(`create function "live_events_wake"() returns trigger language plpgsql as $$ begin perform pg_notify('live_events', ''); return null; end $$;`);
    this.addSql(`create trigger "live_events_wake" after insert on "live_events" for each statement execute function "live_events_wake"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "live_events" cascade;`);
    this.addSql(`drop function if exists "live_events_wake"();`);
  }

}
