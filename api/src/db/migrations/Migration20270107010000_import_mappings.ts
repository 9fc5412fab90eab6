import { Migration } from '@mikro-orm/migrations';

/**
 * Column mappings moderators save by name (decision 143), shared by all of them: the preset and mapping,
 * the columns of the file it was made for and their shape (the set of names, lower-cased and sorted), by
 * which the next file with the same columns is offered it first.
 */
export class Migration20270107010000_import_mappings extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "import_mappings" (
      "id" bigserial primary key,
      "name" varchar(80) not null,
      "columns" jsonb not null,
      "shape" text not null,
      "preset" varchar(16) not null,
      "mapping" jsonb not null,
      "saved_by_id" uuid null references "users" ("id") on delete set null,
      "saved_at" timestamptz not null default now()
    );`);
    this.addSql(`create unique index "import_mappings_name" on "import_mappings" (lower("name"));`);
    this.addSql(`create index "import_mappings_shape" on "import_mappings" ("shape");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "import_mappings";`);
  }
}
