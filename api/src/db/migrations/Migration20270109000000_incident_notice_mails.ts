import { Migration } from '@mikro-orm/migrations';

/**
 * When a member was last mailed an unseen notice of a followed incident: at most one mail per member and
 * incident an hour, as notification_mails keeps it per thread (decision 163).
 */
export class Migration20270109000000_incident_notice_mails extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "incident_notice_mails" (
      "recipient_id" uuid not null references "users" ("id") on update cascade on delete cascade,
      "event_id" bigint not null references "events" ("id") on update cascade on delete cascade,
      "sent_at" timestamptz not null,
      constraint "incident_notice_mails_pkey" primary key ("recipient_id", "event_id"));`);
    this.addSql(`create index "incident_notice_mails_event_id_index" on "incident_notice_mails" ("event_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "incident_notice_mails";`);
  }
}
