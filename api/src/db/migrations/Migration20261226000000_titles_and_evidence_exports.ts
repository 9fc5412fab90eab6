import { Migration } from '@mikro-orm/migrations';

/**
 * Export revision 6 (decision 125): every data version published from now on carries the title's
 * language, the evidence status and geolocation method, and the capture of each source, in every format.
 * A version published before keeps the revision of its time, and so its bytes. A capture's Wayback copy
 * is dated when it is recorded, so that a version shows only what was recorded by its time.
 */
export class Migration20261226000000_titles_and_evidence_exports extends Migration {
  override async up(): Promise<void> {
    // run in one transaction with earlier revisions' migrations (a new site), now() is their time too: a
    // millisecond after the last, so that each revision has its own beginning
    this.addSql(`insert into "export_revisions" ("revision", "since")
      select 6, greatest(date_trunc('milliseconds', now()), max("since") + interval '1 millisecond')
      from "export_revisions";`);
    this.addSql(
      `alter table "source_captures" add column if not exists "wayback_saved_at" timestamptz null;`,
    );
    // a copy saved before: dated by its capture, the best time kept for it
    this.addSql(`update "source_captures" set "wayback_saved_at" = coalesce("timestamped_at", "captured_at")
      where "wayback_url" is not null and "wayback_saved_at" is null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "source_captures" drop column if exists "wayback_saved_at";`);
    this.addSql(`delete from "export_revisions" where "revision" = 6;`);
  }
}
