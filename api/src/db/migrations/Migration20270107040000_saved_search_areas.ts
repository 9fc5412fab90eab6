import { Migration } from '@mikro-orm/migrations';

/**
 * A saved search's circle around a place (issue 55, decision 154): its centre, radius in kilometres and
 * the place's name, as an alternative to the map view's box; none for the searches saved before.
 */
export class Migration20270107040000_saved_search_areas extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "saved_searches" add column "area" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "saved_searches" drop column "area";`);
  }
}
