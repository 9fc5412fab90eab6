import { Migration } from '@mikro-orm/migrations';

export class Migration20261122120000_bans extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "user_bans" ("id" bigserial primary key, "user_id" uuid not null, "banned_by_id" uuid null, "reason" text not null, "starts_at" timestamptz not null, "ends_at" timestamptz null, "lifted_at" timestamptz null, "lifted_by_id" uuid null, "lift_reason" text null);`);

    this.addSql(`alter table "user_bans" add constraint "user_bans_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "user_bans" add constraint "user_bans_banned_by_id_foreign" foreign key ("banned_by_id") references "users" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "user_bans" add constraint "user_bans_lifted_by_id_foreign" foreign key ("lifted_by_id") references "users" ("id") on update cascade on delete set null;`);
    // At most one open ban per member; it is also the index every write-time ban check reads.
    this.addSql(`create unique index "user_bans_open_idx" on "user_bans" ("user_id") where "lifted_at" is null;`);
    this.addSql(`create index "user_bans_user_idx" on "user_bans" ("user_id", "starts_at" desc);`);
    // The dashboard counts the last week's posts.
    this.addSql(`create index "forum_posts_created_at_idx" on "forum_posts" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "forum_posts_created_at_idx";`);
    this.addSql(`drop table if exists "user_bans" cascade;`);
  }

}
