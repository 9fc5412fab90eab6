import { Migration } from "@mikro-orm/migrations";

/**
 * Incidents gain a kind of attack ('other' for those already stored, until a moderator sets it) and the
 * European state they happened in. The country is computed by the server from the boundary data, so
 * existing rows (country_boundaries 0) are filled in at start-up (events.module.ts).
 */
export class Migration20261122140000_incident_kind_and_country extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "events" add column "kind" text check ("kind" in ('sabotage', 'cyber', 'airspace', 'espionage', 'disinformation', 'other')) not null default 'other', add column "country" varchar(2) null, add column "country_boundaries" smallint not null default 0;`,
    );
    this.addSql(`create index events_status_kind_date_idx on events (status, kind, date desc, id desc);`);
    this.addSql(
      `create index events_status_country_date_idx on events (status, country, date desc, id desc);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "events_status_kind_date_idx";`);
    this.addSql(`drop index "events_status_country_date_idx";`);
    this.addSql(
      `alter table "events" drop column "kind", drop column "country", drop column "country_boundaries";`,
    );
  }
}
