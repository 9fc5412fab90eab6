import { Migration } from '@mikro-orm/migrations';

/**
 * Saved searches with alerts (issue 44, decision 123): a member's named filter and how they hear of new
 * matches, and the matches themselves (for the feed and the digests), one row per search and incident.
 */
export class Migration20261225000000_saved_searches extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "saved_searches" (
      "id" bigserial primary key,
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "name" varchar(100) not null,
      "filter" jsonb not null,
      "bell" boolean not null default true,
      "mail_at_once" boolean not null default false,
      "digest" varchar(8) not null default 'none' check ("digest" in ('none', 'daily', 'weekly')),
      "feed_token" varchar(64) not null unique,
      "webhook_url" text null,
      "webhook_secret" varchar(64) null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "digest_sent_at" timestamptz null
    );`);
    this.addSql(`create index "saved_searches_user" on "saved_searches" ("user_id", "id");`);
    this.addSql(`create table "saved_search_matches" (
      "saved_search_id" bigint not null references "saved_searches" ("id") on delete cascade,
      "event_id" bigint not null references "events" ("id") on delete cascade,
      "matched_at" timestamptz not null default now(),
      "digested_at" timestamptz null,
      primary key ("saved_search_id", "event_id")
    );`);
    this.addSql(`create index "saved_search_matches_recent" on "saved_search_matches" ("saved_search_id", "matched_at" desc);`);
    this.addSql(`create index "saved_search_matches_undigested" on "saved_search_matches" ("saved_search_id") where "digested_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "saved_search_matches";`);
    this.addSql(`drop table "saved_searches";`);
  }
}
