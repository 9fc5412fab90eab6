import { Migration } from '@mikro-orm/migrations';

/**
 * A member's mail address is confirmed before the site mails it anything but the confirmation (issue 51,
 * decision 135). `confirmed_email` is the address the member last confirmed: the address is confirmed
 * while it equals `email`, so a changed address needs a new confirmation by construction. Members who
 * exist when this runs count as confirmed (they were mailed before without one). A confirmation link's
 * token is kept hashed, with the address it confirms, and expires.
 */
export class Migration20270105020000_mail_confirmation extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "confirmed_email" varchar(254) null;`);
    this.addSql(`update "users" set "confirmed_email" = "email";`);
    this.addSql(`create table "mail_confirmations" (
      "id" bigserial primary key,
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "email" varchar(254) not null,
      "token_hash" text not null unique,
      "expires_at" timestamptz not null
    );`);
    this.addSql(`create index "mail_confirmations_user_id_idx" on "mail_confirmations" ("user_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "mail_confirmations";`);
    this.addSql(`alter table "users" drop column if exists "confirmed_email";`);
  }
}
