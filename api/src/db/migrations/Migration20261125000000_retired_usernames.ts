import { Migration } from '@mikro-orm/migrations';

export class Migration20261125000000_retired_usernames extends Migration {

  override async up(): Promise<void> {
    // The usernames of deleted accounts, kept from new sign-ups until free_at (decision 051).
    this.addSql(`create table "retired_usernames" ("username_key" varchar(32) not null, "free_at" timestamptz not null, constraint "retired_usernames_pkey" primary key ("username_key"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "retired_usernames" cascade;`);
  }

}
