import { Migration } from '@mikro-orm/migrations';

/**
 * The TAXII 2.1 index (decision 155): every version of every STIX object the server has served, its JSON
 * as served, keyed by when it was first added (microseconds since 1970, strictly increasing), with the
 * incident, country and parties that place it in collections; the incident versions already indexed; and
 * how far the history has been read. Empty at first: the index fills itself from the history.
 */
export class Migration20270107050000_taxii_index extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "taxii_objects" (
      "added_us" bigint primary key,
      "object_id" text not null,
      "object_type" text not null,
      "modified" text not null,
      "event_id" bigint null,
      "country" text null,
      "parties" text[] not null default '{}',
      "object" text not null,
      constraint "taxii_objects_version" unique ("object_id", "modified")
    );`);
    this.addSql(`create index "taxii_objects_by_object" on "taxii_objects" ("object_id", "added_us");`);
    this.addSql(`create index "taxii_objects_by_event" on "taxii_objects" ("event_id", "added_us");`);
    this.addSql(`create index "taxii_objects_by_country" on "taxii_objects" ("country", "added_us") where "country" is not null;`);
    this.addSql(`create index "taxii_objects_by_party" on "taxii_objects" using gin ("parties");`);
    this.addSql(`create table "taxii_indexed_versions" (
      "event_id" bigint not null,
      "number" integer not null,
      constraint "taxii_indexed_versions_pkey" primary key ("event_id", "number")
    );`);
    // the index reads the history in the order it was recorded
    this.addSql(`create index "incident_versions_by_recording" on "incident_versions" ("recorded_at", "event_id", "number");`);
    this.addSql(`create table "taxii_progress" (
      "id" boolean primary key default true check ("id"),
      "recorded_at" timestamptz not null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "taxii_progress";`);
    this.addSql(`drop index "incident_versions_by_recording";`);
    this.addSql(`drop table "taxii_indexed_versions";`);
    this.addSql(`drop table "taxii_objects";`);
  }
}
