import { Migration } from '@mikro-orm/migrations';

/** A member's interface language (issue 41): the language their mails are written in; English until they choose. */
export class Migration20261222000000_member_language extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "language" varchar(2) not null default 'en';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column "language";`);
  }
}
