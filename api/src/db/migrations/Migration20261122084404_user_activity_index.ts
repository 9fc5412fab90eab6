import { Migration } from "@mikro-orm/migrations";

export class Migration20261122084404_user_activity_index extends Migration {
  override async up(): Promise<void> {
    // "Currently Online" counts members active in the last 5 minutes on every forum home
    this.addSql(`create index "users_last_active_at_idx" on "users" ("last_active_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "users_last_active_at_idx";`);
  }
}
