import { Migration } from "@mikro-orm/migrations";

/**
 * Who time-stamped a capture: the authority's certificate subject and the SHA-256 fingerprint of the CA
 * its chain was checked against, kept with the token once its signature and chain are verified.
 */
export class Migration20270105013701_timestamp_authority extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "source_captures" add column "timestamp_authority" text null,
      add column "timestamp_ca_sha256" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "source_captures" drop column "timestamp_authority", drop column "timestamp_ca_sha256";`,
    );
  }
}
