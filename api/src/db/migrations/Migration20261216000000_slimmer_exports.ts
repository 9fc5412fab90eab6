import { Migration } from '@mikro-orm/migrations';

/**
 * Export revision 3 (decision 103): the CSV, GeoJSON and XLSX of every data version published from now on
 * are slimmer (no `url` column, no `id` property, coordinates to 5 decimals, times to the second). A
 * version published before keeps the revision of its time, and so its bytes (decisions 096 and 099).
 */
export class Migration20261216000000_slimmer_exports extends Migration {

  override async up(): Promise<void> {
    // run in one transaction with revision 2's migration (a new site), now() is its time too: a
    // millisecond later, so that each revision has its own beginning
    this.addSql(`insert into "export_revisions" ("revision", "since")
      select 3, greatest(date_trunc('milliseconds', now()), max("since") + interval '1 millisecond')
      from "export_revisions";`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "export_revisions" where "revision" = 3;`);
  }
}
