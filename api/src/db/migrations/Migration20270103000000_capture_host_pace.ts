import { Migration } from '@mikro-orm/migrations';

/**
 * The pace of imported sources' captures per host (decision 133): the next free start booked for each
 * host when an import queues its captures, and when the last of them began, checked when one starts.
 */
export class Migration20270103000000_capture_host_pace extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "capture_hosts" (
      "host" text primary key,
      "booked_until" timestamptz not null,
      "last_started_at" timestamptz null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "capture_hosts";`);
  }
}
