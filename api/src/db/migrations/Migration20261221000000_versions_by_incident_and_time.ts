import { Migration } from '@mikro-orm/migrations';

/**
 * An as-of read looks each incident's sources and attributions up in its latest version at or before a
 * time: `event_id = ? and created_at < ?`. With the primary key (event_id, number) and the time index
 * apart, a planner without fresh statistics (a table just loaded) intersected the two, reading the whole
 * time index for every incident: a rebuild of 20,000 incidents took 34 s a file, of 100,000 minutes. One
 * index on both reads an incident's few versions whatever the planner believes (docs/benchmarks.md).
 */
export class Migration20261221000000_versions_by_incident_and_time extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create index if not exists "incident_versions_event_created_idx" on "incident_versions" ("event_id", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "incident_versions_event_created_idx";`);
  }
}
