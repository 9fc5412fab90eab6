import { Migration } from '@mikro-orm/migrations';

export class Migration20261129000000_data_snapshots extends Migration {

  override async up(): Promise<void> {
    // dated snapshots of the whole public data set (decision 078): one a day at most, each format's file
    // kept gzipped; its size and SHA-256 are those of the file as downloaded (uncompressed)
    this.addSql(`create table "data_snapshots" (
      "day" date not null,
      "format" text not null check ("format" in ('csv', 'geojson')),
      "data_version" text not null,
      "created_at" timestamptz not null default now(),
      "byte_size" bigint not null,
      "sha256" text not null check ("sha256" ~ '^[0-9a-f]{64}$'),
      "gzip" bytea not null,
      primary key ("day", "format")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "data_snapshots";`);
  }

}
