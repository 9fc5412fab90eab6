import { Migration } from "@mikro-orm/migrations";
import { loadPlaceNames } from "../gazetteer.js";

/**
 * The gazetteer's places by their names in the site's languages (GeoNames' alternate names, issue 55):
 * "Danzig" and "Гданськ" find Gdańsk. Each name's search name (lower case, no accents) has a prefix index.
 */
export class Migration20270109030000_place_names extends Migration {
  override async up(): Promise<void> {
    await this.execute(`create table "gazetteer_place_names" (
      "place_id" integer not null references "gazetteer_places" ("id") on delete cascade,
      "language" text not null,
      "name" text not null,
      "search_name" text not null,
      primary key ("place_id", "language")
    )`);
    await this.execute(
      `create index "gazetteer_place_names_prefix_idx" on "gazetteer_place_names" ("search_name" text_pattern_ops)`,
    );
    await loadPlaceNames((sql, params) => this.execute(sql, params));
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "gazetteer_place_names"`);
  }
}
