import { Migration } from "@mikro-orm/migrations";

export class Migration20261122100500_incident_review_indexes extends Migration {
  override async up(): Promise<void> {
    // Likely duplicates: the same source page (see source-page.ts)
    this.addSql(
      `create index "events_source_page_idx" on "events" (md5(regexp_replace(regexp_replace(split_part(events.source_url_key, chr(63), 1), '^https{0,1}://(www\\.){0,1}', ''), '/+$', '')));`,
    );
    // The approved and rejected lists, most recently reviewed first
    this.addSql(
      `create index "events_reviewed_idx" on "events" (status, coalesce(reviewed_at, created_at) desc, id desc);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "events_source_page_idx";`);
    this.addSql(`drop index "events_reviewed_idx";`);
  }
}
