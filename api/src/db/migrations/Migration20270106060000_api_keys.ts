import { Migration } from '@mikro-orm/migrations';

/**
 * A member's API keys (issue 56, decision 155): read-only research keys sent as a Bearer token, kept as
 * the SHA-256 of their secret, gone with the account; and each key's use by month, for its owner's list.
 */
export class Migration20270106060000_api_keys extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "api_keys" (
      "id" bigserial primary key,
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "name" varchar(100) not null,
      "scope" varchar(16) not null default 'read' check ("scope" in ('read')),
      "secret_hash" char(64) not null unique,
      "hint" varchar(16) not null,
      "created_at" timestamptz not null default now(),
      "expires_at" timestamptz null,
      "revoked_at" timestamptz null,
      "revoked_by" uuid null references "users" ("id") on delete set null,
      "last_used_at" timestamptz null,
      "requests_per_minute" integer null check ("requests_per_minute" > 0),
      "downloads_per_minute" integer null check ("downloads_per_minute" > 0)
    );`);
    this.addSql(`create index "api_keys_user" on "api_keys" ("user_id", "id");`);
    this.addSql(`create table "api_key_usage" (
      "api_key_id" bigint not null references "api_keys" ("id") on delete cascade,
      "month" date not null,
      "requests" bigint not null default 0,
      "downloads" bigint not null default 0,
      primary key ("api_key_id", "month")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "api_key_usage";`);
    this.addSql(`drop table "api_keys";`);
  }
}
