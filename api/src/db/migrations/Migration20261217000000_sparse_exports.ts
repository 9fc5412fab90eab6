import { Migration } from '@mikro-orm/migrations';

/**
 * Export revision 4 (decision 105): the CSV, GeoJSON and XLSX of every data version published from now on
 * write nothing twice and nothing for null (an `updated_at` equal to `published_at` left empty, GeoJSON's
 * null properties left out) and coordinates to 4 decimals. A version published before keeps the revision
 * of its time, and so its bytes (decisions 096 and 099).
 */
export class Migration20261217000000_sparse_exports extends Migration {

  override async up(): Promise<void> {
    // run in one transaction with earlier revisions' migrations (a new site), now() is their time too: a
    // millisecond after the last, so that each revision has its own beginning
    this.addSql(`insert into "export_revisions" ("revision", "since")
      select 4, greatest(date_trunc('milliseconds', now()), max("since") + interval '1 millisecond')
      from "export_revisions";`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "export_revisions" where "revision" = 4;`);
  }
}
