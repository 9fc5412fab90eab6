import { Migration } from '@mikro-orm/migrations';

export class Migration20261126000000_thread_version extends Migration {

  override async up(): Promise<void> {
    // Raised by every write to a thread in its transaction: cached pages of the thread are kept per version.
    this.addSql(`alter table "forum_threads" add column "version" integer not null default 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "forum_threads" drop column "version";`);
  }

}
