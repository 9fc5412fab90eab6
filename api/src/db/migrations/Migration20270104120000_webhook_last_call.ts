import { Migration } from '@mikro-orm/migrations';

/**
 * Each saved search's last webhook call (issue 51): the address called, when, whether the test, and how it
 * ended, which the member sees in the settings.
 */
export class Migration20270104120000_webhook_last_call extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "saved_searches" add column "webhook_last_call" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "saved_searches" drop column if exists "webhook_last_call";`);
  }
}
