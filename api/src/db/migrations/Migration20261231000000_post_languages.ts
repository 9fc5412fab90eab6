import { Migration } from '@mikro-orm/migrations';

/**
 * Forum posts across languages (decision 129): the language each post is written in (null for every post
 * written before, whose language nobody said), and machine translations of a post, one per post and
 * language, with the hash of the text they were made from (one whose hash no longer matches is stale).
 */
export class Migration20261231000000_post_languages extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "forum_posts" add column "language" varchar(2) null;`);
    this.addSql(`create table "forum_post_translations" (
      "post_id" bigint not null references "forum_posts" ("id") on delete cascade,
      "language" varchar(2) not null,
      "html" text not null,
      "source_hash" char(64) not null,
      "translated_at" timestamptz not null default now(),
      primary key ("post_id", "language"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "forum_post_translations";`);
    this.addSql(`alter table "forum_posts" drop column "language";`);
  }
}
