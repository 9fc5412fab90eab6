import { Migration } from "@mikro-orm/migrations";

/**
 * Every incident named by its place (issue 55, decision 151): the nearest populated place of the
 * gazetteer, its region and its distance stored with the incident, and `place_gazetteer`, the version of
 * the gazetteer that chose them (0: not yet), which the places module's backfill brings up to date.
 * A place's position on the unit sphere (cube, a trusted contrib extension) has a GiST index: the nearest
 * place to a point is one index scan (`<->`), exact at every latitude.
 */
export class Migration20270107030000_incident_places extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists cube`);
    this.addSql(`alter table "gazetteer_places" add column "position" cube generated always as (cube(array[
      cos(radians("latitude")) * cos(radians("longitude")),
      cos(radians("latitude")) * sin(radians("longitude")),
      sin(radians("latitude"))])) stored`);
    this.addSql(
      `create index "gazetteer_places_position_idx" on "gazetteer_places" using gist ("position")`,
    );
    this.addSql(`alter table "events"
      add column "place_id" integer null,
      add column "place_name" text null,
      add column "place_country" varchar(2) null,
      add column "place_region_code" text null,
      add column "place_region" text null,
      add column "place_distance_km" real null,
      add column "place_gazetteer" smallint not null default 0`);
    this.addSql(
      `create index "events_status_region_date_idx" on "events" ("status", "place_region_code", "date" desc, "id" desc)`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "events_status_region_date_idx"`);
    this.addSql(`alter table "events" drop column if exists "place_id", drop column if exists "place_name",
      drop column if exists "place_country", drop column if exists "place_region_code",
      drop column if exists "place_region", drop column if exists "place_distance_km",
      drop column if exists "place_gazetteer"`);
    this.addSql(`alter table "gazetteer_places" drop column if exists "position"`);
  }
}
