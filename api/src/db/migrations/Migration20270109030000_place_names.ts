import { Migration } from "@mikro-orm/migrations";
import { loadPlaceNames } from "../gazetteer.js";

/**
 * The gazetteer's places by their names in the site's languages (GeoNames' alternate names, issue 55):
 * "Danzig" and "Гданськ" find Gdańsk. A place keeps them by language (`names`) and as one search text
 * (`other_names`, each name lower case without accents after a `|`), which a trigram index serves beside
 * the place's own name: one scan of one table, as before.
 */
export class Migration20270109030000_place_names extends Migration {
  override async up(): Promise<void> {
    await this.execute(`alter table "gazetteer_places"
      add column "names" jsonb not null default '{}',
      add column "other_names" text not null default ''`);
    await loadPlaceNames((sql, params) => this.execute(sql, params));
    await this.execute(
      `create index "gazetteer_places_other_names_idx" on "gazetteer_places" using gin ("other_names" gin_trgm_ops)`,
    );
    // the names' update left its new index entries in the trigram index's pending list, which every
    // search would read through (4 times the search's cost) until a vacuum: merged now, and the table
    // analysed, whether or not the server runs autovacuum
    await this.execute(`select gin_clean_pending_list('gazetteer_places_trgm_idx')`);
    await this.execute(`analyze "gazetteer_places"`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "gazetteer_places_other_names_idx"`);
    this.addSql(`alter table "gazetteer_places" drop column "names", drop column "other_names"`);
  }
}
