import { Migration } from "@mikro-orm/migrations";

export class Migration20261122010604_accounts_sessions_captcha extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "captcha_redemptions" ("signature" varchar(128) not null, "expires_at" timestamptz not null, constraint "captcha_redemptions_pkey" primary key ("signature"));`,
    );
    this.addSql(
      `create index "captcha_redemptions_expires_at_index" on "captcha_redemptions" ("expires_at");`,
    );

    this.addSql(
      `create table "users" ("id" uuid not null, "username" varchar(32) not null, "username_key" varchar(32) not null, "email" varchar(254) not null, "password_hash" text not null, "role" text check ("role" in ('admin', 'moderator', 'user')) not null default 'user', "profile_picture" text null, "use_default_avatar" boolean not null default false, "created_at" timestamptz not null, "last_active_at" timestamptz null, constraint "users_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_username_key_unique" unique ("username_key");`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(
      `create table "sessions" ("id" uuid not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, constraint "sessions_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "sessions_user_id_index" on "sessions" ("user_id");`);
    this.addSql(`alter table "sessions" add constraint "sessions_token_hash_unique" unique ("token_hash");`);

    this.addSql(
      `create table "password_resets" ("id" uuid not null, "user_id" uuid not null, "token_hash" varchar(64) not null, "created_at" timestamptz not null, "expires_at" timestamptz not null, constraint "password_resets_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "password_resets_user_id_index" on "password_resets" ("user_id");`);
    this.addSql(
      `alter table "password_resets" add constraint "password_resets_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "password_resets" add constraint "password_resets_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);

    this.addSql(`alter table "password_resets" drop constraint "password_resets_user_id_foreign";`);

    this.addSql(`drop table if exists "captcha_redemptions" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop table if exists "sessions" cascade;`);

    this.addSql(`drop table if exists "password_resets" cascade;`);
  }
}
