import { Migration } from '@mikro-orm/migrations';

/**
 * Saved searches' bell lines get a notification type of their own (issue 52): they were stored as
 * 'other' and headed "A notification". Lines stored before keep 'other'.
 */
export class Migration20270105020100_saved_search_notifications extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_type_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_type_check" check ("type" in ('reply', 'quote', 'mention', 'report_update', 'ban', 'unban', 'system', 'reaction', 'other', 'saved_search'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`update "notifications" set "type" = 'other' where "type" = 'saved_search';`);
    this.addSql(`alter table "notifications" drop constraint if exists "notifications_type_check";`);
    this.addSql(`alter table "notifications" add constraint "notifications_type_check" check ("type" in ('reply', 'quote', 'mention', 'report_update', 'ban', 'unban', 'system', 'reaction', 'other'));`);
  }
}
