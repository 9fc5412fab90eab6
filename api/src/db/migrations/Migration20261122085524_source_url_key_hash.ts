import { Migration } from "@mikro-orm/migrations";

// A unique B-tree index on the raw key fails for keys over ~2,700 bytes (a long URL of non-ASCII characters
// is stored percent-encoded, up to twelve times longer): index the key's MD5 instead (a second preimage, the only way to block another's URL, is out of reach).
export class Migration20261122085524_source_url_key_hash extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "events" drop constraint "events_source_url_key_unique";`);
    this.addSql(`create unique index events_source_url_key_hash_unique on events (md5(source_url_key));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists events_source_url_key_hash_unique;`);
    this.addSql(
      `alter table "events" add constraint "events_source_url_key_unique" unique ("source_url_key");`,
    );
  }
}
