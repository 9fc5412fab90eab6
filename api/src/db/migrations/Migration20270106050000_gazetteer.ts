import { Migration } from "@mikro-orm/migrations";
import { loadGazetteer } from "../gazetteer.js";

/**
 * The offline gazetteer (issue 55, decision 153): Europe's places and first-level regions, loaded from
 * the installed packages. unaccent and pg_trgm ship with PostgreSQL (contrib) and are trusted extensions.
 * A place's search name (lower case, no accents) has a prefix index and a trigram index (a word inside
 * a name); its latitude an index for the nearest place to a point.
 */
export class Migration20270106050000_gazetteer extends Migration {
  override async up(): Promise<void> {
    await this.execute(`create extension if not exists unaccent`);
    await this.execute(`create extension if not exists pg_trgm`);
    await this.execute(`create table "gazetteer_regions" (
      "code" text primary key,
      "country" char(2) not null,
      "name" text not null,
      "names" jsonb not null default '{}'
    )`);
    await this.execute(`create table "gazetteer_places" (
      "id" integer primary key,
      "name" text not null,
      "search_name" text not null,
      "country" char(2) not null,
      "region_code" text references "gazetteer_regions" ("code"),
      "population" integer not null,
      "latitude" double precision not null,
      "longitude" double precision not null
    )`);
    await this.execute(
      `create index "gazetteer_places_prefix_idx" on "gazetteer_places" ("search_name" text_pattern_ops)`,
    );
    await this.execute(
      `create index "gazetteer_places_trgm_idx" on "gazetteer_places" using gin ("search_name" gin_trgm_ops)`,
    );
    await this.execute(`create index "gazetteer_places_latitude_idx" on "gazetteer_places" ("latitude")`);
    await loadGazetteer((sql, params) => this.execute(sql, params));
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "gazetteer_places"`);
    this.addSql(`drop table if exists "gazetteer_regions"`);
  }
}
